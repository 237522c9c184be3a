import type { FeedItem } from '@sefer/contract/schemas';

const PATHS = { company: 'company', product: 'item', place: 'place' } as const;

/** The detail screen of an item (spec §2: /company/:id, /item/:id, /place/:id). */
export const itemPath = (item: Pick<FeedItem, 'type' | 'id'>) => `/${PATHS[item.type]}/${item.id}`;

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

/** Copies text to the clipboard; the old `execCommand` way where the async API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
