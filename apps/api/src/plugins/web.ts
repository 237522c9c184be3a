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

export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const shellPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(shellPath)) {
    app.log.warn(`No web build at ${webDist}: serving the API only.`);
    return;
  }
  const shell = injectClientMeta(fs.readFileSync(shellPath, 'utf8'), {
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
