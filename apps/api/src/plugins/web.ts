import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SCREENS, type ScreenName, screenOf } from '@sefer/contract';
import { SCREEN_MODULES } from '@sefer/contract/screen-modules';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built web app: hashed assets for a year (immutable), the HTML shell never cached,
 * the shell for every client route, 404 with the shell for other non-API paths.
 */
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The web client's token-endpoint pair travels in the shell, so one configuration serves both. */
export function injectClientMeta(shell: string, client: { id: string; secret: string }): string {
  const meta =
    `<meta name="sefer-client-id" content="${escapeAttr(client.id)}">` +
    `<meta name="sefer-client-secret" content="${escapeAttr(client.secret)}">`;
  return shell.replace('</head>', `${meta}</head>`);
}

/** The mobile app's store page (APP_STORE_URL), for the app banner (apps/web/src/features/app-banner); none when unset. */
export function injectAppStoreMeta(shell: string, url: string | null): string {
  if (url === null) return shell;
  return shell.replace('</head>', `<meta name="sefer-app-store-url" content="${escapeAttr(url)}"></head>`);
}

/** The built app's shell (index.html), or null when there is no web build. */
export function readShell(webDist: string): string | null {
  const shellPath = path.join(webDist, 'index.html');
  return fs.existsSync(shellPath) ? fs.readFileSync(shellPath, 'utf8') : null;
}

/**
 * The Content-Security-Policy sources that allow the shell's inline scripts and nothing else inline: the hash of each
 * (index.html's early script, apps/web/src/boot/early-requests.ts, inlined by the build).
 */
export function inlineScriptSources(shell: string): string[] {
  return [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/** The build's manifest (apps/web: `build.manifest`): each source module's chunk, the chunks it imports, its CSS. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * `<link>`s that start the download of a screen's code with the page: its chunk, the chunks it imports and their
 * styles, less what the entry loads anyway. Without them the browser learns of that code only once the entry has
 * downloaded and run, a second wave of requests (docs/web-performance.md).
 */
export function screenPreloads(manifest: Manifest, module: string): string {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = entry.reduce((into, key) => closure(key, into), new Set<string>());
  const keys = [...closure(module, new Set())].filter((key) => !loaded.has(key));
  const scripts = keys.map(
    (key) => `<link rel="modulepreload" href="/${escapeAttr(manifest[key]?.file ?? '')}">`,
  );
  // In CORS mode, as the app's code adds these stylesheets (`crossorigin`), or the browser would not use the preload.
  const styles = keys.flatMap((key) =>
    (manifest[key]?.css ?? []).map(
      (css) => `<link rel="preload" as="style" href="/${escapeAttr(css)}" crossorigin>`,
    ),
  );
  return [...scripts, ...styles].join('');
}

/** The build's manifest, or an empty one (no screen preloads) when the build has none. */
function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite/manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/** Serves `shell` (readShell) and the assets beside it in `webDist`. */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  built: string | null,
): Promise<void> {
  if (built === null) {
    app.log.warn(`No web build at ${webDist}: serving the API only.`);
    return;
  }
  const shell = injectAppStoreMeta(
    injectClientMeta(built, { id: app.config.auth.webClientId, secret: app.config.auth.webClientSecret }),
    app.config.appStoreUrl,
  );
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // Worked out once: the shell of each screen, which names it for the early-request script (`data-screen`) and
  // preloads its code when that is a chunk of its own.
  const manifest = readManifest(webDist);
  const screenShells = new Map(
    (Object.keys(SCREENS) as ScreenName[]).map((name) => {
      const module: string | undefined = SCREEN_MODULES[name as keyof typeof SCREEN_MODULES];
      const named = shell.replace(/<html\b/, `<html data-screen="${name}"`);
      return [name, module ? named.replace('</head>', `${screenPreloads(manifest, module)}</head>`) : named];
    }),
  );
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get('/', (_request, reply) => send(reply, 200, screenShells.get('home') ?? shell));
  app.decorate('sendAppShell', (pathname: string, reply: FastifyReply) => {
    const screen = screenOf(pathname);
    return send(reply, screen ? 200 : 404, (screen && screenShells.get(screen)) ?? shell);
  });
}
