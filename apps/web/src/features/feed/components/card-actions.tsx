import type { FeedItem } from '@sefer/contract/schemas';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { LikeShareButtons } from '../../../components/ui/like-share-buttons.tsx';
import { useToggleLike } from '../../likes/api/like-item.ts';
import styles from './card-actions.module.css';
import { useFeedActions } from './feed-actions.tsx';

// The details dialog carries the map (Leaflet): it loads when a location button is first pressed.
const LocationDialog = lazy(() =>
  import('./location-dialog.tsx').then((m) => ({ default: m.LocationDialog })),
);

/** Like, share and location buttons of a card (spec §2, §4). */
export function CardActions({ item, name }: { item: FeedItem; name: string }) {
  const { t } = useTranslation();
  const { loginHref } = useFeedActions();
  const like = useToggleLike(item);
  const [showLocation, setShowLocation] = useState(false);

  return (
    <div className={styles.actions}>
      <LikeShareButtons subject={item} name={name} like={like} loginHref={loginHref} look="card" />
      <button
        type="button"
        className={styles.location}
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
