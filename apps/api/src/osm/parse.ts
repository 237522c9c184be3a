import { z } from 'zod';

/** One line of the OpenStreetMap extract (assets/osm/README.md), as far as we use it. */
const optionalText = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null));

export const osmPoiSchema = z.object({
  id: z.string().trim().min(3).max(100),
  name: z.string().trim().min(1).max(300),
  name_en: optionalText,
  name_am: optionalText,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  category: z.string().trim().min(1).max(100),
  group: z.string().trim().max(50).nullish(),
  address: optionalText,
  phone: optionalText,
  website: optionalText,
  opening_hours: optionalText,
  /**
   * The date of the source's data (YYYY-MM-DD), taken as the place's `created_at` so that the New feed does not
   * list the whole extract as added today. A missing or malformed date is dropped, the line kept.
   */
  source_date: z.iso.date().nullable().catch(null),
});
export type OsmPoi = z.infer<typeof osmPoiSchema>;

export type ParsedLine = { ok: true; poi: OsmPoi } | { ok: false; error: string };

/** Parses one NDJSON line; a bad line gives a short reason instead of throwing. */
export function parsePoiLine(line: string): ParsedLine {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  const parsed = osmPoiSchema.safeParse(json);
  if (parsed.success) return { ok: true, poi: parsed.data };
  return {
    ok: false,
    error: parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; '),
  };
}

/** Our picture palette and the tag a group of OSM categories is found by. */
const GROUPS: Record<string, { palette: string; tag: string }> = {
  food_drink: { palette: 'restaurant', tag: 'food' },
  shopping: { palette: 'shopping', tag: 'shopping' },
  lodging: { palette: 'lodging', tag: 'hotel' },
  health: { palette: 'hospital', tag: 'health' },
  education: { palette: 'education', tag: 'school' },
  finance: { palette: 'atm', tag: 'bank' },
  transport: { palette: 'transport', tag: 'transport' },
  worship: { palette: 'worship', tag: 'worship' },
  government: { palette: 'government', tag: 'office' },
  leisure_culture: { palette: 'leisure', tag: 'leisure' },
  services: { palette: 'services', tag: 'services' },
};

export function groupOf(poi: OsmPoi): { group: string; palette: string; tags: string[] } {
  const group = poi.group && GROUPS[poi.group] ? poi.group : 'other';
  const info = GROUPS[group] ?? { palette: 'services', tag: 'place' };
  const palette = poi.category === 'fuel' ? 'gas_station' : poi.category === 'cafe' ? 'cafe' : info.palette;
  const categoryTag = poi.category.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return { group, palette, tags: [...new Set([categoryTag, info.tag])] };
}
