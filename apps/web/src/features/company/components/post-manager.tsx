import { useRef } from 'react';
import { PostComposer } from './post-composer.tsx';
import { PostList } from './post-list.tsx';

/** The owner's posts: the composer above the list. */
export function PostManager({ companyId }: { companyId: number }) {
  // Where the focus goes when the last post is deleted.
  const area = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <PostComposer companyId={companyId} areaRef={area} />
      <PostList companyId={companyId} emptyFocus={area} />
    </>
  );
}
