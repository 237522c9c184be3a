/** A text message to deliver. */
export type SmsMessage = {
  /** The outbox row it comes from (named in logs instead of the text). */
  id: number;
  /** E.164 number. */
  to: string;
  body: string;
};

/**
 * Delivers one text message; rejects when it was not taken. Called by the sender loop after the
 * message's outbox row was committed, never inside a transaction: a slow provider holds no connection.
 */
export interface SmsSender {
  readonly kind: 'log' | 'http';
  deliver(message: SmsMessage, signal: AbortSignal): Promise<void>;
}

/** The provider did not take the message. */
export class SmsError extends Error {
  override readonly name = 'SmsError';
}

/** Each attempt's time limit: a provider that takes longer is counted as a failure and retried later. */
export const SMS_ATTEMPT_TIMEOUT_MS = 5000;

type Logger = { info: (obj: object, msg: string) => void };

/** `+251911234567` → `+251•••••4567`: enough to tell messages apart in a log, not to read the number. */
export const maskedPhone = (phone: string) => `${phone.slice(0, 4)}${'•'.repeat(5)}${phone.slice(-4)}`;

/**
 * Development sender: the message stays in the outbox table (where `GET /api/dev/outbox` reads its
 * code) and the log says only that it went out, never its text, whose digits are the code.
 */
export function createLogSender(log: Logger): SmsSender {
  return {
    kind: 'log',
    async deliver(message) {
      log.info(
        { sms: { outboxId: message.id, to: maskedPhone(message.to) } },
        'SMS sent by the log sender (text kept in the outbox only)',
      );
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
 * bearer. Anything but a 2xx within the time-out is a failure.
 */
export function createHttpSender(options: HttpSenderOptions): SmsSender {
  const send = options.fetch ?? fetch;
  return {
    kind: 'http',
    async deliver(message, signal) {
      let res: Response;
      try {
        res = await send(options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ from: options.from, to: message.to, text: message.body }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs ?? SMS_ATTEMPT_TIMEOUT_MS)]),
        });
        // Drain the answer so its connection is released.
        await res.arrayBuffer();
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
        throw new SmsError(`SMS provider unreachable: ${reason}`);
      }
      if (!res.ok) throw new SmsError(`SMS provider answered ${res.status}`);
    },
  };
}
