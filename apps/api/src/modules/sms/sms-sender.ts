import type { Queryable } from '../../db/client.ts';

export type SmsMessage = {
  /** E.164 number. */
  to: string;
  body: string;
  /** The code inside the body; kept in the outbox by the log sender only. */
  code?: string;
};

/** Sends text messages. `send` runs inside the caller's transaction: a failure undoes the caller's work. */
export interface SmsSender {
  readonly kind: 'log' | 'http';
  send(message: SmsMessage, tx: Queryable): Promise<void>;
}

/** The provider did not take the message. */
export class SmsError extends Error {
  override readonly name = 'SmsError';
}

const insertOutbox = (tx: Queryable, phone: string, body: string, code: string | null) =>
  tx.query('INSERT INTO sms_outbox (phone, body, code) VALUES ($1, $2, $3)', [phone, body, code]);

type Logger = { info: (obj: object, msg: string) => void };

/** Development sender: the message goes to the server log and the outbox table, nowhere else. */
export function createLogSender(log: Logger): SmsSender {
  return {
    kind: 'log',
    async send(message, tx) {
      await insertOutbox(tx, message.to, message.body, message.code ?? null);
      log.info({ sms: { to: message.to, code: message.code } }, `SMS to ${message.to}: ${message.body}`);
    },
  };
}

export type HttpSenderOptions = {
  url: string;
  token: string | undefined;
  from: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * A provider reached over HTTP: `POST url` with `{ from, to, text }` as JSON and the token as a
 * bearer. Anything but a 2xx within the time-out is a failure. The outbox keeps the message with the
 * digits masked.
 */
export function createHttpSender(options: HttpSenderOptions): SmsSender {
  const send = options.fetch ?? fetch;
  return {
    kind: 'http',
    async send(message, tx) {
      let res: Response;
      try {
        res = await send(options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ from: options.from, to: message.to, text: message.body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        throw new SmsError(`SMS provider unreachable: ${(error as Error).message}`);
      }
      if (!res.ok) throw new SmsError(`SMS provider answered ${res.status}`);
      await insertOutbox(tx, message.to, message.body.replace(/\d/g, '•'), null);
    },
  };
}
