import { describe, expect, it } from 'vitest';
import { directionsTo, socialHref, socialLinks, telegramHref, telegramName, telHref } from './links.ts';

describe('detail links', () => {
  it('gives directions to the point on OpenStreetMap', () => {
    const url = new URL(directionsTo({ lat: 9.0105, lng: 38.7613 }));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/directions');
    expect(url.searchParams.get('to')).toBe('9.0105,38.7613');
  });

  it('finds the Telegram name however it was typed', () => {
    for (const typed of [
      'tomoca',
      '@tomoca',
      't.me/tomoca',
      'https://t.me/tomoca/',
      'http://telegram.me/tomoca',
    ]) {
      expect(telegramHref(typed), typed).toBe('https://t.me/tomoca');
    }
    expect(telegramName(' @Kaldis_Coffee ')).toBe('Kaldis_Coffee');
    expect(telegramHref('https://example.com/tomoca')).toBeNull();
    expect(telegramHref('@ab')).toBeNull();
    expect(telegramHref('javascript:alert(1)')).toBeNull();
  });

  it('dials stored and typed numbers', () => {
    expect(telHref('+251911234567')).toBe('tel:+251911234567');
    expect(telHref('0911 23 45 67')).toBe('tel:0911234567');
    expect(telHref('n/a')).toBeNull();
  });

  it('turns handles into profile links and keeps full web links', () => {
    expect(socialHref('telegram', '@tomoca')).toBe('https://t.me/tomoca');
    expect(socialHref('instagram', 'tomoca_coffee')).toBe('https://www.instagram.com/tomoca_coffee');
    expect(socialHref('facebook', 'https://facebook.com/tomoca')).toBe('https://facebook.com/tomoca');
    expect(socialHref('website', 'tomoca.et')).toBe('https://tomoca.et/');
    expect(socialHref('email', 'hello@tomoca.et')).toBe('mailto:hello@tomoca.et');
  });

  it('never links to other schemes or malformed values', () => {
    expect(socialHref('website', 'javascript:alert(1)')).toBeNull();
    expect(socialHref('twitter', 'data:text/html,hi')).toBeNull();
    expect(socialHref('email', 'not an address')).toBeNull();
    expect(socialHref('telegram', '   ')).toBeNull();
  });

  it('lists only the links that can be opened, in a fixed order', () => {
    const links = socialLinks({
      telegram: '@tomoca',
      instagram: null,
      website: 'https://tomoca.et',
      facebook: 'javascript:void(0)',
      email: 'hello@tomoca.et',
      twitter: null,
    });
    expect(links.map((l) => l.network)).toEqual(['website', 'telegram', 'email']);
  });
});
