import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': api,
      '/images': api,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    // Fonts must stay files (hashed, cached a year), never base64 inside the CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunk stays cached across deploys.
        // The phone-number metadata (~40 KB) is needed by the sign-in screens only: it stays out of
        // the vendor chunk that the home route loads, and goes with those lazy screens. Leaflet (~43 KB)
        // likewise goes only with the lazy map (picker, details dialog), never with the first load; and
        // zod (~20 KB, the contract's schemas) only with the screens that validate with it (reviews).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](?!libphonenumber-js[\\/]|leaflet[\\/]|zod[\\/])/ },
          ],
        },
      },
    },
  },
});
