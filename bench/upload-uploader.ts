/**
 * The uploads of the busy phases, in a process of their own (forked by upload-pressure.ts), so that sending 4.5 MB
 * bodies does not delay the event loop that times the feed. Messages: `{ start: inFlight }`, then `'stop'`, answered
 * with the PressureResult; the process ends when its parent disconnects.
 */
import { phoneJpeg } from '@sefer/api/test/image-fixtures.ts';
import type { Owner } from './upload-client.ts';
import { keepUploading, type PressureResult } from './upload-pressure.ts';

const owner = JSON.parse(process.env.BENCH_UPLOAD_OWNER ?? '') as Owner;
const jpeg = new Blob([await phoneJpeg()], { type: 'image/jpeg' });
let running: { stop: () => Promise<PressureResult> } | undefined;

process.on('message', (message: { start: number } | 'stop') => {
  if (message === 'stop') void running?.stop().then((result) => process.send?.(result));
  else running = keepUploading(owner, jpeg, message.start);
});
process.send?.('ready');
