import { describe, expect, it } from 'vitest';
import { groupOf, parsePoiLine } from './parse.ts';

const line = {
  id: 'osm:node/1',
  name: 'ዓባይ ባንክ / Abay Bank',
  name_en: 'Abay Bank',
  name_am: 'ዓባይ ባንክ',
  lat: 9.02,
  lng: 38.75,
  category: 'bank',
  group: 'finance',
  source_date: '2023-10-08',
};

describe('parsePoiLine', () => {
  it('accepts a line of the shared extract', () => {
    const parsed = parsePoiLine(JSON.stringify(line));
    expect(parsed).toEqual({
      ok: true,
      poi: expect.objectContaining({
        id: 'osm:node/1',
        name_am: 'ዓባይ ባንክ',
        address: null,
        source_date: '2023-10-08',
      }),
    });
  });

  it('keeps a line whose source date is missing or malformed, without the date', () => {
    for (const source_date of [undefined, null, '2023-13-45', '2023-02-29', '08/10/2023', 20231008]) {
      const parsed = parsePoiLine(JSON.stringify({ ...line, source_date }));
      expect(parsed).toMatchObject({ ok: true, poi: { source_date: null } });
    }
  });

  it('reports why a line is bad', () => {
    expect(parsePoiLine('{')).toEqual({ ok: false, error: 'not valid JSON' });
    expect(parsePoiLine(JSON.stringify({ ...line, lat: 120 }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('lat'),
    });
    expect(parsePoiLine(JSON.stringify({ ...line, name: '   ' }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('name'),
    });
    expect(parsePoiLine('[]')).toMatchObject({ ok: false });
  });
});

describe('groupOf', () => {
  it('tags a place by its category and group', () => {
    const poi = { ...line, address: null, phone: null, website: null, opening_hours: null };
    expect(groupOf(poi)).toEqual({ group: 'finance', palette: 'atm', tags: ['bank'] });
    expect(groupOf({ ...poi, category: 'fuel', group: 'services' })).toMatchObject({
      palette: 'gas_station',
      tags: ['fuel', 'services'],
    });
    expect(groupOf({ ...poi, group: 'unknown' })).toMatchObject({ group: 'other' });
  });
});
