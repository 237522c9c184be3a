import { useRef } from 'react';
import { PostComposer } from './post-composer.tsx';
import { PostList } from './post-list.tsx';

/** The owner's posts: the composer above the list. */
export function PostManager({ companyId }: { companyId: number }) {
  const parts = { companyId, composer: useRef<HTMLTextAreaElement>(null) };
  return (
    <>
      <PostComposer {...parts} />
      <PostList {...parts} />
    </>
  );
}
