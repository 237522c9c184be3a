import { PRODUCT_MAX_PICTURES } from '@sefer/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { downscaleImage } from '../../../lib/upload/downscale-image.ts';
import { checkPicture } from '../lib/product-errors.ts';
import { addToSlots, makeFirst, removeAt, replaceAt } from '../lib/slots.ts';

/** A picture of a new product, chosen on this device: scaled down as soon as it is chosen. */
export interface LocalPicture {
  id: number;
  name: string;
  /** The scaled-down picture's address for its preview; null while it is being scaled down. */
  url: string | null;
}

/** A chosen file that was not taken, and why (a `PictureRefused`, or the slots were full). */
export interface LocalRefusal {
  id: number;
  name: string;
  error: unknown;
}

/**
 * The slots of a new product (add screen): each chosen picture is scaled down in the browser at once, so Save
 * only sends. The slots stay packed; the first is the product's picture. Previews are freed when a picture
 * leaves and when the screen closes.
 */
export function useLocalPictures() {
  const [pictures, setPictures] = useState<LocalPicture[]>([]);
  const [refusals, setRefusals] = useState<LocalRefusal[]>([]);
  const prepared = useRef(new Map<number, Promise<Blob | null>>());
  const urls = useRef(new Map<number, string>());
  const nextId = useRef(1);

  useEffect(
    () => () => {
      for (const url of urls.current.values()) URL.revokeObjectURL(url);
      urls.current.clear();
    },
    [],
  );

  const forget = (ids: readonly number[]) => {
    for (const id of ids) {
      const url = urls.current.get(id);
      if (url) URL.revokeObjectURL(url);
      urls.current.delete(id);
      prepared.current.delete(id);
    }
  };

  /** Starts scaling `file` down; a refused picture leaves its slot with its reason. */
  const prepare = (file: File): LocalPicture => {
    const id = nextId.current++;
    const job = downscaleImage(file)
      .then((blob) => {
        checkPicture(blob);
        if (!prepared.current.has(id)) return null;
        const url = URL.createObjectURL(blob);
        urls.current.set(id, url);
        setPictures((list) => list.map((p) => (p.id === id ? { ...p, url } : p)));
        return blob;
      })
      .catch((error: unknown) => {
        if (prepared.current.has(id)) {
          prepared.current.delete(id);
          setPictures((list) => list.filter((p) => p.id !== id));
          setRefusals((list) => [...list, { id, name: file.name, error }]);
        }
        return null;
      });
    prepared.current.set(id, job);
    return { id, name: file.name, url: null };
  };

  /** Fills the empty slots with `files` in order (the slots' own control takes only as many as fit). */
  const add = (files: readonly File[]) => {
    const room = Math.max(0, PRODUCT_MAX_PICTURES - pictures.length);
    const taken = files.slice(0, room).map(prepare);
    setPictures((list) => addToSlots(list, taken).items);
  };

  const replace = (index: number, file: File) => {
    const old = pictures[index];
    if (!old) return;
    forget([old.id]);
    const next = prepare(file);
    setPictures((list) => replaceAt(list, index, next));
  };

  const remove = (index: number) => {
    const old = pictures[index];
    if (old) forget([old.id]);
    setPictures((list) => removeAt(list, index));
  };

  const moveFirst = (index: number) => setPictures((list) => makeFirst(list, index));

  const dismiss = () => setRefusals([]);

  /** The scaled-down pictures in slot order, once all are ready (those refused meanwhile left the slots). */
  const blobs = async (): Promise<Blob[]> => {
    const ready = await Promise.all(pictures.map((p) => prepared.current.get(p.id) ?? Promise.resolve(null)));
    return ready.filter((blob): blob is Blob => blob !== null);
  };

  return { pictures, refusals, add, replace, remove, moveFirst, dismiss, blobs };
}
