/**
 * Search text (DESIGN §1): one normalisation for indexing and for querying, in English and Amharic.
 *
 * - `foldSearchText` keeps the script: NFC, lower case, every character outside the word ranges below
 *   (punctuation, symbols, emoji, the Ethiopic word space ፡ and full stop ።) becomes a space, and the
 *   Ethiopic homophone families fold to one (ሐ/ኀ → ሀ, ሠ → ሰ, ዐ → አ, ፀ → ጸ) in every vowel order.
 * - `searchKey` is what the database indexes and what queries are matched on: the folded text written
 *   in Latin letters the way people type (`ቦሌ` → `bole`, `ሀይሌ` → `haile`, `ፒያሳ` and `piassa` → `piasa`),
 *   accents removed, doubled letters collapsed. Both scripts meet in this one form.
 *
 * The database computes the same key with the SQL function `sefer_search_key` (migration 0008), whose
 * lookup tables are generated from the tables in this file (`searchKeySqlTables`); a test checks the two
 * agree on every name of the OpenStreetMap file. Change the rules here only together with a migration
 * that replaces that function.
 */

/** Characters that are part of words; everything else separates words. Keep in step with `WORD_RANGES_SQL`. */
const WORD_RANGES: readonly (readonly [number, number])[] = [
  [0x30, 0x39], // 0-9
  [0x61, 0x7a], // a-z (text is lower-cased first)
  [0xc0, 0xd6], // Latin-1 letters (× excluded)
  [0xd8, 0xf6], // (÷ excluded)
  [0xf8, 0x24f], // Latin Extended-A/B
  [0x259, 0x259], // ə
  [0x370, 0x3ff], // Greek
  [0x400, 0x52f], // Cyrillic
  [0x620, 0x669], // Arabic letters and digits
  [0x66e, 0x6d3],
  [0x1200, 0x135f], // Ethiopic syllables and combining marks (punctuation ፠–፨ excluded)
  [0x1369, 0x137c], // Ethiopic numerals
  [0x1380, 0x138f], // Ethiopic Supplement
  [0x2d80, 0x2ddf], // Ethiopic Extended
  [0xab00, 0xab2f], // Ethiopic Extended-A
  [0x3040, 0x30ff], // Kana
  [0x3400, 0x4dbf], // CJK
  [0x4e00, 0x9fff],
  [0xac00, 0xd7af], // Hangul
];

const hex = (n: number) => `\\u${n.toString(16).padStart(4, '0')}`;

/** The word ranges as a regular-expression bracket body, the same text for JavaScript and PostgreSQL. */
export const WORD_RANGES_SQL = WORD_RANGES.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join(
  '',
);
const NON_WORD = new RegExp(`[^${WORD_RANGES_SQL}]+`, 'gu');

/** Homophone families folded into one: [first code point of the family, first code point of its target]. */
const HOMOPHONE_FAMILIES: readonly (readonly [number, number])[] = [
  [0x1210, 0x1200], // ሐ → ሀ
  [0x1280, 0x1200], // ኀ → ሀ
  [0x1220, 0x1230], // ሠ → ሰ
  [0x12d0, 0x12a0], // ዐ → አ
  [0x1340, 0x1338], // ፀ → ጸ
];

/** `from`/`to` strings for character-by-character folding (SQL `translate`), all eight vowel orders. */
export const HOMOPHONE_FROM = HOMOPHONE_FAMILIES.flatMap(([from]) =>
  Array.from({ length: 8 }, (_, i) => String.fromCodePoint(from + i)),
).join('');
export const HOMOPHONE_TO = HOMOPHONE_FAMILIES.flatMap(([, to]) =>
  Array.from({ length: 8 }, (_, i) => String.fromCodePoint(to + i)),
).join('');
const HOMOPHONE = new Map([...HOMOPHONE_FROM].map((c, i) => [c, [...HOMOPHONE_TO][i] as string]));

/**
 * Ethiopic syllable families (8 code points each: ä u i a é ə o wa) and the Latin consonant people type.
 * `*` marks the laryngeal families whose first order sounds `a` (ሀ ha, አ a); `~` the labialised blocks
 * (Cwä, -, Cwi, Cwa, Cwé, Cwə).
 */
const FAMILIES: Record<number, string> = {
  4608: '*h',
  4616: 'l',
  4624: '*h',
  4632: 'm',
  4640: 's',
  4648: 'r',
  4656: 's',
  4664: 'sh',
  4672: 'k',
  4680: '~k',
  4688: 'k',
  4696: '~k',
  4704: 'b',
  4712: 'v',
  4720: 't',
  4728: 'ch',
  4736: '*h',
  4744: '~h',
  4752: 'n',
  4760: 'ny',
  4768: '*',
  4776: 'k',
  4784: '~k',
  4792: 'h',
  4800: '~h',
  4808: 'w',
  4816: '*',
  4824: 'z',
  4832: 'zh',
  4840: 'y',
  4848: 'd',
  4856: 'd',
  4864: 'j',
  4872: 'g',
  4880: '~g',
  4888: 'g',
  4896: 't',
  4904: 'ch',
  4912: 'p',
  4920: 'ts',
  4928: 'ts',
  4936: 'f',
  4944: 'p',
};
const VOWELS = ['e', 'u', 'i', 'a', 'e', '', 'o', 'wa'];
/** Marks a sixth-order syllable in the Latin spelling; never survives folding, so it cannot clash. */
const SIXTH = '·';
const LABIALISED = ['we', '', 'wi', 'wa', 'we', 'w', '', ''];

/** Latin letters with accents, and the few Latin letters people spell with two. */
const LATIN: Record<string, string> = {
  ...Object.fromEntries([...'àáâãåāăą'].map((c) => [c, 'a'])),
  ...Object.fromEntries([...'äèéêëēĕėęěə'].map((c) => [c, 'e'])),
  ...Object.fromEntries([...'ìíîïĩīĭįı'].map((c) => [c, 'i'])),
  ...Object.fromEntries([...'òóôõöøōŏő'].map((c) => [c, 'o'])),
  ...Object.fromEntries([...'ùúûüũūŭůűų'].map((c) => [c, 'u'])),
  ...Object.fromEntries([...'ýÿŷ'].map((c) => [c, 'y'])),
  ...Object.fromEntries([...'çćĉċ'].map((c) => [c, 'c'])),
  ...Object.fromEntries([...'ďđ'].map((c) => [c, 'd'])),
  ...Object.fromEntries([...'ĝğġģ'].map((c) => [c, 'g'])),
  ...Object.fromEntries([...'ĥħ'].map((c) => [c, 'h'])),
  ...Object.fromEntries([...'ñńņňŉ'].map((c) => [c, 'n'])),
  ...Object.fromEntries([...'ŕŗř'].map((c) => [c, 'r'])),
  ...Object.fromEntries([...'śŝş'].map((c) => [c, 's'])),
  ...Object.fromEntries([...'ţťŧ'].map((c) => [c, 't'])),
  ...Object.fromEntries([...'źż'].map((c) => [c, 'z'])),
  ĵ: 'j',
  ķ: 'k',
  ĺ: 'l',
  ļ: 'l',
  ľ: 'l',
  ŀ: 'l',
  ł: 'l',
  ŵ: 'w',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ð: 'd',
  š: 'sh',
  č: 'ch',
  ž: 'zh',
};

/** First and last code points of the transliteration tables. */
export const ETHIOPIC_FIRST = 0x1200;
export const ETHIOPIC_LAST = 0x137c;
export const LATIN_FIRST = 0xc0;
export const LATIN_LAST = 0x259;

function ethiopicLatin(cp: number): string | undefined {
  if (cp >= 0x1369 && cp <= 0x1371) return String(cp - 0x1368); // ፩–፱ → 1–9
  if (cp >= 0x1372 && cp <= 0x137a) return String((cp - 0x1371) * 10); // ፲–፺ → 10–90
  if (cp === 0x137b) return '100';
  if (cp === 0x137c) return '10000';
  if (cp >= 0x1358 && cp <= 0x135a) return ['rya', 'mya', 'fya'][cp - 0x1358];
  const base = cp - (cp % 8);
  const family = FAMILIES[base];
  if (family === undefined) return undefined;
  const order = cp - base;
  if (family.startsWith('~')) return `${family.slice(1)}${LABIALISED[order]}`;
  if (family.startsWith('*')) {
    const consonant = family.slice(1);
    // Laryngeals: ሀ ha, አ a; the sixth order of አ (እ) is the vowel people write `e`.
    if (order === 0) return `${consonant}a`;
    if (order === 5) return consonant ? `${consonant}${SIXTH}` : 'e';
    if (order === 7 && !consonant) return 'e'; // ኧ
    return `${consonant}${VOWELS[order]}`;
  }
  // The sixth order (a consonant with ə or no vowel) carries a mark for the rules below, then loses it.
  if (order === 5) return `${family}${SIXTH}`;
  return `${family}${VOWELS[order]}`;
}

/** Per-character Latin spelling for a code-point range (undefined: the character stays as it is). */
function table(first: number, last: number, spell: (cp: number) => string | undefined): (string | null)[] {
  return Array.from({ length: last - first + 1 }, (_, i) => spell(first + i) ?? null);
}
const ETHIOPIC_TABLE = table(ETHIOPIC_FIRST, ETHIOPIC_LAST, ethiopicLatin);
const LATIN_TABLE = table(LATIN_FIRST, LATIN_LAST, (cp) => LATIN[String.fromCodePoint(cp)]);

/** The lookup tables the SQL function is generated from (null: keep the character). */
export function searchKeySqlTables() {
  return { ethiopic: ETHIOPIC_TABLE, latin: LATIN_TABLE };
}

/** Unpaired UTF-16 surrogates and control characters (NUL included) never reach an index or a query. */
/** With the `u` flag a surrogate range matches only unpaired halves (pairs are one code point). */
const UNSAFE = /[\p{Cc}\ud800-\udfff]/gu;

/** Lower case, one character at a time (no context rules, like PostgreSQL's `lower`). */
function lower(text: string): string {
  let out = '';
  for (const c of text) {
    const l = c.toLowerCase();
    out += [...l].length === 1 ? l : c;
  }
  return out;
}

/** Script-preserving normal form: NFC, lower case, separators to single spaces, homophones folded. */
export function foldSearchText(text: string): string {
  const clean = text.replace(UNSAFE, ' ').normalize('NFC');
  let folded = '';
  for (const c of lower(clean)) folded += HOMOPHONE.get(c) ?? c;
  return folded.replace(NON_WORD, ' ').trim();
}

/** Rules on the Latin spelling (same regular expressions in SQL, see `SEARCH_KEY_RULES`). */
export const SEARCH_KEY_RULES: readonly (readonly [pattern: string, replacement: string])[] = [
  // A word's first syllable in the sixth order before a consonant is said with a short i: ቅዱስ kidus.
  [`(^| )([bcdfghjklmnpqrstvwxyz]+)${SIXTH}(?=[bcdfghjklmnpqrstvwxz])`, '$1$2i'],
  [SIXTH, ''],
  ['q', 'k'], // ቀ is written k or q: mesqel, meskel
  ['ph', 'f'], // pharmacy: ፋርማሲ
  ['c(?=[eiy])', 's'], // center, cinema: ሴንተር, ሲኒማ
  ['c(?!h)', 'k'], // cafe, college, clinic: ካፌ, ኮሌጅ, ክሊኒክ
  ['x', 'ks'], // mexico: ሜክሲኮ
  ['th', 't'], // bethel: ቤቴል
  ['(^| )yu', '$1u'], // an English u is written ዩ: university ዩኒቨርሲቲ
  ['y( |$)', 'i$1'], // unity: ዩኒቲ
  ['([a-z])\\1+', '$1'], // doubled letters: addis → adis, piassa → piasa
  ['iya', 'ia'], // ፒያሳ piyasa → piasa
  ['([aeiou])y(?![aeiou])', '$1i'], // ሀይሌ hayle → haile
];
const RULES = SEARCH_KEY_RULES.map(([p, r]) => [new RegExp(p, 'gu'), r] as const);

/** The key the index holds and queries are matched on: the folded text spelled in Latin letters. */
export function searchKey(text: string): string {
  let latin = '';
  for (const c of foldSearchText(text)) {
    const cp = c.codePointAt(0) as number;
    const spelled =
      cp >= ETHIOPIC_FIRST && cp <= ETHIOPIC_LAST
        ? ETHIOPIC_TABLE[cp - ETHIOPIC_FIRST]
        : cp >= LATIN_FIRST && cp <= LATIN_LAST
          ? LATIN_TABLE[cp - LATIN_FIRST]
          : null;
    latin += spelled ?? c;
  }
  for (const [pattern, replacement] of RULES) latin = latin.replace(pattern, replacement);
  return latin.replace(/ {2,}/g, ' ').trim();
}

/** A `#tag` query: the tag (folded, no `#`), or null for a text query. */
export function tagOfQuery(key: string): string | null {
  const trimmed = key.trim();
  if (!trimmed.startsWith('#')) return null;
  const tag = foldSearchText(trimmed.slice(1)).replace(/ /g, '_');
  return tag || null;
}
