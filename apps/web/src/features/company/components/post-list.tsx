import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog.tsx';
import { OwnerList } from '../../../components/forms/owner-list.tsx';
import { useListDeletion } from '../../../hooks/use-list-deletion.ts';
import { useCompanyPosts } from '../../details/api/get-company-posts.ts';
import { useDeletePost } from '../api/delete-post.ts';
import type { PostsProps } from './post-composer.tsx';
import { PostItem } from './post-item.tsx';
import styles from './post-manager.module.css';

/**
 * The company's posts, newest first (the same list and cache as the visitors' page), with loading, empty and error
 * states; after a delete the next post's Delete (or the composer) takes the focus.
 */
export function PostList({ companyId, composer }: PostsProps) {
  const { t } = useTranslation();
  const posts = useCompanyPosts(companyId);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const remove = useDeletePost(companyId);
  const deletion = useListDeletion({
    items,
    remove,
    focusable: '[data-post-delete]',
    emptyFocus: composer,
    deletedMessage: t('companyMedia.posts.deleted'),
  });

  return (
    <OwnerList
      name="posts"
      keyPrefix="companyMedia.posts"
      query={posts}
      loading={
        <div className={styles.skeleton} role="status">
          <span className="sr-only">{t('common.loading')}</span>
          <span className={styles.bar} aria-hidden="true" />
          <span className={styles.bar} aria-hidden="true" />
        </div>
      }
      empty={items.length === 0}
      dialog={
        deletion.toDelete && (
          <ConfirmDeleteDialog
            title={t('companyMedia.posts.deleteTitle')}
            text={t('companyMedia.posts.deleteText')}
            confirm={t('companyMedia.posts.deleteConfirm')}
            {...deletion.dialog}
          />
        )
      }
    >
      <ul ref={deletion.list} className={styles.list}>
        {items.map((post, index) => (
          <PostItem key={post.id} post={post} onDelete={() => deletion.ask(post, index)} />
        ))}
      </ul>
    </OwnerList>
  );
}
