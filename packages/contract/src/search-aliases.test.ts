import { describe, expect, it } from 'vitest';
import {
  SEARCH_ALIAS_MAX_WORDS,
  SEARCH_ALIASES,
  searchAliases,
  searchAliasTables,
  searchNameKey,
} from './search-aliases.ts';
import { searchKey } from './search-text.ts';

describe('the curated vocabulary', () => {
  it('has an English and an Amharic side in every entry', () => {
    for (const [english, amharic] of SEARCH_ALIASES) {
      expect(
        english.split('|').every((v) => /^[a-z ]+$/.test(v)),
        english,
      ).toBe(true);
      expect(
        amharic.split('|').every((v) => /[\u1200-\u137f]/.test(v)),
        amharic,
      ).toBe(true);
    }
  });

  it('translates every phrase to a key, never to itself', () => {
    const { all, amharic } = searchAliasTables();
    expect(all.size).toBeGreaterThan(300);
    for (const [phrase, to] of all) {
      expect(to).toBe(searchKey(to));
      expect(phrase).not.toBe(to);
      expect(phrase.split(' ').length).toBeLessThanOrEqual(SEARCH_ALIAS_MAX_WORDS);
    }
    for (const [phrase, to] of amharic) expect(all.get(phrase)).toBe(to);
  });
});

describe('searchAliases', () => {
  it('translates the longest phrase first and keeps other words', () => {
    expect(searchAliases(searchKey('Commercial Bank of Ethiopia Bole Branch'))).toBe(
      `${searchKey('የኢትዮጵያ ንግድ ባንክ')} bole ${searchKey('ቅርንጫፍ')}`,
    );
    expect(searchAliases(searchKey('የኢትዮጵያ ንግድ ባንክ ቦሌ ቅርንጫፍ'))).toBe('komersial bank of etiopia bole branch');
    expect(searchAliases(searchKey('Bole Primary School'))).toBe(`bole ${searchKey('የመጀመሪያ ደረጃ ትምህርት ቤት')}`);
  });

  it('reads the abbreviations and spelling variants', () => {
    expect(searchAliases(searchKey('ቦሌ ት/ቤት'))).toBe('bole schol');
    expect(searchAliases(searchKey('ቦሌ ትምህርት ቤት'))).toBe('bole schol');
    expect(searchAliases(searchKey('ቅዱስ ሚካኤል ቤ/ክ'))).toBe('st michael church');
    expect(searchAliases(searchKey('ቅዱስ ሚካኤል ቤተክርስቲያን'))).toBe('st michael church');
  });

  it('takes the Amharic prefix የ (of) and suffix ና (and) on Amharic words only', () => {
    expect(searchAliases(searchKey('የሳይንስና ቴክኖሎጂ ሚኒስቴር'))).toBe(`${searchKey('የሳይንስና')} technologi ministri`);
    expect(searchAliases(searchKey('የጤና'))).toBe(searchKey('health'));
    expect(searchAliases(searchKey('ዳቦና ኬክ'))).toBe(`${searchKey('bread')} and kek`);
    // `men` is an English phrase of the table: `yemen` is not "of men".
    expect(searchAliases('yemen embasi')).toBe('');
  });

  it('is empty when no word has an entry', () => {
    expect(searchAliases('bole kitfo')).toBe('');
    expect(searchAliases('')).toBe('');
  });
});

describe('searchNameKey', () => {
  it('is the key, then its translation', () => {
    expect(searchNameKey('Bole Hospital')).toBe('bole hospital');
    expect(searchNameKey('ቦሌ መስጊድ')).toBe(`bole mesgid bole ${searchKey('mosque')}`);
    expect(searchNameKey('Kidus Giorgis Church')).toBe(
      `kidus giorgis church st giyorgis ${searchKey('ቤተ ክርስቲያን')}`,
    );
  });
});
