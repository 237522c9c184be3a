import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

/** One export that names each extension library (and PL/pgSQL) among a module's exports. */
const LIBRARY_BY_EXPORT: Record<string, string> = {
  similarity: 'pg_trgm',
  cube_in: 'cube',
  geo_distance: 'earthdistance',
  gbt_int4_consistent: 'btree_gist',
  plpgsql_call_handler: 'plpgsql',
};

/** The part of the WebAssembly API the counter uses (this package's types are Node's, without the DOM's). */
type WasmModule = object;
interface WasmApi {
  Module: (new (
    bytes: unknown,
  ) => WasmModule) & {
    customSections(module: WasmModule, name: string): ArrayBuffer[];
    exports(module: WasmModule): { name: string }[];
  };
  Instance: new (module: WasmModule, imports?: object) => object;
  instantiate(source: unknown, imports?: object): Promise<unknown>;
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** Counts the instantiations of extension libraries (WebAssembly side modules) while it is installed. */
function countLibraryInstances() {
  const counts: Record<string, number> = {};
  const note = (module: WasmModule) => {
    if (wasm.Module.customSections(module, 'dylink.0').length === 0) return;
    const names = wasm.Module.exports(module).map((e) => e.name);
    const library = names.map((n) => LIBRARY_BY_EXPORT[n]).find(Boolean);
    // Others: PGlite's core and initdb, which also carry dynamic-linking metadata.
    if (library) counts[library] = (counts[library] ?? 0) + 1;
  };
  const { Instance, instantiate } = wasm;
  wasm.Instance = new Proxy(Instance, {
    construct(target, args: [WasmModule, object?]) {
      note(args[0]);
      return Reflect.construct(target, args);
    },
  });
  wasm.instantiate = async (source, imports) => {
    const result = await instantiate.call(wasm, source, imports);
    note(source instanceof wasm.Module ? source : (result as { module: WasmModule }).module);
    return result;
  };
  return {
    counts,
    restore: () => {
      wasm.Instance = Instance;
      wasm.instantiate = instantiate;
    },
  };
}

describe('PGLITE_EXTENSIONS', () => {
  let spy: ReturnType<typeof countLibraryInstances> | undefined;
  afterEach(() => spy?.restore());

  it('load each library once, on first use, and every extension works', async () => {
    spy = countLibraryInstances();
    const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      // PGlite's preloading would have instantiated all four by now, and PostgreSQL loads some again.
      // (PL/pgSQL is loaded by initdb, which runs in an instance of its own.)
      const atStart = { ...spy.counts };
      expect(atStart).toEqual({ plpgsql: 1 });
      await pg.exec(`CREATE EXTENSION pg_trgm; CREATE EXTENSION cube; CREATE EXTENSION earthdistance;
        CREATE EXTENSION btree_gist;
        CREATE TABLE words (word text, n int);
        CREATE INDEX ON words USING gin (word gin_trgm_ops);
        CREATE INDEX ON words USING gist (n, word);
        CREATE FUNCTION twice(x int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 2 * x; END $$;
        INSERT INTO words SELECT 'word' || g, g FROM generate_series(1, 200) g;`);
      const [row] = (
        await pg.query<{ sim: number; km: number; near: string; two: number }>(
          `SELECT similarity('abebe', 'abeba') AS sim,
             round(earth_distance(ll_to_earth(9.03, 38.74), ll_to_earth(8.98, 38.79)) / 1000) AS km,
             (SELECT word FROM words WHERE word % 'word17x' ORDER BY similarity(word, 'word17x') DESC, word LIMIT 1) AS near,
             twice(1) AS two`,
        )
      ).rows;
      expect(row).toEqual({ sim: 0.5, km: 8, near: 'word17', two: 2 });
      expect(spy.counts).toEqual({
        pg_trgm: 1,
        cube: 1,
        earthdistance: 1,
        btree_gist: 1,
        plpgsql: (atStart.plpgsql ?? 0) + 1,
      });
    } finally {
      await pg.close();
    }
    // A fresh PGlite instance takes 4–5 s to start on the loaded 2-core machine (vitest's default is 5 s).
  }, 60_000);
});
