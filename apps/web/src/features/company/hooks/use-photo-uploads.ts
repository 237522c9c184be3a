import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { byWholePercent } from '../../../lib/upload/by-whole-percent.ts';
import { downscaleImage } from '../../../lib/upload/downscale-image.ts';
import { addPhoto, photoAdded } from '../api/add-photo.ts';
import { failureOf, slotsLeft, tooLarge, triage, type UploadFailure } from '../lib/photo-uploads.ts';

export type UploadStatus = 'waiting' | 'preparing' | 'uploading' | 'saving' | 'failed';

/** One picked file on its way (or refused); an added one leaves the list for the grid. */
export interface UploadRow {
  id: number;
  name: string;
  status: UploadStatus;
  /** Share of the bytes sent, 0–1. */
  progress: number;
  failure?: UploadFailure;
}

/** What the live region tells about the files picked since the list was last idle. */
export interface UploadTally {
  /** Files sent (or to be sent) to the server. */
  sending: number;
  /** Of those, how many have had their answer. */
  answered: number;
  added: number;
  /** Not added: refused at once or by the server. */
  failed: number;
}

class Refused extends Error {
  constructor(readonly failure: UploadFailure) {
    super('refused');
  }
}

/**
 * The photos being added: each picked file is scaled down in the browser, then sent with its progress, one at a
 * time (a phone's uplink is shared, and the server processes pictures one after another anyway). A failure stays
 * on its row and never stops the others. `stored`: the photos the company has now.
 */
export function usePhotoUploads(companyId: number, stored: number) {
  const client = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [tally, setTally] = useState<UploadTally>({ sending: 0, answered: 0, added: 0, failed: 0 });
  const queue = useRef<{ id: number; file: File }[]>([]);
  const running = useRef(false);
  const nextId = useRef(1);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const patch = (id: number, change: Partial<UploadRow>) =>
    setRows((list) => list.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const count = (outcome: 'added' | 'failed') =>
    setTally((t) => ({ ...t, answered: t.answered + 1, [outcome]: t[outcome] + 1 }));

  async function send({ id, file }: { id: number; file: File }, signal: AbortSignal) {
    patch(id, { status: 'preparing' });
    try {
      const image = await downscaleImage(file);
      if (tooLarge(image)) throw new Refused({ reason: 'image_too_large' });
      patch(id, { status: 'uploading' });
      const photo = await addPhoto(
        companyId,
        image,
        byWholePercent((fraction) =>
          patch(id, { progress: fraction, status: fraction >= 1 ? 'saving' : 'uploading' }),
        ),
        signal,
      );
      setRows((list) => list.filter((row) => row.id !== id));
      count('added');
      void photoAdded(client, companyId, photo);
    } catch (error) {
      if (signal.aborted) return;
      patch(id, { status: 'failed', failure: error instanceof Refused ? error.failure : failureOf(error) });
      count('failed');
    }
  }

  async function run() {
    if (running.current) return;
    running.current = true;
    try {
      for (let job = queue.current.shift(); job; job = queue.current.shift()) {
        const signal = abort.current?.signal;
        if (!signal || signal.aborted) return;
        await send(job, signal);
      }
    } finally {
      running.current = false;
    }
  }

  const busy = rows.some((row) => row.status !== 'failed');
  const left = slotsLeft(stored, rows.filter((row) => row.status !== 'failed').length);

  /** Takes the picked files: refused ones show their reason at once, the others join the queue. */
  function add(files: readonly File[]) {
    if (files.length === 0) return;
    const picked = triage(files, left).map(({ file, refused }) => ({ id: nextId.current++, file, refused }));
    const refusedCount = picked.filter((p) => p.refused).length;
    setRows((list) => [
      ...list,
      ...picked.map(({ id, file, refused }): UploadRow => {
        const row: UploadRow = { id, name: file.name, status: refused ? 'failed' : 'waiting', progress: 0 };
        if (refused) row.failure = { reason: refused };
        return row;
      }),
    ]);
    const sending = picked.length - refusedCount;
    setTally((t) =>
      busy
        ? { ...t, sending: t.sending + sending, failed: t.failed + refusedCount }
        : { sending, answered: 0, added: 0, failed: refusedCount },
    );
    for (const p of picked) if (!p.refused) queue.current.push({ id: p.id, file: p.file });
    void run();
  }

  const dismiss = (id: number) => setRows((list) => list.filter((row) => row.id !== id));

  return { rows, tally, busy, left, add, dismiss };
}
