import type { FastifyInstance } from 'fastify';
import { runWhileUp } from '../../jobs.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';
import { createIdleAccounts, type IdleAccounts } from './idle-accounts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The idle-account job (tests run a round at will). */
    idleAccounts: IdleAccounts;
  }
}

/**
 * Leaving (issue 30): the deletion calls, and the idle-account job, which runs from the app's start to its
 * close beside the SMS sender loop it queues warnings to.
 */
export async function registerAccount(app: FastifyInstance, sms: SmsQueue): Promise<void> {
  const accounts = createAccountService({ db: app.db, images: app.images, tokens: app.accessTokens });
  const idle = createIdleAccounts({
    db: app.db,
    repo: createAccountRepository(),
    accounts,
    sms,
    budgetPerMinute: app.config.sms.budgetPerMinute,
    log: app.log,
  });
  app.decorate('idleAccounts', idle);
  runWhileUp(app, idle);
  await app.register(accountRoutes, { accounts });
}
