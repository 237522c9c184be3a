import { describe, expect, it } from 'vitest';
import { foldSearchText, HOMOPHONE_FROM, HOMOPHONE_TO, searchKey, tagOfQuery } from './search-text.ts';

describe('foldSearchText', () => {
  it.each([
    ['composes (NFC) and lower-cases', 'CAFE\u0301 Tomoca', 'café tomoca'],
    ['composes (NFC) and lower-cases', 'ÅNGSTRÖM', 'ångström'],
    ['spaces out punctuation and emoji', "  Kaldi's   Coffee -- (Bole) ☕😀 ", 'kaldi s coffee bole'],
    ['spaces out punctuation and symbols', 'a/b.c,d;e:f!g?h#i@j', 'a b c d e f g h i j'],
    ['spaces out punctuation and symbols', '!!!', ''],
    ['separates at the Ethiopic word space and full stop', 'ቅዱስ፡ጊዮርጊስ።', 'ቅዱስ ጊዮርጊስ'],
    ['separates at the Ethiopic word space and full stop', 'አዲስ፣አበባ፤', 'አዲስ አበባ'],
    ['folds the homophone families', 'ሐይሌ', 'ሀይሌ'],
    ['folds the homophone families', 'ኀይሌ', 'ሀይሌ'],
    ['folds the homophone families', 'ሠፈር', 'ሰፈር'],
    ['folds the homophone families', 'ዐባይ', 'አባይ'],
    ['folds the homophone families', 'ፀሐይ', 'ጸሀይ'],
    ['folds the homophone families in every vowel order', 'ሑሒሓሔሕሖሗ', 'ሁሂሃሄህሆሇ'],
    ['folds the homophone families in every vowel order', 'ኁኂኃኄኅኆ', 'ሁሂሃሄህሆ'],
    ['folds the homophone families in every vowel order', 'ሡሢሣሤሥሦሧ', 'ሱሲሳሴስሶሷ'],
    ['folds the homophone families in every vowel order', 'ዑዒዓዔዕዖ', 'ኡኢኣኤእኦ'],
    ['folds the homophone families in every vowel order', 'ፁፂፃፄፅፆፇ', 'ጹጺጻጼጽጾጿ'],
    ['keeps other Ethiopic letters', 'ሰፈር ቦሌ', 'ሰፈር ቦሌ'],
    ['keeps other scripts', 'Москва القاهرة', 'москва القاهرة'],
    ['drops NUL and control characters', 'a\u0000b\tc\nd', 'a b c d'],
    ['drops lone surrogates', 'x\ud800y\udc00z', 'x y z'],
    ['drops emoji', '😀', ''],
  ])('%s: %j → %j', (_, text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it('has a homophone for each of the 40 letters it folds', () => {
    expect([...HOMOPHONE_FROM]).toHaveLength(40);
    expect([...HOMOPHONE_TO]).toHaveLength(40);
  });
});

describe('searchKey', () => {
  it.each([
    ['ቦሌ', 'bole'],
    ['Bole', 'bole'],
    ['ሀይሌ', 'haile'],
    ['ሐይሌ', 'haile'],
    ['Haile', 'haile'],
    ['Hayle', 'haile'],
    ['ፒያሳ', 'piasa'],
    ['Piassa', 'piasa'],
    ['መርካቶ', 'merkato'],
    ['Merkato', 'merkato'],
    ['ካዛንቺስ', 'kazanchis'],
    ['Kazanchis', 'kazanchis'],
    ['ሰፈር', 'sefer'],
    ['ቅዱስ ጊዮርጊስ', 'kidus giyorgis'],
    ['መስቀል', 'meskel'],
    ['Mesqel', 'meskel'],
    ['ካፌ', 'kafe'],
    ['Café', 'kafe'],
    ['Coffee', 'kofe'],
    ['ክሊኒክ', 'kilinik'],
    ['Clinic', 'klinik'],
    ['ሻይ ቤት', 'shai bet'],
    ['ጸሐይ', 'tsehai'],
    ['ፀሀይ', 'tsehai'],
    ['Tsehay', 'tsehai'],
    ['ምግብ ቤት', 'migb bet'],
    ['Addis Ababa', 'adis ababa'],
    ['አዲስ አበባ', 'adis abeba'],
    ['መድኃኔዓለም', 'medhanealem'],
    ['Straße', 'strase'],
    ['Pharmacy', 'farmasi'],
    ['ፋርማሲ', 'farmasi'],
    ['Unity University', 'uniti universiti'],
    ['ዩኒቲ ዩኒቨርሲቲ', 'uniti universiti'],
    ['Mexico', 'meksiko'],
    ['ሜክሲኮ', 'meksiko'],
    ['Bethel', 'betel'],
    ['Cinema', 'sinema'],
    ['፩ ፲ ፻', '1 10 100'],
  ])('%s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('spells homophone spellings alike', () => {
    expect(searchKey('ሠላም')).toBe(searchKey('ሰላም'));
    expect(searchKey('ዐቢይ')).toBe(searchKey('አቢይ'));
    expect(searchKey('ፀሐይ')).toBe(searchKey('ጸሀይ'));
    expect(searchKey('ኃይሌ')).toBe(searchKey('ሃይሌ'));
  });

  it('transliterates every vowel order of a family', () => {
    expect(searchKey('በ ቡ ቢ ባ ቤ ብ ቦ ቧ')).toBe('be bu bi ba be b bo bwa');
    expect(searchKey('አ ኡ ኢ ኣ ኤ እ ኦ')).toBe('a u i a e e o');
  });

  it('is empty for text without letters or digits', () => {
    expect(searchKey('')).toBe('');
    expect(searchKey('%%% ;;; ___ ***')).toBe('');
    expect(searchKey('😀🇪🇹')).toBe('');
    expect(searchKey('\u0000\ud800')).toBe('');
  });

  it('leaves SQL-looking text as plain words', () => {
    expect(searchKey("'; DROP TABLE places; --")).toBe('drop table plases');
  });

  it('is stable (a key is its own key) on Latin text', () => {
    for (const text of ['bole', 'haile', 'kazanchis', 'merkato', 'piasa', 'kidus giorgis']) {
      expect(searchKey(searchKey(text))).toBe(searchKey(text));
    }
  });
});

describe('tagOfQuery', () => {
  it('reads #tag queries', () => {
    expect(tagOfQuery('#restaurant')).toBe('restaurant');
    expect(tagOfQuery('  #Gas Station ')).toBe('gas_station');
    expect(tagOfQuery('#gas_station')).toBe('gas_station');
  });
  it('is null for text queries and a bare #', () => {
    expect(tagOfQuery('restaurant')).toBeNull();
    expect(tagOfQuery('#')).toBeNull();
    expect(tagOfQuery('#!!')).toBeNull();
  });
});
