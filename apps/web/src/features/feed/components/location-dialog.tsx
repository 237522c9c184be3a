import { formatDistanceKm } from '@sefer/contract/format';
import type { FeedItem } from '@sefer/contract/schemas';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type MapMarker, type MapPoint, MapView } from '../../../components/map/map-view.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { recordView } from '../../views/api/record-view.ts';
import { directionsUrl } from '../lib/directions.ts';
import { useFeedActions } from './feed-actions.tsx';
import styles from './location-dialog.module.css';

/** Where the item is, when its coordinates are usable. */
function itemPoint(item: FeedItem): MapPoint | null {
  return Number.isFinite(item.lat) && Number.isFinite(item.lng) ? { lat: item.lat, lng: item.lng } : null;
}

/** The details dialog of a card's location button: a small map, the distance and directions. */
export function LocationDialog({
  item,
  name,
  onClose,
}: {
  item: FeedItem;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { origin } = useFeedActions();
  const at = itemPoint(item);
  // Opening an item's details is a view (for Trending).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item.
  useEffect(() => recordView(item), [item.type, item.id]);
  const atLat = at?.lat;
  const atLng = at?.lng;
  const markers = useMemo<MapMarker[]>(
    () => [
      { lat: origin.lat, lng: origin.lng, kind: 'origin' },
      ...(atLat !== undefined && atLng !== undefined
        ? [{ lat: atLat, lng: atLng, kind: 'primary' as const }]
        : []),
    ],
    [origin.lat, origin.lng, atLat, atLng],
  );
  const directions = directionsUrl(origin, at ?? { name: `${item.name}, ${origin.name}` });

  return (
    <Dialog title={name} onClose={onClose} testId="location-dialog">
      <div className={styles.body}>
        {/* Framing both points: the caption below names the red one, the selected place. */}
        <MapView
          centre={at ?? origin}
          markers={markers}
          label={t('location.mapLabel', { name })}
          zoom={15}
          fit
        />
        <p className={styles.legend}>
          <span className={styles.origin} aria-hidden="true" />
          {t('location.from', { place: origin.name })}
        </p>
        <p className={styles.distance} data-testid="location-distance">
          {t('location.distance', { km: formatDistanceKm(item.distance), place: origin.name })}
        </p>
        {item.osm && <p className={styles.muted}>{t('feed.osm')}</p>}
        <a className={styles.directions} href={directions} target="_blank" rel="noreferrer">
          {t('location.directions')}
        </a>
      </div>
    </Dialog>
  );
}
