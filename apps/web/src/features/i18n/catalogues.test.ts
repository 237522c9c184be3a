import { describe, expect, it } from 'vitest';
import am from './locales/am.json';
import detailsAm from './locales/details.am.json';
import detailsEn from './locales/details.en.json';
import en from './locales/en.json';

type Tree = { [key: string]: string | Tree };

/** Flattens a catalogue to `a.b.c → value`; a non-string, non-object leaf is reported as-is. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// The detail screens' strings load with those screens (detail-strings.ts) and are merged in then:
// check them together with the main catalogues, and that they never shadow a main key.
const merged = (main: Tree, lazy: Tree) => new Map([...flatten(main), ...flatten(lazy)]);
const catalogues = { en: merged(en as Tree, detailsEn as Tree), am: merged(am as Tree, detailsAm as Tree) };

describe('lazy detail catalogues', () => {
  it.each([
    ['en', en, detailsEn],
    ['am', am, detailsAm],
  ])('%s: add only their own top-level blocks', (_lang, main, lazy) => {
    expect(Object.keys(lazy).filter((block) => block in main)).toEqual([]);
  });
});

describe('translation catalogues', () => {
  it('have the same keys in English and Amharic', () => {
    const enKeys = [...catalogues.en.keys()].sort();
    const amKeys = [...catalogues.am.keys()].sort();
    expect(
      enKeys.filter((k) => !catalogues.am.has(k)),
      'missing in am.json',
    ).toEqual([]);
    expect(
      amKeys.filter((k) => !catalogues.en.has(k)),
      'missing in en.json',
    ).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has no empty or non-string values', (_lang, entries) => {
    const bad = [...entries].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const mismatched = [...catalogues.en].filter(([key, value]) => {
      const other = catalogues.am.get(key);
      return typeof other === 'string' && variables(String(value)).join() !== variables(other).join();
    });
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it('translate every error key of spec §8 and every tag category', async () => {
    const { ERROR_KEYS } = await import('@sefer/contract/errors');
    const { TAG_CATEGORIES } = await import('@sefer/contract/constants');
    for (const entries of Object.values(catalogues)) {
      for (const key of ERROR_KEYS) expect(entries.has(`errors.${key}`), `errors.${key}`).toBe(true);
      for (const key of TAG_CATEGORIES) expect(entries.has(`category.${key}`), `category.${key}`).toBe(true);
    }
  });

  it('translate every error reason of the auth calls', async () => {
    const { ERROR_REASONS } = await import('@sefer/contract/errors');
    for (const entries of Object.values(catalogues)) {
      for (const reason of ERROR_REASONS) {
        expect(entries.has(`auth.reasons.${reason}`), `auth.reasons.${reason}`).toBe(true);
      }
    }
  });

  it('write Amharic labels in Ethiopic script', () => {
    for (const key of [
      'nav.home',
      'feed.tabs.new',
      'feed.tabs.aroundYou',
      'feed.loadMore',
      'notFound.title',
      'auth.phoneLabel',
      'auth.reasons.incorrect_code',
      'auth.reasons.incorrect_password',
    ]) {
      expect(catalogues.am.get(key), key).toMatch(/[\u1200-\u139f]/);
    }
  });
});
