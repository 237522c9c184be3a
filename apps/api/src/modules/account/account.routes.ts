import { accountCalls } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../http/call-route.ts';
import type { AccountService } from './account.service.ts';

/** Leaving (issue 30): what a deletion takes along, and the deletion itself. */
export async function accountRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  routeCall(app, accountCalls.deletion, ({ userId }) => accounts.preview(userId));
  routeCall(app, accountCalls.delete, ({ userId, body }) =>
    accounts.deleteMine(userId, {
      password: body.password,
      removeReviews: body.removeReviews,
      companyHandle: body.companyHandle,
    }),
  );
}
