import { statsCalls } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../http/call-route.ts';
import { addressKey } from '../views/view-address.ts';
import type { StatsService } from './stats.service.ts';

/** The owner's insights, and the contact actions visitors tap (issue 31). */
export async function statsRoutes(app: FastifyInstance, { service }: { service: StatsService }) {
  routeCall(app, statsCalls.get, ({ userId, query }) => service.get(userId, query));
  routeCall(app, statsCalls.action, async ({ userId, body, raw }) => {
    // A visitor is told apart as the view rule does: the signed-in person, else the address and day.
    const person =
      userId !== null ? { userId } : { addressKey: addressKey(app.config.auth.jwtSecret, raw.ip) };
    return { counted: await app.stats.record(body.kind, body.id, body.action, person) };
  });
}
