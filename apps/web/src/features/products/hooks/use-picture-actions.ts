import type { ProductDetail } from '@sefer/contract/detail';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { byWholePercent } from '../../../lib/upload/by-whole-percent.ts';
import { downscaleImage } from '../../../lib/upload/downscale-image.ts';
import { deleteProductPicture } from '../api/delete-product-picture.ts';
import { editProduct } from '../api/edit-product.ts';
import { ownerProductKey, productsChanged } from '../api/product-caches.ts';
import { putProductPicture } from '../api/put-product-picture.ts';
import { checkPicture } from '../lib/product-errors.ts';
import { fileNamesWithFirst } from '../lib/slots.ts';

/** What a slot is doing: its picture being scaled down, sent (with the share of bytes sent), or saved. */
export interface SlotWork {
  /** The slot being changed; null: a picture being added after the others. */
  slot: number | null;
  status: 'preparing' | 'uploading' | 'saving';
  progress: number;
}

/** The last action that failed, on its slot (null: adding). */
export interface SlotFailure {
  slot: number | null;
  error: unknown;
}

/** What the screen announces after an action succeeded. */
export type SlotDone =
  | { kind: 'added' }
  | { kind: 'replaced'; n: number }
  | { kind: 'moved'; n: number }
  | { kind: 'removed' };

/**
 * The picture actions of a stored product (edit screen), each taking effect at once: replace a slot, add
 * pictures, make one the first, remove one. One at a time (each answers the product, which the next builds on);
 * each shows its own progress or failure on its slot. `onDone` says what succeeded.
 */
export function usePictureActions(product: ProductDetail, onDone: (done: SlotDone) => void) {
  const client = useQueryClient();
  const [work, setWork] = useState<SlotWork | null>(null);
  const [failure, setFailure] = useState<SlotFailure | null>(null);
  const abort = useRef<AbortController | null>(null);
  const current = useRef(product);
  current.current = product;

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  /** Runs one action on `slot`; its answer (the product) replaces the cached one. */
  async function run(slot: number | null, action: (signal: AbortSignal) => Promise<ProductDetail | null>) {
    const signal = abort.current?.signal;
    if (!signal || signal.aborted) return false;
    setFailure(null);
    setWork({ slot, status: 'saving', progress: 0 });
    try {
      const answer = await action(signal);
      if (answer) {
        await productsChanged(client, answer.companyId, answer);
      } else {
        await Promise.all([
          client.invalidateQueries({ queryKey: ownerProductKey(current.current.id) }),
          productsChanged(client, current.current.companyId),
        ]);
      }
      return true;
    } catch (error) {
      if (!signal.aborted) setFailure({ slot, error });
      return false;
    } finally {
      if (!signal.aborted) setWork(null);
    }
  }

  /** Scales the picture down and sends it to `slot` (null: after the others). */
  const send = (slot: number | null, file: File) =>
    run(slot, async (signal) => {
      setWork({ slot, status: 'preparing', progress: 0 });
      const image = await downscaleImage(file);
      checkPicture(image);
      return putProductPicture(
        current.current,
        slot,
        image,
        byWholePercent((fraction) =>
          setWork({ slot, status: fraction >= 1 ? 'saving' : 'uploading', progress: fraction }),
        ),
        signal,
      );
    });

  const busy = work !== null;

  return {
    work,
    failure,
    busy,
    dismiss: () => setFailure(null),
    replace: async (slot: number, file: File) => {
      if (busy) return;
      if (await send(slot, file)) onDone({ kind: 'replaced', n: slot + 1 });
    },
    /** Adds the files one after another, as many as there are empty slots. */
    add: async (files: readonly File[]) => {
      if (busy) return;
      for (const file of files) {
        if (!(await send(null, file))) return;
        onDone({ kind: 'added' });
      }
    },
    makeFirst: async (slot: number) => {
      if (busy) return;
      const images = fileNamesWithFirst(current.current.images, slot);
      const body = { id: current.current.id, companyId: current.current.companyId, images };
      if (await run(slot, () => editProduct(body))) onDone({ kind: 'moved', n: slot + 1 });
    },
    remove: async (slot: number) => {
      const image = current.current.images[slot];
      if (busy || image === undefined) return false;
      const done = await run(slot, async () => {
        await deleteProductPicture(current.current, image);
        return null;
      });
      if (done) onDone({ kind: 'removed' });
      return done;
    },
  };
}
