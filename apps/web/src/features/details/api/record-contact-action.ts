import { type StatActionBody, statsCalls } from '@sefer/contract/stats';
import { callApi } from '../../../lib/call-api.ts';

/**
 * `POST /api/v2/stats/action`: a visitor tapped Call, Telegram, Website or Directions. Fire and forget — the tap
 * goes on at once and a failure is nobody's business (sendBeacon cannot carry the sign-in header).
 */
export function recordContactAction(body: StatActionBody): void {
  callApi(statsCalls.action, { body }).catch(() => undefined);
}
