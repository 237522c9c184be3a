import { type RefObject, useEffect, useRef, useState } from 'react';
import { showToast } from '../components/ui/toast.tsx';

interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * Deleting one of the owner's things after asking: `ask` opens the question (clearing the last failure), and
 * `dialog` is what the question's dialog takes (busy, the failure, Delete and close); Delete says `deletedMessage`; once the thing has left `items` (the cache updates after the
 * answer), the focus goes to the `focusable` element in `list` that now stands at its place (or the last one),
 * else, with the list empty, to `emptyFocus`.
 */
export function useListDeletion<T extends { id: number }>({
  items,
  remove,
  focusable,
  emptyFocus,
  deletedMessage,
}: {
  items: readonly T[];
  remove: DeleteMutation;
  focusable: string;
  emptyFocus: RefObject<HTMLElement | null>;
  deletedMessage: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [toDelete, setToDelete] = useState<{ item: T; index: number } | null>(null);
  const [deleted, setDeleted] = useState<{ id: number; index: number } | null>(null);

  useEffect(() => {
    if (!deleted || items.some((item) => item.id === deleted.id)) return;
    const places = list.current?.querySelectorAll<HTMLElement>(focusable);
    const target = places?.length ? places[Math.min(deleted.index, places.length - 1)] : emptyFocus.current;
    target?.focus();
    setDeleted(null);
  }, [deleted, items, focusable, emptyFocus]);

  const ask = (item: T, index: number) => {
    remove.reset();
    setToDelete({ item, index });
  };
  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.item.id, {
      onSuccess: () => {
        setDeleted({ id: toDelete.item.id, index: toDelete.index });
        setToDelete(null);
        showToast(deletedMessage, 4000);
      },
    });
  };
  const dialog = {
    busy: remove.isPending,
    error: remove.error,
    onConfirm: confirm,
    onClose: () => setToDelete(null),
  };
  return { list, toDelete: toDelete?.item ?? null, ask, dialog };
}
