import { ACTIVATION_CODE_TTL_S } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { runWhileUp } from '../../jobs.ts';
import { createSmsHousekeeping, type Housekeeping } from './pending-cleanup.ts';
import { createSmsDispatcher, type SmsDispatcher } from './sms-dispatcher.ts';
import { type SmsRequest, smsLimitBreached } from './sms-limits.ts';
import { createSmsOutboxRepository } from './sms-outbox.repository.ts';
import { createHttpSender, createLogSender, type SmsSender } from './sms-sender.ts';

/** What the services use to text a code. */
export interface SmsQueue {
  readonly kind: SmsSender['kind'];
  /**
   * Checks the SMS limits and queues the message in the caller's transaction, or throws the 429 of the
   * limit it would break (undoing the transaction). Nothing is sent before the transaction commits.
   */
  queue(
    tx: Queryable,
    /** `code`: the code the text carries, if any (the development outbox shows it). */
    message: { to: string; body: string; code: string | null },
    request: Pick<SmsRequest, 'clientAddress'>,
  ): Promise<void>;
  /** Call after the queueing transaction committed: the sender loop sends at once. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Text messages: the queue, its sender loop, and the sign-up clean-up. */
    sms: SmsQueue & { dispatcher: SmsDispatcher; housekeeping: Housekeeping };
  }
}

function senderFor(app: FastifyInstance): SmsSender {
  const sms = app.config.sms;
  return sms.sender === 'http'
    ? createHttpSender({ url: sms.url, token: sms.token, from: sms.from })
    : createLogSender(app.log);
}

/**
 * Sets up text messages for the app: the queue the services write to, and the sender loop and the
 * clean-up, which run from the app's start to its close.
 */
export function registerSms(app: FastifyInstance, sender: SmsSender = senderFor(app)): SmsQueue {
  const repo = createSmsOutboxRepository();
  const budget = {
    budgetPerMinute: app.config.sms.budgetPerMinute,
    perAddressPerHour: app.config.sms.perAddressPerHour,
  };
  const dispatcher = createSmsDispatcher({
    db: app.db,
    sender,
    log: app.log,
    codeTtlS: ACTIVATION_CODE_TTL_S,
  });
  const housekeeping = createSmsHousekeeping({
    db: app.db,
    log: app.log,
    codeTtlS: ACTIVATION_CODE_TTL_S,
    maskBodies: sender.kind !== 'log',
  });
  const queue: SmsQueue = {
    kind: sender.kind,
    async queue(tx, message, request) {
      const breached = await smsLimitBreached(tx, repo, { ...request, phone: message.to }, budget);
      if (breached) throw breached;
      await repo.enqueue(tx, {
        phone: message.to,
        body: message.body,
        // Only the log sender keeps the code apart, for the development outbox.
        code: sender.kind === 'log' ? message.code : null,
        clientAddress: request.clientAddress,
      });
    },
    wake: dispatcher.wake,
  };
  app.decorate('sms', { ...queue, dispatcher, housekeeping });
  runWhileUp(app, housekeeping, dispatcher);
  return queue;
}
