import { fork } from 'node:child_process';
import path from 'node:path';
import { benchDir } from './server.ts';
import { deletePhoto, type Owner, type UploadTiming, uploadPhoto } from './upload-client.ts';

/** What a stream of uploads did: how many finished, how long they took, and what failed. */
export type PressureResult = { done: UploadTiming[]; failures: string[]; seconds: number };

/**
 * Keeps `inFlight` uploads of `jpeg` running: each finished upload is replaced at once and its photo deleted beside
 * the next one, so the company stays under its 30 photos. `stop()` lets the running uploads finish and resolves with
 * all of them.
 */
export function keepUploading(
  owner: Owner,
  jpeg: Blob,
  inFlight: number,
): { stop: () => Promise<PressureResult> } {
  const started = Date.now();
  const done: UploadTiming[] = [];
  const failures: string[] = [];
  const deletes: Promise<unknown>[] = [];
  let stopping = false;

  async function lane(): Promise<void> {
    while (!stopping) {
      try {
        const timing = await uploadPhoto(owner, jpeg);
        done.push(timing);
        deletes.push(deletePhoto(owner, timing.photoId).catch((e: unknown) => failures.push(String(e))));
      } catch (error) {
        failures.push(String(error));
        // A failing server must not be hammered in a tight loop.
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  const lanes = Array.from({ length: inFlight }, () => lane());
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(lanes);
      await Promise.all(deletes);
      return { done, failures, seconds: (Date.now() - started) / 1000 };
    },
  };
}

/** The uploader process (upload-uploader.ts): one busy phase after another. */
export type Uploader = {
  start: (inFlight: number) => void;
  stop: () => Promise<PressureResult>;
  close: () => void;
};

/** Forks the uploader process (with this process's Node options, so tsx loads it) and waits until its picture is made. */
export async function startUploader(owner: Owner): Promise<Uploader> {
  const child = fork(path.join(benchDir, 'upload-uploader.ts'), {
    env: { ...process.env, BENCH_UPLOAD_OWNER: JSON.stringify(owner) },
  });
  let waiting: { resolve: (message: unknown) => void; reject: (error: Error) => void } | undefined;
  child.on('message', (message) => waiting?.resolve(message));
  child.on('exit', (code) => waiting?.reject(new Error(`the uploader process exited (${code})`)));
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      waiting = { resolve, reject };
    });
  await next();
  return {
    start: (inFlight) => child.send({ start: inFlight }),
    stop: async () => {
      const result = next();
      child.send('stop');
      return (await result) as PressureResult;
    },
    close: () => child.disconnect(),
  };
}
