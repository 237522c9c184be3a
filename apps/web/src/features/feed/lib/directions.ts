// Apart from item-link.ts: only the lazy location dialog uses it, so it stays out of the first load.
/** Directions from the feed's centre to the item, in the phone's maps app or the browser. */
export function directionsUrl(
  origin: { lat: number; lng: number },
  destination: { lat: number; lng: number } | { name: string },
): string {
  const params = new URLSearchParams({
    api: '1',
    origin: `${origin.lat},${origin.lng}`,
    destination: 'name' in destination ? destination.name : `${destination.lat},${destination.lng}`,
  });
  return `https://www.google.com/maps/dir/?${params}`;
}
