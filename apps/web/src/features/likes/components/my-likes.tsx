import { detailPath } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SquarePicture } from '../../../components/ui/square-picture.tsx';
import { useMyLikes } from '../api/get-my-likes.ts';
import styles from './my-likes.module.css';

/** The grid of my likes on /profile/user (spec §2): picture and title of each liked item, which opens it. */
export function MyLikes({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const likes = useMyLikes(userId);
  const items = likes.data?.pages.flatMap((p) => p.items) ?? [];

  if (likes.isPending) return <Spinner />;
  if (likes.isError && items.length === 0) {
    return <ErrorMessage error={likes.error} onRetry={() => void likes.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <HeartIcon size={32} />
        <p className={styles.emptyTitle}>{t('users.likesEmpty')}</p>
        <p className={styles.muted}>{t('users.likesHint')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.grid} data-testid="my-likes">
        {items.map((item) => {
          const title = i18n.resolvedLanguage === 'am' && item.nameAm ? item.nameAm : item.name;
          return (
            <li key={`${item.type}-${item.id}`} data-id={`${item.type}-${item.id}`}>
              <Link to={detailPath(item.type, item.id)} className={styles.tile}>
                <span className={styles.media}>
                  <SquarePicture
                    image={item.image}
                    variant="small"
                    px={240}
                    iconSize={32}
                    className={styles.image}
                  />
                </span>
                <span className={styles.title}>{title}</span>
                <span className={styles.muted}>{t(`feed.type.${item.type}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {likes.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void likes.fetchNextPage()}
          busy={likes.isFetchingNextPage}
        >
          {t('feed.loadMore')}
        </Button>
      )}
    </>
  );
}
