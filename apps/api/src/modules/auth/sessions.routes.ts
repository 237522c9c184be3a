import { passwordCalls, sessionCalls } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../http/call-route.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import { createPasswordService } from './passwords.service.ts';
import { sessionClient } from './session-client.ts';
import { createSessionService } from './sessions.service.ts';

/** Forgotten and changed passwords, and the account's sessions (issue 30; docs/security.md). */
export function passwordAndSessionRoutes(app: FastifyInstance, { sms }: { sms: SmsQueue }) {
  const deps = { db: app.db, config: app.config.auth, sms, tokens: app.accessTokens };
  const passwords = createPasswordService(deps);
  const sessions = createSessionService(deps);

  routeCall(app, passwordCalls.forgot, ({ body, raw }) =>
    passwords.forgot({ phone: body.phone, ip: raw.ip }),
  );
  routeCall(app, passwordCalls.reset, ({ body, raw, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return passwords.reset({ ...body, client: sessionClient(raw) });
  });
  routeCall(app, passwordCalls.change, ({ userId, body, raw }) =>
    passwords.change(userId, raw.sessionFamily, body),
  );

  routeCall(app, sessionCalls.list, async ({ userId, raw }) => ({
    sessions: await sessions.list(userId, raw.sessionFamily),
  }));
  routeCall(app, sessionCalls.signOut, ({ userId, body, raw }) =>
    sessions.signOut(userId, raw.sessionFamily, body.id),
  );
  routeCall(app, sessionCalls.signOutOthers, ({ userId, raw }) =>
    sessions.signOutOthers(userId, raw.sessionFamily),
  );
}
