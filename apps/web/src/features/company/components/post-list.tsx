import type { Post } from '@sefer/contract/detail';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog.tsx';
import owner from '../../../components/forms/owner-media.module.css';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCompanyPosts } from '../../details/api/get-company-posts.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { PostItem } from './post-item.tsx';
import styles from './post-manager.module.css';

/**
 * The company's posts, newest first (the same list and cache as the visitors' page), with loading, empty and error
 * states; after a delete the next post's Delete (or the composer) takes the focus.
 */
export function PostList({
  companyId,
  emptyFocus,
}: {
  companyId: number;
  emptyFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const posts = useCompanyPosts(companyId);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const list = useRef<HTMLUListElement>(null);
  const [toDelete, setToDelete] = useState<{ post: Post; index: number } | null>(null);
  const [deleted, setDeleted] = useState<{ id: number; index: number } | null>(null);
  const remove = useDeletePost(companyId);

  useEffect(() => {
    // Once the deleted post has left the list (the cache updates after the answer).
    if (!deleted || items.some((item) => item.id === deleted.id)) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-post-delete]');
    const target = buttons?.length
      ? buttons[Math.min(deleted.index, buttons.length - 1)]
      : emptyFocus.current;
    target?.focus();
    setDeleted(null);
  }, [deleted, items, emptyFocus]);

  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.post.id, {
      onSuccess: () => {
        setDeleted({ id: toDelete.post.id, index: toDelete.index });
        setToDelete(null);
        showToast(t('companyMedia.posts.deleted'), 4000);
      },
    });
  };

  return (
    <section className={owner.card} aria-labelledby={`${id}-title`} data-testid="owner-posts">
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('companyMedia.posts.listLabel')}
      </h2>
      {posts.isPending ? (
        <div className={styles.skeleton} role="status">
          <span className="sr-only">{t('common.loading')}</span>
          <span className={styles.bar} aria-hidden="true" />
          <span className={styles.bar} aria-hidden="true" />
        </div>
      ) : posts.isError ? (
        <ErrorMessage error={posts.error} onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <div className={styles.empty} data-testid="posts-empty">
          <p className={styles.emptyTitle}>{t('companyMedia.posts.empty')}</p>
          <p className={owner.muted}>{t('companyMedia.posts.emptyHint')}</p>
        </div>
      ) : (
        <ul ref={list} className={styles.list}>
          {items.map((post, index) => (
            <PostItem
              key={post.id}
              post={post}
              onDelete={() => {
                remove.reset();
                setToDelete({ post, index });
              }}
            />
          ))}
        </ul>
      )}
      {posts.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            busy={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {t('companyMedia.posts.more')}
          </Button>
        </div>
      )}
      {toDelete && (
        <ConfirmDeleteDialog
          title={t('companyMedia.posts.deleteTitle')}
          text={t('companyMedia.posts.deleteText')}
          confirm={t('companyMedia.posts.deleteConfirm')}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={confirm}
          onClose={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
