import { DEFAULT_PLACE, type EntitySuggestion, type SearchResult } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

/**
 * The curated relevance set (docs/search.md): a small Addis Ababa of places, companies and products,
 * most named in one script only, and queries with the result expected first (or within `top`).
 */
const piassa: { lat: number; lng: number } = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
const boleAirport = { lat: 8.9806, lng: 38.7992 };

type Entity = {
  kind: 'place' | 'company' | 'product';
  name: string;
  nameAm?: string;
  tags?: string[];
  /** Metres north and east of Piassa. */
  at: [number, number];
  /** For products: the key of their company. */
  company?: string;
};

const ENTITIES: Record<string, Entity> = {
  // Places named in Amharic only: found by Latin queries.
  bole: { kind: 'place', name: 'ቦሌ', tags: ['suburb'], at: [-4500, 5500] },
  piassa: { kind: 'place', name: 'ፒያሳ', tags: ['suburb'], at: [50, 0] },
  merkato: { kind: 'place', name: 'መርካቶ', tags: ['market'], at: [-300, -2200] },
  kazanchis: { kind: 'place', name: 'ካዛንቺስ', tags: ['suburb'], at: [-1800, 2600] },
  megenagna: { kind: 'place', name: 'መገናኛ', tags: ['suburb'], at: [800, 6500] },
  aratKilo: { kind: 'place', name: 'አራት ኪሎ', tags: ['suburb'], at: [600, 1200] },
  sidistKilo: { kind: 'place', name: 'ስድስት ኪሎ', tags: ['suburb'], at: [1900, 1300] },
  kidusGiorgis: { kind: 'place', name: 'ቅዱስ ጊዮርጊስ ቤተ ክርስቲያን', tags: ['church'], at: [300, -100] },
  haile: { kind: 'place', name: 'ሀይሌ ጋርመንት', tags: ['suburb'], at: [-9000, 3000] },
  tsehay: { kind: 'place', name: 'ፀሐይ ሆቴል', tags: ['hotel'], at: [-700, 900] },
  selam: { kind: 'place', name: 'ሠላም ፋርማሲ', tags: ['pharmacy'], at: [-200, 400] },
  abay: { kind: 'place', name: 'ዓባይ ባንክ', tags: ['bank'], at: [-1200, 700] },
  hayat: { kind: 'place', name: 'ሐያት ሆስፒታል', tags: ['hospital'], at: [-6000, 9000] },
  // Places named in English only: found by Amharic queries.
  meskel: { kind: 'place', name: 'Meskel Square', tags: ['square'], at: [-2300, 1500] },
  saris: { kind: 'place', name: 'Saris', tags: ['suburb'], at: [-8000, 500] },
  gerji: { kind: 'place', name: 'Gerji', tags: ['suburb'], at: [-4000, 8500] },
  entoto: { kind: 'place', name: 'Entoto Park', tags: ['park'], at: [6000, 1500] },
  lideta: { kind: 'place', name: 'Lideta', tags: ['suburb'], at: [-1500, -1500] },
  shola: { kind: 'place', name: 'Shola Market', tags: ['market'], at: [-500, 7500] },
  ayat: { kind: 'place', name: 'Ayat', tags: ['suburb'], at: [1500, 12000] },
  // Places with both names, and gas stations on either side of the city.
  sheraton: { kind: 'place', name: 'Sheraton Addis', nameAm: 'ሸራተን አዲስ', tags: ['hotel'], at: [-1600, 1900] },
  totalNorth: { kind: 'place', name: 'Total Gas Station', tags: ['gas_station'], at: [1200, 0] },
  totalBole: { kind: 'place', name: 'Total Gas Station', tags: ['gas_station'], at: [-4400, 5600] },
  atmPiassa: { kind: 'place', name: 'CBE ATM', tags: ['atm'], at: [120, 80] },
  atmBole: { kind: 'place', name: 'CBE ATM', tags: ['atm'], at: [-4550, 5450] },
  // Named in one language, found by the other through the curated vocabulary (search-aliases.ts).
  kebenaSchool: { kind: 'place', name: 'Kebena Primary School', tags: ['school'], at: [2500, 3500] },
  cbeGofa: { kind: 'place', name: 'የኢትዮጵያ ንግድ ባንክ ጎፋ ቅርንጫፍ', tags: ['bank'], at: [-5000, -1000] },
  guleleChurch: { kind: 'place', name: 'ጉለሌ መድኃኔዓለም ቤተ ክርስቲያን', tags: ['church'], at: [3000, -2000] },
  anwar: { kind: 'place', name: 'Anwar Mosque', tags: ['mosque'], at: [-200, -1900] },
  blackLion: { kind: 'place', name: 'Black Lion Hospital', tags: ['hospital'], at: [-1400, 300] },
  kalityPolice: { kind: 'place', name: 'Kality Police Station', tags: ['police'], at: [-12000, 1000] },
  // A rare word beside common ones, and siblings that differ in one word.
  kiru: { kind: 'place', name: 'ኪሩ', tags: ['bar'], at: [2500, -2500] },
  jossi: { kind: 'place', name: 'Jossi Bar and Restaurant', tags: ['bar'], at: [100, 100] },
  abesha: { kind: 'place', name: 'Abesha Bar and Restaurant', tags: ['bar'], at: [-150, 200] },
  laundry12: { kind: 'place', name: 'ሰንሻይን ላውንደሪ ቁ.12', tags: ['laundry'], at: [3000, 3000] },
  laundry15: { kind: 'place', name: 'ሰንሻይን ላውንደሪ ቁ.15', tags: ['laundry'], at: [100, -100] },
  laundry16: { kind: 'place', name: 'ሰንሻይን ላውንደሪ ቁ.16', tags: ['laundry'], at: [-100, 150] },
  laundry3: { kind: 'place', name: 'Sunshine Laundry No.3', tags: ['laundry'], at: [3100, 2900] },
  laundry4: { kind: 'place', name: 'Sunshine Laundry No.4', tags: ['laundry'], at: [150, 50] },
  // English words spelled by their sound in Ethiopic, and the reverse: no trigram in common, the same sound.
  knowledge: { kind: 'place', name: 'Knowledge Bookshop', tags: ['books'], at: [700, -600] },
  safeway: { kind: 'place', name: 'ሴፍ ዌይ ሱፐርማርኬት', tags: ['supermarket'], at: [-2500, 3000] },
  mountainView: { kind: 'place', name: 'ማውንቴን ቪው ሆቴል', tags: ['hotel'], at: [-3500, -2500] },
  // Companies.
  tomoca: {
    kind: 'company',
    name: 'Tomoca Coffee',
    nameAm: 'ቶሞካ ቡና',
    tags: ['cafe', 'coffee'],
    at: [250, 150],
  },
  kaldisPiassa: { kind: 'company', name: 'Kaldis Coffee Piassa', tags: ['cafe'], at: [100, -50] },
  kaldisBole: { kind: 'company', name: 'Kaldis Coffee Bole', tags: ['cafe'], at: [-4480, 5520] },
  yod: {
    kind: 'company',
    name: 'Yod Abyssinia',
    nameAm: 'ዮድ አቢሲኒያ',
    tags: ['restaurant'],
    at: [-4300, 5000],
  },
  habesha: { kind: 'company', name: 'ሀበሻ ምግብ ቤት', tags: ['restaurant'], at: [400, 300] },
  sheger: { kind: 'company', name: 'Sheger Bakery', nameAm: 'ሸገር ዳቦ', tags: ['bakery'], at: [-900, -400] },
  dashen: { kind: 'company', name: 'Dashen Bank', nameAm: 'ዳሽን ባንክ', tags: ['bank'], at: [-100, 250] },
  lucy: { kind: 'company', name: 'Lucy Lounge', tags: ['restaurant', 'bar'], at: [-2000, 2000] },
  zemen: { kind: 'company', name: 'Zemen Pharmacy', tags: ['pharmacy'], at: [900, -700] },
  airlines: { kind: 'company', name: 'Ethiopian Airlines', tags: ['airline'], at: [-2100, 1700] },
  // Products.
  macchiato: { kind: 'product', name: 'Macchiato', company: 'tomoca', tags: ['coffee'], at: [0, 0] },
  injera: { kind: 'product', name: 'እንጀራ', company: 'habesha', tags: ['food'], at: [0, 0] },
  doroWat: { kind: 'product', name: 'Doro Wat', company: 'yod', tags: ['food'], at: [0, 0] },
  bread: { kind: 'product', name: 'Sourdough Bread', company: 'sheger', tags: ['bread'], at: [0, 0] },
  shiro: { kind: 'product', name: 'ሽሮ ፈሰስ', company: 'habesha', tags: ['food'], at: [0, 0] },
};

type Case = {
  group: string;
  q: string;
  expect: string;
  /** The expected entity must be within the first `top` suggestions (default 1). */
  top?: number;
  from?: { lat: number; lng: number };
};

const CASES: Case[] = [
  // English names.
  { group: 'English name', q: 'Tomoca Coffee', expect: 'tomoca' },
  { group: 'English name', q: 'tomoca', expect: 'tomoca' },
  { group: 'English name', q: 'Yod Abyssinia', expect: 'yod' },
  { group: 'English name', q: 'Sheger Bakery', expect: 'sheger' },
  { group: 'English name', q: 'dashen', expect: 'dashen' },
  { group: 'English name', q: 'Meskel Square', expect: 'meskel' },
  { group: 'English name', q: 'Lucy Lounge', expect: 'lucy' },
  { group: 'English name', q: 'zemen pharmacy', expect: 'zemen' },
  { group: 'English name', q: 'macchiato', expect: 'macchiato' },
  { group: 'English name', q: 'doro wat', expect: 'doroWat' },
  { group: 'English name', q: 'sourdough', expect: 'bread' },
  { group: 'English name', q: 'Sheraton', expect: 'sheraton' },
  // Prefixes, as typed.
  { group: 'prefix', q: 'tom', expect: 'tomoca' },
  { group: 'prefix', q: 'shera', expect: 'sheraton' },
  { group: 'prefix', q: 'mac', expect: 'macchiato' },
  { group: 'prefix', q: 'ቶሞ', expect: 'tomoca' },
  // Amharic names.
  { group: 'Amharic name', q: 'ቦሌ', expect: 'bole' },
  { group: 'Amharic name', q: 'መርካቶ', expect: 'merkato' },
  { group: 'Amharic name', q: 'ቶሞካ ቡና', expect: 'tomoca' },
  { group: 'Amharic name', q: 'ሸገር ዳቦ', expect: 'sheger' },
  { group: 'Amharic name', q: 'ዳሽን ባንክ', expect: 'dashen' },
  { group: 'Amharic name', q: 'እንጀራ', expect: 'injera' },
  { group: 'Amharic name', q: 'ቅዱስ ጊዮርጊስ', expect: 'kidusGiorgis' },
  { group: 'Amharic name', q: 'ሸራተን', expect: 'sheraton' },
  // Latin queries for Ethiopic names.
  { group: 'Latin for Ethiopic', q: 'bole', expect: 'bole' },
  { group: 'Latin for Ethiopic', q: 'piassa', expect: 'piassa' },
  { group: 'Latin for Ethiopic', q: 'piazza', expect: 'piassa' },
  { group: 'Latin for Ethiopic', q: 'merkato', expect: 'merkato' },
  { group: 'Latin for Ethiopic', q: 'kazanchis', expect: 'kazanchis' },
  { group: 'Latin for Ethiopic', q: 'megenagna', expect: 'megenagna' },
  { group: 'Latin for Ethiopic', q: 'arat kilo', expect: 'aratKilo' },
  { group: 'Latin for Ethiopic', q: 'sidist kilo', expect: 'sidistKilo' },
  { group: 'Latin for Ethiopic', q: 'kidus giorgis', expect: 'kidusGiorgis' },
  { group: 'Latin for Ethiopic', q: 'haile garment', expect: 'haile' },
  { group: 'Latin for Ethiopic', q: 'habesha', expect: 'habesha' },
  { group: 'Latin for Ethiopic', q: 'injera', expect: 'injera' },
  { group: 'Latin for Ethiopic', q: 'shiro', expect: 'shiro' },
  { group: 'Latin for Ethiopic', q: 'hayat hospital', expect: 'hayat' },
  // Ethiopic queries for Latin names.
  { group: 'Ethiopic for Latin', q: 'መስቀል', expect: 'meskel' },
  { group: 'Ethiopic for Latin', q: 'ሳሪስ', expect: 'saris' },
  { group: 'Ethiopic for Latin', q: 'ገርጂ', expect: 'gerji' },
  { group: 'Ethiopic for Latin', q: 'እንጦጦ', expect: 'entoto' },
  { group: 'Ethiopic for Latin', q: 'ልደታ', expect: 'lideta' },
  { group: 'Ethiopic for Latin', q: 'ሾላ', expect: 'shola' },
  { group: 'Ethiopic for Latin', q: 'አያት', expect: 'ayat' },
  { group: 'Ethiopic for Latin', q: 'ሉሲ', expect: 'lucy' },
  { group: 'Ethiopic for Latin', q: 'ዘመን ፋርማሲ', expect: 'zemen' },
  { group: 'Ethiopic for Latin', q: 'ማኪያቶ', expect: 'macchiato' },
  // Translations and spelling variants (the curated vocabulary): the name is in the other language.
  { group: 'translation', q: 'ቀበና የመጀመሪያ ደረጃ ት/ቤት', expect: 'kebenaSchool' },
  { group: 'translation', q: 'ቀበና አንደኛ ደረጃ ትምህርት ቤት', expect: 'kebenaSchool' },
  { group: 'translation', q: 'Commercial Bank of Ethiopia Gofa Branch', expect: 'cbeGofa' },
  { group: 'translation', q: 'gofa branch', expect: 'cbeGofa' },
  { group: 'translation', q: 'Gulele Medhanialem Church', expect: 'guleleChurch' },
  { group: 'translation', q: 'አንዋር መስጊድ', expect: 'anwar' },
  { group: 'translation', q: 'አንዋር መስጂድ', expect: 'anwar' },
  { group: 'translation', q: 'ጥቁር አንበሳ ሆስፒታል', expect: 'blackLion' },
  { group: 'translation', q: 'ቃሊቲ ፖሊስ ጣቢያ', expect: 'kalityPolice' },
  { group: 'translation', q: 'የኢትዮጵያ አየር መንገድ', expect: 'airlines' },
  // Homophone spellings.
  { group: 'homophone', q: 'ሐይሌ', expect: 'haile' },
  { group: 'homophone', q: 'ኀይሌ ጋርመንት', expect: 'haile' },
  { group: 'homophone', q: 'ጸሀይ', expect: 'tsehay' },
  { group: 'homophone', q: 'ሰላም ፋርማሲ', expect: 'selam' },
  { group: 'homophone', q: 'አባይ ባንክ', expect: 'abay' },
  { group: 'homophone', q: 'ሀያት', expect: 'hayat' },
  { group: 'homophone', q: 'ሐበሻ', expect: 'habesha' },
  // One letter wrong.
  { group: 'misspelling', q: 'tomaca', expect: 'tomoca' },
  { group: 'misspelling', q: 'bale', expect: 'bole' },
  { group: 'misspelling', q: 'merkatu', expect: 'merkato' },
  { group: 'misspelling', q: 'kazanchiz', expect: 'kazanchis' },
  { group: 'misspelling', q: 'sheraten', expect: 'sheraton' },
  { group: 'misspelling', q: 'dashan bank', expect: 'dashen' },
  { group: 'misspelling', q: 'megenanga', expect: 'megenagna' },
  { group: 'misspelling', q: 'abysinia', expect: 'yod' },
  { group: 'misspelling', q: 'macchiatto', expect: 'macchiato' },
  { group: 'misspelling', q: 'lideto', expect: 'lideta' },
  // Near a point: the same name in two places, the nearer one first.
  { group: 'near a point', q: 'kaldis', expect: 'kaldisPiassa', from: piassa },
  { group: 'near a point', q: 'kaldis', expect: 'kaldisBole', from: boleAirport },
  { group: 'near a point', q: 'total', expect: 'totalNorth', from: piassa },
  { group: 'near a point', q: 'total gas station', expect: 'totalBole', from: boleAirport },
  { group: 'near a point', q: 'cbe atm', expect: 'atmPiassa', from: piassa },
  { group: 'near a point', q: 'cbe atm', expect: 'atmBole', from: boleAirport },
  // The word that tells siblings apart outweighs the words they share, though the siblings are nearer.
  { group: 'telling word', q: 'Kiru Bar', expect: 'kiru' },
  { group: 'telling word', q: 'ኪሩ ባር', expect: 'kiru' },
  { group: 'telling word', q: 'sunshine laundry 3', expect: 'laundry3' },
  { group: 'telling word', q: 'ሰንሻይን ላውንደሪ ቁጥር 4', expect: 'laundry4' },
  { group: 'telling word', q: 'ሰንሻይን ላውንደሪ 12', expect: 'laundry12' },
  { group: 'telling word', q: 'ሰንሻይን ላውንደሪ ቁ 12', expect: 'laundry12' },
  // A word spelled as it sounds in the other script (the dictionary's sounds, migration 0018).
  { group: 'sounds alike', q: 'ኖውሌጅ', expect: 'knowledge' },
  { group: 'sounds alike', q: 'safe way', expect: 'safeway' },
  { group: 'sounds alike', q: 'mountain view', expect: 'mountainView' },
  // Words of the description or tags, and a product by its company.
  { group: 'tags and company', q: 'bakery', expect: 'sheger', top: 3 },
  { group: 'tags and company', q: 'pharmacy', expect: 'zemen', top: 3 },
];

/** `#tag` searches (search/all, sorted by distance): the expected order of the first results. */
const TAG_CASES: { q: string; from: { lat: number; lng: number }; expect: string[] }[] = [
  { q: '#restaurant', from: piassa, expect: ['habesha', 'lucy', 'yod'] },
  { q: '#restaurant', from: boleAirport, expect: ['yod', 'lucy', 'habesha'] },
  { q: '#gas_station', from: piassa, expect: ['totalNorth', 'totalBole'] },
  { q: '#atm', from: boleAirport, expect: ['atmBole', 'atmPiassa'] },
  { q: '#cafe', from: piassa, expect: ['kaldisPiassa', 'tomoca', 'kaldisBole'] },
];

describe.each(targets)('search relevance on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const ids = new Map<string, string>();
  const keyOf = new Map<string, string>();

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    for (const [key, e] of Object.entries(ENTITIES).sort(([, a], [, b]) => order(a) - order(b))) {
      const point = offset(piassa, e.at[0], e.at[1]);
      let id: number;
      if (e.kind === 'place') {
        id = await makePlace(ctx.db, {
          ...point,
          name: e.name,
          ...(e.nameAm ? { nameAm: e.nameAm } : {}),
          tags: e.tags ?? [],
        });
      } else if (e.kind === 'company') {
        id = await makeCompany(ctx.db, {
          ...point,
          name: e.name,
          nameAm: e.nameAm ?? null,
          handle: key.toLowerCase(),
          tags: e.tags ?? [],
          description: '',
        });
      } else {
        const companyId = Number((ids.get(`company:${e.company}`) ?? '').split(':')[1]);
        id = await makeProduct(ctx.db, { companyId, name: e.name, tags: e.tags ?? [] });
      }
      ids.set(`${e.kind}:${key}`, `${e.kind}:${id}`);
      ids.set(`company:${key}`, `${e.kind}:${id}`);
      keyOf.set(`${e.kind}:${id}`, key);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const suggest = async (q: string, from = piassa) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/search/auto?key=${encodeURIComponent(q)}&lat=${from.lat}&lng=${from.lng}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as EntitySuggestion[]).map((s) =>
      keyOf.get(`${s.type === 'company' ? 'company' : s.type}:${s.id}`),
    );
  };

  const ranks: number[] = [];
  it.each(CASES.map((c) => [c.group, c.q, c.expect, c] as const))(
    '%s: %s → %s',
    async (_g, q, expected, c) => {
      const got = await suggest(q, c.from);
      const rank = got.indexOf(expected) + 1;
      ranks.push(rank);
      expect(rank, `${q}: ${got.join(', ')}`).toBeGreaterThan(0);
      expect(rank, `${q}: ${got.join(', ')}`).toBeLessThanOrEqual(c.top ?? 1);
    },
  );

  it.each(TAG_CASES.map((c) => [c.q, c.from === piassa ? 'Piassa' : 'Bole', c] as const))(
    '%s near %s lists by distance',
    async (q, _from, c) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v2/search/all?key=${encodeURIComponent(q)}&lat=${c.from.lat}&lng=${c.from.lng}`,
      });
      const list = res.json() as SearchResult[];
      const got = list.map((r) => keyOf.get(`${r.type}:${r.id}`));
      expect(got).toEqual(c.expect);
      const distances = list.map((r) => r.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    },
  );

  it('has at least 60 queries, all found first (MRR 1)', () => {
    expect(CASES.length + TAG_CASES.length).toBeGreaterThanOrEqual(60);
    const mrr = ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / ranks.length;
    expect(mrr).toBeGreaterThan(0.95);
  });
});

const order = (e: Entity) => (e.kind === 'place' ? 0 : e.kind === 'company' ? 1 : 2);
