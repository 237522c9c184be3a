import type { Queryable } from '../../db/client.ts';
import { type HttpError, tooManyRequests } from '../../errors.ts';
import type { SmsOutboxRepository, WindowCount } from './sms-outbox.repository.ts';

/**
 * Codes a number and an address may be sent (on top of one a minute per number). Every text costs
 * money and reaches a real person: a number gets at most 5 a day, whoever asks, and one client address
 * at most 3 an hour to one number. All numbers together, an address gets `SMS_PER_ADDRESS_PER_HOUR`
 * (30 unless configured): a carrier's NAT puts many people behind one address, each signing up once to
 * their own number, while one machine texting hundreds of numbers is stopped there. The budget a minute
 * (`SMS_BUDGET_PER_MINUTE`) caps the cost of an attack spread over many addresses.
 */
export const SMS_LIMITS = {
  perNumberPerDay: 5,
  perAddressAndNumberPerHour: 3,
} as const;

/** The configured limits (config.ts). */
export type SmsBudget = { budgetPerMinute: number; perAddressPerHour: number };

const DAY_S = 86_400;
const HOUR_S = 3_600;
const MINUTE_S = 60;

export type SmsRequest = {
  phone: string;
  /** The client address that asked; null for messages not asked for by a visitor (a signed-in owner). */
  clientAddress: string | null;
};

/**
 * The 429 for the first limit `request` would break, or null. Runs in the transaction that then
 * queues the message, after taking a lock that serialises every code's check and queueing: parallel
 * requests cannot all see room for one more. The lock is held only until that short transaction ends.
 */
export async function smsLimitBreached(
  tx: Queryable,
  repo: SmsOutboxRepository,
  request: SmsRequest,
  { budgetPerMinute, perAddressPerHour }: SmsBudget,
): Promise<HttpError | null> {
  await repo.lockLimits(tx);
  const over = (count: WindowCount, limit: number) => count.n >= limit;
  const { phone, clientAddress: address } = request;

  const perNumber = await repo.toNumber(tx, phone, DAY_S);
  if (over(perNumber, SMS_LIMITS.perNumberPerDay)) {
    return tooManyRequests(
      perNumber.wait,
      `This number has been sent ${SMS_LIMITS.perNumberPerDay} codes today, the most a day. Try again later.`,
    );
  }
  if (address !== null) {
    const pair = await repo.fromAddressToNumber(tx, address, phone, HOUR_S);
    if (over(pair, SMS_LIMITS.perAddressAndNumberPerHour)) {
      return tooManyRequests(pair.wait, 'Too many codes to this number from your network. Try again later.');
    }
    const fromAddress = await repo.fromAddress(tx, address, HOUR_S);
    if (over(fromAddress, perAddressPerHour)) {
      return tooManyRequests(fromAddress.wait, 'Too many sign-ups from your network. Try again later.');
    }
  }
  const all = await repo.all(tx, MINUTE_S);
  if (over(all, budgetPerMinute)) {
    return tooManyRequests(
      all.wait,
      'We are sending too many text messages right now, so new sign-ups are paused. Try again in a minute; you can still sign in with your password.',
    );
  }
  return null;
}
