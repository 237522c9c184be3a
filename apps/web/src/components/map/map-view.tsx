import 'leaflet/dist/leaflet.css';
import {
  type CircleMarker,
  circleMarker,
  control,
  type Map as LeafletMap,
  latLngBounds,
  map as leafletMap,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../features/i18n/map-strings.ts';
import styles from './map-view.module.css';

/**
 * Tile server: `VITE_MAP_TILE_URL` at build time (a `{z}/{x}/{y}` template), OpenStreetMap's by default.
 * Everything works without tiles (offline, or tiles refused): the map is a plain pane that still
 * takes clicks and shows the markers.
 */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapMarker extends MapPoint {
  /** `primary`: the picked or shown place; `origin`: the selected saved place. */
  kind: 'primary' | 'origin';
}

interface MapViewProps {
  centre: MapPoint;
  zoom?: number;
  markers: readonly MapMarker[];
  /** Accessible name of the map pane. */
  label: string;
  /** A click (or tap) on the map picks that point. */
  onPick?: (point: MapPoint) => void;
  /** Pan to `centre` when it changes (off while picking, so a pick does not move the map). */
  follow?: boolean;
  /** Frame every marker (at most `zoom`), so a caption that names one can rely on seeing it. */
  fit?: boolean;
  className?: string;
}

const COLOURS = { primary: '#0f62d6', origin: '#b3261e' } as const;
/** Room around the framed markers, in pixels (a marker's radius and then some). */
const FIT_PADDING = 24;

/**
 * A small Leaflet map (this module is only ever loaded lazily, with its ~43 KB library). Its zoom buttons and credits
 * are in the page's language (features/i18n/map-strings.ts).
 */
export function MapView({
  centre,
  zoom = 14,
  markers,
  label,
  onPick,
  follow = true,
  fit = false,
  className,
}: MapViewProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const layers = useRef<CircleMarker[]>([]);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const frame = useRef<() => void>(() => {});
  frame.current = () => {
    const m = mapRef.current;
    if (!m || !fit || markers.length < 2) return;
    const bounds = latLngBounds(markers.map((p) => [p.lat, p.lng] as [number, number]));
    m.fitBounds(bounds, { padding: [FIT_PADDING, FIT_PADDING], maxZoom: zoom, animate: false });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once; later centres pan it.
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    // The zoom buttons and the credits are added in the page's language (below).
    const m = leafletMap(el, {
      center: [centre.lat, centre.lng],
      zoom,
      zoomControl: false,
      attributionControl: false,
    });
    tileLayer(MAP_TILE_URL, { maxZoom: 19 }).addTo(m);
    m.on('click', (event) => onPickRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }));
    mapRef.current = m;
    // The map may be created before its dialog is shown (size 0): re-measure whenever the box
    // changes, keeping the same centre (or framing the markers again).
    const resize = new ResizeObserver(() => {
      m.invalidateSize({ animate: false });
      frame.current();
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      m.remove();
      mapRef.current = null;
    };
  }, []);

  // Leaflet's own words (the buttons' titles and accessible names, the credits) in the page's language, made again
  // when it changes.
  useEffect(() => {
    const m = mapRef.current;
    if (!m) return;
    const zoomButtons = control
      .zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') })
      .addTo(m);
    const credits = control
      .attribution({
        prefix: `<a href="https://leafletjs.com" title="${t('map.leafletTitle')}">${t('map.leaflet')}</a>`,
      })
      .addAttribution(t('map.osmCredit', { link: OSM_LINK }))
      .addTo(m);
    return () => {
      zoomButtons.remove();
      credits.remove();
    };
  }, [t]);

  useEffect(() => {
    if (follow && !fit) mapRef.current?.panTo([centre.lat, centre.lng], { animate: false });
  }, [centre.lat, centre.lng, follow, fit]);

  useEffect(() => {
    const m = mapRef.current;
    if (!m) return;
    for (const layer of layers.current) layer.remove();
    layers.current = markers.map((p) =>
      circleMarker([p.lat, p.lng], {
        radius: p.kind === 'primary' ? 9 : 7,
        color: '#fff',
        weight: 2,
        fillColor: COLOURS[p.kind],
        fillOpacity: 1,
        interactive: false,
      }).addTo(m),
    );
    frame.current();
  }, [markers]);

  return (
    <div
      ref={container}
      className={[styles.map, className].filter(Boolean).join(' ')}
      role="application"
      aria-label={label}
      data-testid="map"
    />
  );
}
