import type { Extension } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Loads each extension's library once, when PostgreSQL first asks for it (`dlopen`), instead of also
 * instantiating it ahead, in the background, as PGlite's file preloading does for every `.so` it
 * unpacks. With both, a library could run as two copies, and a search crashed now and then in the
 * copy whose relocations were not applied: pg_trgm's comparator pointer held its raw value (5), a
 * function of the core with another signature ("null function or function signature mismatch").
 * docs/decisions/0016-pglite-extension-libraries.md.
 */
const loadLibrariesOnDemand: Extension = {
  name: 'sefer-load-libraries-on-demand',
  setup: async (_pg, emscriptenOpts) => ({ emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true } }),
};

/** The extensions our migrations create, for `PGlite.create`. */
export const PGLITE_EXTENSIONS = {
  loadLibrariesOnDemand,
  btree_gist,
  cube,
  earthdistance,
  fuzzystrmatch,
  pg_trgm,
};
