import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';

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
  const shell = injectClientMeta(built, {
    id: app.config.auth.webClientId,
    secret: app.config.auth.webClientSecret,
  });
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
  const sendShell = (status: number) => (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  app.get('/', sendShell(200));
  app.decorate('sendAppShell', (pathname: string, reply: import('fastify').FastifyReply) =>
    sendShell(isClientRoute(pathname) ? 200 : 404)(null, reply),
  );
}
