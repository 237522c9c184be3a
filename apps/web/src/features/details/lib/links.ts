import type { SocialLinks } from '@sefer/contract/detail';

/**
 * Directions to a point on OpenStreetMap (the data the app's maps and imported places come from): the route
 * planner with the point as the destination, from wherever the visitor enters.
 */
export function directionsTo(point: { lat: number; lng: number }): string {
  const params = new URLSearchParams({ to: `${point.lat},${point.lng}` });
  return `https://www.openstreetmap.org/directions?${params}`;
}

/** A `tel:` link for a stored phone number (E.164 or as typed): digits and a leading `+` only. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export type SocialNetwork = keyof SocialLinks;

const PROFILE_BASE: Partial<Record<SocialNetwork, string>> = {
  telegram: 'https://t.me/',
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
};

/** Only web links leave the app: a stored `javascript:` or other scheme is never made a link. */
function httpUrl(value: string): string | null {
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A Telegram name as owners type it (`@name`, `name`, `t.me/name`, `https://t.me/name`); null if it is none. */
export function telegramName(value: string): string | null {
  const match = /^(?:@|(?:https?:\/\/)?(?:www\.)?(?:t|telegram)\.me\/)?([A-Za-z][\w]{3,31})\/?$/.exec(
    value.trim(),
  );
  return match?.[1] ?? null;
}

/** The `https://t.me/<name>` link of a company's Telegram attribute. */
export function telegramHref(value: string): string | null {
  const name = telegramName(value);
  return name ? `https://t.me/${name}` : null;
}

/** The link of one social attribute: a full URL as given, a handle on its network, an e-mail address. */
export function socialHref(network: SocialNetwork, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (network === 'email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? `mailto:${v}` : null;
  if (network === 'telegram') return telegramHref(v) ?? httpUrl(v);
  const base = PROFILE_BASE[network];
  if (base && /^@?[\w.]{1,64}$/.test(v) && !v.includes('.')) return `${base}${v.replace(/^@/, '')}`;
  return httpUrl(v);
}

export const SOCIAL_ORDER: readonly SocialNetwork[] = [
  'website',
  'telegram',
  'instagram',
  'facebook',
  'twitter',
  'email',
];

/** The company's social links that can be opened, in a fixed order. */
export function socialLinks(social: SocialLinks): { network: SocialNetwork; href: string; text: string }[] {
  return SOCIAL_ORDER.flatMap((network) => {
    const value = social[network];
    const href = value ? socialHref(network, value) : null;
    return value && href ? [{ network, href, text: value.trim() }] : [];
  });
}
