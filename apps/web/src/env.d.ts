/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Map tile URL template (`https://…/{z}/{x}/{y}.png`); OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_URL?: string;
}
