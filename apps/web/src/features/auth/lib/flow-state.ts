import { readStored, removeStored, writeStored } from '../../../lib/storage.ts';

const FLOW_STORAGE_KEY = 'sefer.authFlow';

/**
 * The sign-in flow between its screens (spec §3 auth state): the phone as typed and as E.164, and
 * when a new code may be asked for. Kept in sessionStorage, so a reload on the next screen works.
 */
export interface AuthFlow {
  phone: string;
  e164: string;
  /** Epoch milliseconds from which another code may be sent. */
  resendAt?: number;
}

export function readFlow(): AuthFlow | null {
  try {
    const value: unknown = JSON.parse(readStored(FLOW_STORAGE_KEY, 'session') ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const flow = value as Partial<AuthFlow>;
    if (typeof flow.phone !== 'string' || typeof flow.e164 !== 'string') return null;
    return {
      phone: flow.phone,
      e164: flow.e164,
      ...(typeof flow.resendAt === 'number' ? { resendAt: flow.resendAt } : {}),
    };
  } catch {
    return null;
  }
}

export function writeFlow(flow: AuthFlow): void {
  writeStored(FLOW_STORAGE_KEY, JSON.stringify(flow), 'session');
}

/** Records the throttle of the last code request (`resendAfter` seconds from now). */
export function noteCodeRequest(flow: AuthFlow, resendAfterS: number, now: number = Date.now()): AuthFlow {
  const next = { ...flow, resendAt: now + Math.max(0, resendAfterS) * 1000 };
  writeFlow(next);
  return next;
}

export function clearFlow(): void {
  removeStored(FLOW_STORAGE_KEY, 'session');
}
