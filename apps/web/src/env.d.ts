/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Map tile URL template (`https://…/{z}/{x}/{y}.png`); OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_URL?: string;
}

/**
 * Built files that index.html's early script starts downloading (src/boot/early-requests.ts): each language's
 * catalogue chunk (`/assets/en-….js`) and the Ethiopic block's font files (`/assets/noto-sans-ethiopic-core-….woff2`),
 * which an Amharic page needs at its first render. Set by vite.config.ts when it builds that script; empty elsewhere.
 */
declare const __SEFER_EARLY_FILES__: {
  catalogues: Partial<Record<import('@sefer/contract/constants').Language, string>>;
  ethiopicFonts: string[];
};
