/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Map tile URL template (`https://…/{z}/{x}/{y}.png`); OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_URL?: string;
}

/**
 * The built chunk of each language's catalogue (`/assets/en-….js`), which index.html's early script preloads
 * (src/boot/early-requests.ts). Set by vite.config.ts when it builds that script; empty elsewhere.
 */
declare const __SEFER_CATALOGUE_CHUNKS__: Partial<
  Record<import('@sefer/contract/constants').Language, string>
>;
