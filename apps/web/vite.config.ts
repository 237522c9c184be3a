import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const api = 'http://127.0.0.1:3000';

/**
 * A build is a production build whatever NODE_ENV the shell has. Vite builds with the NODE_ENV it finds, and with
 * `development` that is React's development code: a home route of 213 KB gzip instead of about 110, over the size
 * budget. `npm start` runs the API with NODE_ENV=development (scripts/start.mjs); its web build stays production.
 */
function productionBuild(): Plugin {
  return {
    name: 'sefer-production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}

/**
 * React Router's package exports only its development build: `dist/development`, the same code as `dist/production`
 * with its warnings for developers on. A build takes the production one, whose warnings the minifier drops: 0.7 KB
 * gzip less on the home route's first load. The dev server keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'sefer-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * Puts src/boot/early-requests.ts in index.html's head, so that it runs as the page arrives, before the app's
 * JavaScript has downloaded. The build makes it one small script of its own and inlines it (a file would cost a round
 * trip first); the API allows it by its hash (apps/api/src/plugins/web.ts). In development it is a module script.
 */
function earlyRequests(): Plugin {
  const entry = path.resolve(import.meta.dirname, 'src/boot/early-requests.ts');
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'sefer-early-requests',
    configResolved(config) {
      command = config.command;
    },
    async transformIndexHtml(html, { bundle }) {
      const marker = /<!-- sefer:early-requests [\s\S]*?-->/;
      if (!marker.test(html)) throw new Error('index.html lacks its sefer:early-requests marker');
      if (command === 'serve' || !bundle) {
        return html.replace(marker, '<script type="module" src="/src/boot/early-requests.ts"></script>');
      }
      // Each language's catalogue chunk (i18n.ts imports them) and the Ethiopic block's fonts (fonts.css), for the
      // script to preload the visitor's.
      const files: typeof __SEFER_EARLY_FILES__ = { catalogues: {}, ethiopicFonts: [] };
      for (const file of Object.values(bundle)) {
        const language =
          file.type === 'chunk' && /\/locales\/(\w+)\.json$/.exec(file.facadeModuleId ?? '')?.[1];
        if (language === 'en' || language === 'am') files.catalogues[language] = `/${file.fileName}`;
        if (/\/noto-sans-ethiopic-core-\d+-[\w-]+\.woff2$/.test(`/${file.fileName}`)) {
          files.ethiopicFonts.push(`/${file.fileName}`);
        }
      }
      if (Object.keys(files.catalogues).length !== 2 || files.ethiopicFonts.length !== 2) {
        throw new Error(
          `early-requests: expected 2 catalogues and 2 Ethiopic fonts, found ${JSON.stringify(files)}`,
        );
      }
      const result = await build({
        configFile: false,
        define: { __SEFER_EARLY_FILES__: JSON.stringify(files) },
        root: import.meta.dirname,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry, formats: ['iife'], name: 'seferEarlyRequests' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
        'output' in r ? r.output : [],
      );
      const chunk = outputs.find((o) => o.type === 'chunk');
      if (!chunk || outputs.length !== 1)
        throw new Error('early-requests.ts must build to exactly one script');
      return html.replace(marker, () => `<script>${chunk.code.trim()}</script>`);
    },
  };
}

/**
 * The app's modules that the entry imports statically, worked out once the graph is known and before chunking, for
 * the `app` chunk. Without it the bundler cut the home route's code into a dozen files, one for each module a lazy
 * screen shares with the entry (rolldown/rolldown#9963): 0.2–1.8 KB each, each with its own request and gzip stream.
 * In one chunk they are 1.1 KB smaller (gzip), and the first load asks for 4 scripts instead of 9.
 */
const firstLoadModules = new Set<string>();
function firstLoadGraph(): Plugin {
  return {
    name: 'sefer-first-load-graph',
    buildEnd() {
      firstLoadModules.clear();
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const stack = entry ? [entry] : [];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (firstLoadModules.has(id)) continue;
        firstLoadModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
      }
      // The page and its script stay the entry chunk (the manifest's entry, which the API's screen preloads read).
      for (const id of entry ? [entry, ...(this.getModuleInfo(entry)?.importedIds ?? [])] : []) {
        firstLoadModules.delete(id);
      }
    },
  };
}

/**
 * Dev server only: the API keeps the web client's credentials (its generated secret included) and writes them into
 * the shell it serves; the dev server's shell copies those two meta tags from the API's, so signing in works there too,
 * and the app store's link (APP_STORE_URL) when the API has one.
 */
function clientCredentialsFromApi(): Plugin {
  return {
    name: 'sefer-client-credentials-from-api',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const shell = await (await fetch(`${api}/`)).text();
        const metas =
          shell.match(/<meta name="sefer-(?:client-id|client-secret|app-store-url)"[^>]*>/g) ?? [];
        return html.replace('</head>', `${metas.join('')}</head>`);
      } catch {
        return html;
      }
    },
  };
}

/**
 * CSS module class names as the class and a hash of its file (`button_e4Kq`): the maps from names to classes are part
 * of the first load's JavaScript, and a file's classes sharing one suffix compress better than Vite's
 * `_button_e433p_1`, which adds the line.
 */
const fileOfSuffix = new Map<string, string>();
function shortClassName(name: string, file: string): string {
  const relative = path.relative(import.meta.dirname, file);
  const suffix = createHash('sha256').update(relative).digest('base64url').slice(0, 4);
  const taken = fileOfSuffix.get(suffix);
  if (taken !== undefined && taken !== relative)
    throw new Error(`CSS modules ${taken} and ${relative} share ${suffix}`);
  fileOfSuffix.set(suffix, relative);
  return `${name}_${suffix}`;
}

export default defineConfig(({ command }) => ({
  plugins: [
    productionBuild(),
    reactRouterProduction(),
    react(),
    earlyRequests(),
    firstLoadGraph(),
    clientCredentialsFromApi(),
  ],
  // Only the early script preloads these, and only when built (earlyRequests).
  define: { __SEFER_EARLY_FILES__: JSON.stringify({ catalogues: {}, ethiopicFonts: [] }) },
  server: {
    proxy: {
      '/api': api,
      '/images': api,
    },
  },
  // Development keeps Vite's readable names.
  ...(command === 'build' ? { css: { modules: { generateScopedName: shortClassName } } } : {}),
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    // Browsers that run the ES2022 build know <link rel="modulepreload">, except Safari before 17, where it is a hint
    // not taken (the modules still load as imported). The polyfill was 0.2 KB of the home route's JavaScript.
    modulePreload: { polyfill: false },
    target: 'es2022',
    // Fonts must stay files (hashed, cached a year), never base64 inside the CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunk stays cached across deploys.
        // The phone-number metadata (~40 KB) is needed by the sign-in screens only: it stays out of
        // the vendor chunk that the home route loads, and goes with those lazy screens. Leaflet (~43 KB)
        // likewise goes only with the lazy map (picker, details dialog), never with the first load; and
        // zod (~20 KB, the contract's schemas) only with the screens that validate with it (reviews). The app's own
        // code of the first load is one chunk (firstLoadGraph).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](?!libphonenumber-js[\\/]|leaflet[\\/]|zod[\\/])/ },
            { name: 'app', test: (id) => firstLoadModules.has(id) && !/node_modules/.test(id) },
          ],
        },
      },
    },
  },
}));
