/**
 * Words one edit away (a letter wrong, missing, extra, or two letters swapped) as one regular expression,
 * for keys too short for trigrams to forgive a typo (`bale` shares 2 of 5 trigrams with `bole`).
 * Matches a word of the search key starting with any of them; null when the key is not one word of
 * MIN–MAX letters. The key is a search key: letters and digits only, nothing a regex would read.
 */
export const TYPO_MIN = 3;
export const TYPO_MAX = 8;

export function typoPattern(key: string): string | null {
  const w = [...key];
  if (w.length < TYPO_MIN || w.length > TYPO_MAX || w.some((c) => c === ' ')) return null;
  const any = '[^ ]';
  // The key before letter i and from letter i on, by code point; one search builds this once (about 2 µs).
  const before = w.map((_, i) => w.slice(0, i).join(''));
  before.push(key);
  const from = [...before.map((b) => key.slice(b.length)), ''];
  const alternatives = new Set<string>();
  for (let i = 0; i < w.length; i++) {
    alternatives.add(`${before[i]}${any}${from[i + 1]}`); // wrong letter
    alternatives.add(`${before[i]}${from[i + 1]}`); // a letter too many in the key
    if (i + 1 < w.length) alternatives.add(`${before[i]}${w[i + 1]}${w[i]}${from[i + 2]}`); // swapped
  }
  for (let i = 0; i <= w.length; i++) alternatives.add(`${before[i]}${any}${from[i]}`); // missing
  return `(^| )(${[...alternatives].join('|')})`;
}
