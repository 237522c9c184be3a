import { formatDistanceKm } from '@sefer/contract/format';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapMarker } from '../../../components/map/map-view.tsx';
import { DirectionsIcon } from '../../../components/ui/detail-icons.tsx';
import { PinIcon } from '../../../components/ui/icons.tsx';
import type { LocalText } from '../../../lib/local-text.ts';
import { directionsTo } from '../lib/links.ts';
import page from './detail-page.module.css';
import styles from './location-section.module.css';

// Leaflet (~45 KB) loads only when the map box comes near the screen.
const MapView = lazy(() =>
  import('../../../components/map/map-view.tsx').then((m) => ({ default: m.MapView })),
);

/** True once the element has come within `margin` of the viewport (and stays true). */
function useNearViewport<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/**
 * Where the subject is: address, distance from the selected place, a small map (lazy; it works
 * without tiles), directions, and the OpenStreetMap attribution for imported places.
 */
export function LocationSection({
  name,
  point,
  address,
  distance,
  from,
  osm = false,
  onDirections,
}: {
  name: string;
  point: { lat: number; lng: number };
  /** In the page's language when the owner wrote it, else the other (marked); a place's as its source wrote it. */
  address: { text: string; lang?: LocalText['lang'] } | null;
  /** Metres from the selected place, or null. */
  distance: number | null;
  /** The selected place's name. */
  from: string;
  osm?: boolean;
  /** Hears a tap on Directions (the owner's insights). */
  onDirections?: () => void;
}) {
  const { t } = useTranslation();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const markers = useMemo<MapMarker[]>(
    () => [{ lat: point.lat, lng: point.lng, kind: 'primary' }],
    [point.lat, point.lng],
  );
  const hasPoint =
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && !(point.lat === 0 && point.lng === 0);

  return (
    <section className={page.card} aria-labelledby="location-title" data-testid="location-section">
      <h2 id="location-title" className={page.sectionTitle}>
        {t('details.location.title')}
      </h2>
      {address && (
        <p className={styles.address} data-testid="detail-address">
          <PinIcon size={18} />
          <span lang={address.lang}>{address.text}</span>
        </p>
      )}
      {distance !== null && (
        <p className={styles.distance} data-testid="detail-distance" data-metres={distance}>
          {t('location.distance', { km: formatDistanceKm(distance), place: from })}
        </p>
      )}
      {hasPoint && (
        <>
          <div ref={ref} className={styles.mapBox}>
            {near && (
              <Suspense fallback={null}>
                <MapView
                  centre={point}
                  markers={markers}
                  label={t('location.mapLabel', { name })}
                  zoom={15}
                />
              </Suspense>
            )}
          </div>
          <a
            className={styles.directions}
            href={directionsTo(point)}
            target="_blank"
            rel="noreferrer"
            data-testid="directions-link"
            onClick={onDirections}
          >
            <DirectionsIcon size={18} />
            {t('location.directions')}
          </a>
        </>
      )}
      {osm && (
        <p className={styles.osm} data-testid="osm-attribution">
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">
            {t('feed.osm')}
          </a>
        </p>
      )}
    </section>
  );
}
