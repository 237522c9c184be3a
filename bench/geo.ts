/**
 * Where generated rows lie: 45 % in Addis Ababa (denser towards the centre), 48 % around other
 * Ethiopian towns (weighted roughly by population), 7 % scattered across the country.
 */
type Town = { name: string; lat: number; lng: number; weight: number };

const TOWNS: Town[] = [
  { name: 'Adama', lat: 8.54, lng: 39.27, weight: 8 },
  { name: 'Dire Dawa', lat: 9.6, lng: 41.85, weight: 7 },
  { name: 'Mekelle', lat: 13.49, lng: 39.47, weight: 7 },
  { name: 'Gondar', lat: 12.6, lng: 37.46, weight: 6 },
  { name: 'Hawassa', lat: 7.06, lng: 38.48, weight: 6 },
  { name: 'Bahir Dar', lat: 11.59, lng: 37.39, weight: 6 },
  { name: 'Jimma', lat: 7.67, lng: 36.83, weight: 4 },
  { name: 'Dessie', lat: 11.13, lng: 39.63, weight: 4 },
  { name: 'Jijiga', lat: 9.35, lng: 42.8, weight: 4 },
  { name: 'Shashamane', lat: 7.2, lng: 38.6, weight: 3 },
  { name: 'Bishoftu', lat: 8.75, lng: 38.98, weight: 3 },
  { name: 'Wolaita Sodo', lat: 6.86, lng: 37.76, weight: 3 },
  { name: 'Arba Minch', lat: 6.03, lng: 37.55, weight: 3 },
  { name: 'Harar', lat: 9.31, lng: 42.12, weight: 3 },
  { name: 'Hosaena', lat: 7.55, lng: 37.85, weight: 2 },
  { name: 'Dilla', lat: 6.41, lng: 38.31, weight: 2 },
  { name: 'Nekemte', lat: 9.08, lng: 36.55, weight: 2 },
  { name: 'Debre Birhan', lat: 9.68, lng: 39.53, weight: 2 },
  { name: 'Asella', lat: 7.95, lng: 39.13, weight: 2 },
  { name: 'Debre Markos', lat: 10.35, lng: 37.73, weight: 2 },
  { name: 'Kombolcha', lat: 11.08, lng: 39.74, weight: 2 },
  { name: 'Adigrat', lat: 14.28, lng: 39.46, weight: 2 },
  { name: 'Sebeta', lat: 8.92, lng: 38.62, weight: 2 },
  { name: 'Axum', lat: 14.12, lng: 38.72, weight: 1.5 },
  { name: 'Shire', lat: 14.1, lng: 38.28, weight: 1.5 },
  { name: 'Ambo', lat: 8.98, lng: 37.85, weight: 1.5 },
  { name: 'Woldia', lat: 11.83, lng: 39.6, weight: 1.5 },
  { name: 'Debre Tabor', lat: 11.85, lng: 38.02, weight: 1.5 },
  { name: 'Robe', lat: 7.12, lng: 40.0, weight: 1.5 },
  { name: 'Gambela', lat: 8.25, lng: 34.59, weight: 1 },
  { name: 'Asosa', lat: 10.07, lng: 34.53, weight: 1 },
  { name: 'Semera', lat: 11.79, lng: 41.01, weight: 1 },
  { name: 'Negele Borana', lat: 5.33, lng: 39.58, weight: 1 },
  { name: 'Moyale', lat: 3.53, lng: 39.05, weight: 1 },
  { name: 'Gode', lat: 5.95, lng: 43.55, weight: 1 },
  { name: 'Kebri Dehar', lat: 6.74, lng: 44.28, weight: 1 },
];

const ADDIS = { lat: 9.02, lng: 38.75, latMin: 8.83, latMax: 9.1, lngMin: 38.65, lngMax: 38.9 };
const COUNTRY = { latMin: 4.0, latMax: 14.5, lngMin: 34.5, lngMax: 44.5 };
const ADDIS_SHARE = 0.45;
const SCATTERED_SHARE = 0.07;

/** `VALUES` rows of the towns: index, name, centre and spread in degrees (bigger towns spread wider). */
function townValues(): { values: string; thresholds: string } {
  const total = TOWNS.reduce((sum, t) => sum + t.weight, 0);
  let cumulative = 0;
  const lows: string[] = [];
  const rows = TOWNS.map((t, i) => {
    lows.push((cumulative / total).toFixed(6));
    cumulative += t.weight;
    const spread = (0.012 + 0.004 * t.weight).toFixed(3);
    return `(${i + 1}, '${t.name}', ${t.lat}::float8, ${t.lng}::float8, ${spread}::float8)`;
  });
  return { values: rows.join(',\n    '), thresholds: `ARRAY[${lows.join(',')}]::float8[]` };
}

/**
 * CTEs `raw` and `pts`: `$1` rows numbered `g` with `lat`, `lng`, `area` (town name or NULL) and six
 * spare uniform randoms `a1`…`a6` for the other columns. `OFFSET 0` keeps each random() evaluated once.
 */
export function pointsCte(): string {
  const { values, thresholds } = townValues();
  const a = ADDIS;
  const c = COUNTRY;
  // Box–Muller: two independent standard normals from u1, u2.
  const g1 = 'sqrt(-2 * ln(1 - r.u1)) * cos(2 * pi() * r.u2)';
  const g2 = 'sqrt(-2 * ln(1 - r.u1)) * sin(2 * pi() * r.u2)';
  const clamp = (v: string, lo: number, hi: number) => `greatest(${lo}, least(${hi}, ${v}))`;
  const inTown = `r.zone >= ${ADDIS_SHARE} AND r.zone < ${1 - SCATTERED_SHARE}`;
  return `towns(idx, name, lat, lng, spread) AS (VALUES
    ${values}),
  raw AS (
    SELECT g, random() AS zone, random() AS pick, random() AS u1, random() AS u2, random() AS u3,
      random() AS a1, random() AS a2, random() AS a3, random() AS a4, random() AS a5, random() AS a6
    FROM generate_series(1, $1::int) g OFFSET 0),
  pts AS (
    SELECT r.g, r.a1, r.a2, r.a3, r.a4, r.a5, r.a6,
      CASE
        WHEN r.zone < ${ADDIS_SHARE} AND r.u3 < 0.7 THEN ${clamp(`${a.lat} + 0.03 * ${g1}`, a.latMin, a.latMax)}
        WHEN r.zone < ${ADDIS_SHARE} THEN ${a.latMin} + r.u1 * ${(a.latMax - a.latMin).toFixed(2)}
        WHEN ${inTown} THEN t.lat + t.spread * ${g1}
        ELSE ${c.latMin} + r.u1 * ${c.latMax - c.latMin}
      END AS lat,
      CASE
        WHEN r.zone < ${ADDIS_SHARE} AND r.u3 < 0.7 THEN ${clamp(`${a.lng} + 0.035 * ${g2}`, a.lngMin, a.lngMax)}
        WHEN r.zone < ${ADDIS_SHARE} THEN ${a.lngMin} + r.u2 * ${(a.lngMax - a.lngMin).toFixed(2)}
        WHEN ${inTown} THEN t.lng + t.spread * ${g2}
        ELSE ${c.lngMin} + r.u2 * ${c.lngMax - c.lngMin}
      END AS lng,
      CASE WHEN r.zone < ${ADDIS_SHARE} THEN 'Addis Ababa' WHEN ${inTown} THEN t.name END AS area
    FROM raw r JOIN towns t ON t.idx = width_bucket(r.pick, ${thresholds}))`;
}
