import { readStored, writeStored } from './storage.ts';

const DEVICE_ID_KEY = 'sefer.deviceId';
let cached: string | null = null;

function randomId(): string {
  // crypto.randomUUID needs a secure context; getRandomValues works on plain http too (LAN testing).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A random id for this browser, kept in localStorage; it keys anonymous view history on the server. */
export function getDeviceId(): string {
  if (cached) return cached;
  const stored = readStored(DEVICE_ID_KEY);
  cached = stored && /^[\w-]{8,64}$/.test(stored) ? stored : randomId();
  if (cached !== stored) writeStored(DEVICE_ID_KEY, cached);
  return cached;
}
