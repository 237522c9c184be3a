import type { FeedItem } from '@sefer/contract/schemas';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinIcon, ShareIcon } from '../../../components/ui/icons.tsx';
import { LikeButton } from '../../../components/ui/like-button.tsx';
import { useToggleLike } from '../../likes/api/like-item.ts';
import { useShareLink } from '../hooks/use-share-link.ts';
import { itemPath } from '../lib/item-link.ts';
import styles from './card-actions.module.css';
import { useFeedActions } from './feed-actions.tsx';

// The details dialog carries the map (Leaflet): it loads when a location button is first pressed.
const LocationDialog = lazy(() =>
  import('./location-dialog.tsx').then((m) => ({ default: m.LocationDialog })),
);

/** Like, share and location buttons of a card (spec §2, §4). */
export function CardActions({ item, name }: { item: FeedItem; name: string }) {
  const { t } = useTranslation();
  const { signedIn, requireLogin } = useFeedActions();
  const like = useToggleLike(item);
  const [showLocation, setShowLocation] = useState(false);

  const toggleLike = () => {
    if (!signedIn) return requireLogin();
    if (!like.isPending) like.mutate(!item.isLiked);
  };

  const shareLink = useShareLink();

  return (
    <div className={styles.actions}>
      <LikeButton
        liked={item.isLiked}
        likes={item.likes}
        name={name}
        pending={like.isPending}
        onToggle={toggleLike}
        iconSize={18}
        className={styles.action}
        likedClassName={styles.liked}
      />
      <button
        type="button"
        className={styles.action}
        aria-label={t('share.label', { name })}
        onClick={() => void shareLink(itemPath(item))}
        data-testid="share-button"
      >
        <ShareIcon size={18} />
      </button>
      <button
        type="button"
        className={styles.action}
        aria-label={t('location.label', { name })}
        aria-haspopup="dialog"
        onClick={() => setShowLocation(true)}
        data-testid="location-button"
      >
        <PinIcon size={18} />
      </button>
      {showLocation && (
        <Suspense fallback={null}>
          <LocationDialog item={item} name={name} onClose={() => setShowLocation(false)} />
        </Suspense>
      )}
    </div>
  );
}
