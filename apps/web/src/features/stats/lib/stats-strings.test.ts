import { describe, expect, it } from 'vitest';
import mainAm from '../../i18n/locales/am.json';
import mainEn from '../../i18n/locales/en.json';
import am from '../locales/stats.am.json';
import en from '../locales/stats.en.json';
import { COUNTED } from './periods.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const catalogues = { en: flatten(en as Tree), am: flatten(am as Tree) };

describe('the statistics screen’s strings', () => {
  it('are one block of their own, beside the main catalogues', () => {
    expect(Object.keys(en)).toEqual(['stats']);
    expect(Object.keys(am)).toEqual(['stats']);
    expect(Object.keys(mainEn)).not.toContain('stats');
    expect(Object.keys(mainAm)).not.toContain('stats');
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

  it('name every count the screen shows', () => {
    for (const key of COUNTED) {
      for (const entries of Object.values(catalogues))
        expect(entries.has(`stats.counts.${key}`), key).toBe(true);
    }
  });
});
