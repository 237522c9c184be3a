import { describe, expect, it } from 'vitest';
import mainAm from '../features/i18n/locales/am.json';
import mainEn from '../features/i18n/locales/en.json';

/** Test helpers for the translation catalogues (English and Amharic side by side). */

export type Catalogue = { [key: string]: string | Catalogue };

/** Flattens a catalogue to `a.b.c → value`; a non-string, non-object leaf is kept as it is, for a check to report. */
export function flattenCatalogue(tree: Catalogue, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flattenCatalogue(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The `{{name}}` variables a string interpolates, sorted. */
export const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * The checks a screen's own catalogue passes (one that loads with its screen): one top-level `block`, in neither main
 * catalogue; the same keys and variables in English and Amharic, none empty; Amharic in Ethiopic script. `present`:
 * the block's own checks, each a test's name and the keys both languages must have.
 */
export function describeCatalogueBlock(
  title: string,
  block: string,
  languages: { en: object; am: object },
  present: Record<string, readonly string[]> = {},
) {
  const en = languages.en as Catalogue;
  const am = languages.am as Catalogue;
  const catalogues = { en: flattenCatalogue(en), am: flattenCatalogue(am) };
  describe(title, () => {
    it('are one block of their own, beside the main catalogues', () => {
      expect(Object.keys(en)).toEqual([block]);
      expect(Object.keys(am)).toEqual([block]);
      expect(Object.keys(mainEn)).not.toContain(block);
      expect(Object.keys(mainAm)).not.toContain(block);
    });

    it('have the same keys and variables in English and Amharic, none empty', () => {
      expect([...catalogues.am.keys()].sort()).toEqual([...catalogues.en.keys()].sort());
      for (const [key, value] of catalogues.en) {
        const other = catalogues.am.get(key);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
        expect(typeof other === 'string' && other.trim() !== '', key).toBe(true);
        expect(variables(other as string), key).toEqual(variables(value as string));
      }
    });

    it('write Amharic in Ethiopic script', () => {
      for (const [key, value] of catalogues.am) expect(value, key).toMatch(/[\u1200-\u139f]/);
    });

    for (const [name, keys] of Object.entries(present)) {
      it(name, () => {
        for (const key of keys) {
          for (const entries of Object.values(catalogues)) expect(entries.has(key), key).toBe(true);
        }
      });
    }
  });
}
