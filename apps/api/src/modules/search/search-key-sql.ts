import {
  ETHIOPIC_FIRST,
  HOMOPHONE_FROM,
  HOMOPHONE_TO,
  LATIN_FIRST,
  SEARCH_KEY_RULES,
  searchKeySqlTables,
  WORD_RANGES_SQL,
} from '@sefer/contract';
import { SEARCH_ALIAS_MAX_WORDS, searchAliasTables } from '@sefer/contract/search-aliases';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const arrayLiteral = (items: (string | null)[]) =>
  literal(`{${items.map((s) => (s === null ? 'NULL' : `"${s.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`);

/**
 * The SQL twins of `foldSearchText` and `searchKey` (packages/contract/src/search-text.ts), generated from
 * the same tables. Migration 0008 holds this text; `search-key.test.ts` fails when the two drift apart.
 */
export function searchKeyFunctionsSql(): string {
  const { ethiopic, latin } = searchKeySqlTables();
  const ethiopicLast = ETHIOPIC_FIRST + ethiopic.length - 1;
  const latinLast = LATIN_FIRST + latin.length - 1;
  // Text without a letter from the tables (most Latin names) skips the character walk.
  let key = `CASE WHEN f !~ '[\\u00c0-\\u024f\\u0259\\u1200-\\u137c]' THEN f ELSE array_to_string(ARRAY(
      SELECT CASE
        WHEN cp BETWEEN ${ETHIOPIC_FIRST} AND ${ethiopicLast} THEN coalesce(ethiopic[cp - ${ETHIOPIC_FIRST - 1}], ch)
        WHEN cp BETWEEN ${LATIN_FIRST} AND ${latinLast} THEN coalesce(latin[cp - ${LATIN_FIRST - 1}], ch)
        ELSE ch END
      FROM (SELECT ch, ascii(ch) AS cp, i FROM unnest(string_to_array(f, NULL)) WITH ORDINALITY AS u(ch, i)) s
      ORDER BY i), '') END`;
  for (const [pattern, replacement] of SEARCH_KEY_RULES) {
    key = `regexp_replace(${key},\n      ${literal(pattern)}, ${literal(replacement.replace(/\$(\d)/g, '\\$1'))}, 'g')`;
  }
  return `CREATE FUNCTION "sefer_fold_text"("t" text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(translate(lower(normalize("t", NFC)),
    ${literal(HOMOPHONE_FROM)}, ${literal(HOMOPHONE_TO)}),
    ${literal(`[^${WORD_RANGES_SQL}]+`)}, ' ', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION "sefer_search_key"("t" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(${key}, ' {2,}', ' ', 'g'))
  FROM (SELECT coalesce(sefer_fold_text("t"), '') AS f,
    ${arrayLiteral(ethiopic)}::text[] AS ethiopic,
    ${arrayLiteral(latin)}::text[] AS latin) AS x
$$;`;
}

/**
 * The SQL twin of `searchNameKey` (packages/contract/src/search-aliases.ts), the vocabulary inlined as JSON
 * objects. Migration 0010 holds this text; `search-key.test.ts` fails when the two drift apart.
 */
export function searchNameFunctionSql(): string {
  const { all, amharic } = searchAliasTables();
  const json = (table: Map<string, string>) => `${literal(JSON.stringify(Object.fromEntries(table)))}::jsonb`;
  return `CREATE FUNCTION "sefer_search_name"("t" text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  key text := sefer_search_key("t");
  words text[] := string_to_array(key, ' ');
  n int := coalesce(array_length(words, 1), 0);
  i int := 1;
  len int;
  w text;
  hit text;
  translated text[] := '{}';
  changed boolean := false;
BEGIN
  WHILE i <= n LOOP
    len := least(${SEARCH_ALIAS_MAX_WORDS}, n - i + 1);
    hit := NULL;
    WHILE len > 0 LOOP
      hit := ${json(all)} ->> array_to_string(words[i:i + len - 1], ' ');
      EXIT WHEN hit IS NOT NULL;
      len := len - 1;
    END LOOP;
    IF hit IS NULL THEN
      len := 1;
      w := words[i];
      IF left(w, 2) = 'ye' THEN
        hit := ${json(amharic)} ->> substr(w, 3);
      END IF;
      IF hit IS NULL AND right(w, 2) = 'na' THEN
        hit := (${json(amharic)} ->> left(w, -2)) || ' and';
      END IF;
    END IF;
    IF hit IS NULL THEN
      translated := translated || words[i];
      i := i + 1;
    ELSE
      translated := translated || hit;
      changed := true;
      i := i + len;
    END IF;
  END LOOP;
  RETURN CASE WHEN changed THEN key || ' ' || array_to_string(translated, ' ') ELSE key END;
END $$;`;
}
