import { describe, expect, it } from 'vitest';
import { foldSearchText, HOMOPHONE_FROM, HOMOPHONE_TO, searchKey, tagOfQuery } from './search-text.ts';

describe('foldSearchText', () => {
  it('composes (NFC) and lower-cases', () => {
    expect(foldSearchText('CAFE\u0301 Tomoca')).toBe('café tomoca');
    expect(foldSearchText('ÅNGSTRÖM')).toBe('ångström');
  });

  it('turns punctuation, symbols and emoji into single spaces', () => {
    expect(foldSearchText("  Kaldi's   Coffee -- (Bole) ☕😀 ")).toBe('kaldi s coffee bole');
    expect(foldSearchText('a/b.c,d;e:f!g?h#i@j')).toBe('a b c d e f g h i j');
    expect(foldSearchText('!!!')).toBe('');
  });

  it('separates at the Ethiopic word space and full stop', () => {
    expect(foldSearchText('ቅዱስ፡ጊዮርጊስ።')).toBe('ቅዱስ ጊዮርጊስ');
    expect(foldSearchText('አዲስ፣አበባ፤')).toBe('አዲስ አበባ');
  });

  it('folds the homophone families in every vowel order', () => {
    expect(foldSearchText('ሐይሌ')).toBe('ሀይሌ');
    expect(foldSearchText('ኀይሌ')).toBe('ሀይሌ');
    expect(foldSearchText('ሠፈር')).toBe('ሰፈር');
    expect(foldSearchText('ዐባይ')).toBe('አባይ');
    expect(foldSearchText('ፀሐይ')).toBe('ጸሀይ');
    expect(foldSearchText('ሑሒሓሔሕሖሗ')).toBe('ሁሂሃሄህሆሇ');
    expect(foldSearchText('ኁኂኃኄኅኆ')).toBe('ሁሂሃሄህሆ');
    expect(foldSearchText('ሡሢሣሤሥሦሧ')).toBe('ሱሲሳሴስሶሷ');
    expect(foldSearchText('ዑዒዓዔዕዖ')).toBe('ኡኢኣኤእኦ');
    expect(foldSearchText('ፁፂፃፄፅፆፇ')).toBe('ጹጺጻጼጽጾጿ');
    expect([...HOMOPHONE_FROM]).toHaveLength(40);
    expect([...HOMOPHONE_TO]).toHaveLength(40);
  });

  it('keeps other Ethiopic letters and other scripts', () => {
    expect(foldSearchText('ሰፈር ቦሌ')).toBe('ሰፈር ቦሌ');
    expect(foldSearchText('Москва القاهرة')).toBe('москва القاهرة');
  });

  it('drops NUL, control characters and lone surrogates', () => {
    expect(foldSearchText('a\u0000b\tc\nd')).toBe('a b c d');
    expect(foldSearchText('x\ud800y\udc00z')).toBe('x y z');
    expect(foldSearchText('😀')).toBe('');
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
