import compress from '@fastify/compress';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, VERSION } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccount } from './modules/account/register-account.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { detailsRoutes } from './modules/details/details.routes.ts';
import { devOutboxRoutes } from './modules/dev/outbox.routes.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createImagePipeline, type ImagePipeline } from './modules/images/image-pipeline.ts';
import { createFileStorage } from './modules/images/image-storage.ts';
import { interestRoutes } from './modules/interests/interest.routes.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { reviewRoutes } from './modules/reviews/review.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { registerSms } from './modules/sms/sms-queue.ts';
import { registerStats } from './modules/stats/register-stats.ts';
import { tagRoutes } from './modules/tags/tag.routes.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { viewRoutes } from './modules/views/view.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { connectionLimitOptions, registerConnectionLimits } from './plugins/connection-limits.ts';
import { registerDocs } from './plugins/docs.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerImages } from './plugins/images.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { inlineScriptSources, readShell, registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The one image pipeline: every upload of the product goes through it (DESIGN §2 images). */
    images: ImagePipeline;
    sendAppShell?: (pathname: string, reply: FastifyReply) => FastifyReply;
  }
}

export type AppOptions = { config: Config; db: Database };

/** Bytes of a JSON or form body (not of an upload); more is a 413 (docs/security.md). */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Builds the whole HTTP app; used by the server and, in-process, by the tests. */
export async function buildApp({ config, db }: AppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Client addresses key the sign-in throttle: believe X-Forwarded-For only from configured proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // The error handler answers requests that arrive while closing, in the error shape (error-handler.ts).
    return503OnClosing: false,
    // Every answer in the error shape, even before routing (a bad URL) or parsing (oversized headers).
    frameworkErrors,
    clientErrorHandler,
    // The largest JSON body a call takes is a few KB (a company's description and hours); uploads are
    // multipart, limited by the image pipeline. Path parameters are ids and phone numbers.
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 100 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    ...connectionLimitOptions(config.http),
  });
  registerConnectionLimits(app, config.http);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('images', createImagePipeline({ storage: createFileStorage(config.imagesDir) }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const shell = readShell(config.webDist);
  // Before the token check, whose 401 ends the request's other onRequest hooks.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...inlineScriptSources(shell ?? '')],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerAuth(app);

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerDocs(app, VERSION);
  await registerImages(app, config.imagesDir);
  await registerMultipart(app);

  await app.register(healthRoutes);
  // Insights (issue 31): the recorder the routes below call, the owner's stats call and the daily purge.
  await registerStats(app);
  await app.register(feedRoutes);
  // Codes are queued in their transaction and sent after commit by a loop that runs from ready to close.
  const sms = registerSms(app);
  await app.register(authRoutes, { sms });
  await app.register(userRoutes);
  await app.register(likesRoutes);
  await app.register(viewRoutes);
  await app.register(detailsRoutes);
  await app.register(reviewRoutes);
  await app.register(interestRoutes);
  await app.register(searchRoutes);
  await app.register(tagRoutes);
  await app.register(companyRoutes, { sms });
  await app.register(productsRoutes);
  // Deleting accounts, and the daily job that deletes idle ones (warned by SMS a week before).
  await registerAccount(app, sms);
  // Codes in clear: only with the log sender and only when NODE_ENV explicitly says development or test.
  if (sms.kind === 'log' && config.devRoutes) await app.register(devOutboxRoutes);
  await registerWeb(app, config.webDist, shell);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/images/');
    if (wantsPage && app.sendAppShell) return app.sendAppShell(pathname, reply);
    return reply
      .status(404)
      .send({ error: 'not_found', message: "The page you are looking for doesn't exist" });
  });
  return app;
}
