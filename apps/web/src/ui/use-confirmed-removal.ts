import { useState } from 'react';
import { useMutation } from './use-mutation.ts';

interface ConfirmedRemovalOptions<T> {
  /** The call that removes the item, made once the user confirms. */
  remove: (item: T) => Promise<unknown>;
  /** After the call succeeded and the confirm closed: refresh what lists the item and say it is gone. */
  onRemoved: (item: T) => Promise<void> | void;
}

/** A removal asked about first (`ConfirmRemovalDialog`): the item asked about and its call. */
export interface ConfirmedRemoval<T> {
  /** The item the confirm is open for; null while it is closed. */
  target: T | null;
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => void;
  pending: boolean;
}

/** A row's delete or remove that asks first: the row's button calls `ask`, the dialog confirms or cancels. */
export function useConfirmedRemoval<T>({
  remove,
  onRemoved,
}: ConfirmedRemovalOptions<T>): ConfirmedRemoval<T> {
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (_result, item) => {
      setTarget(null);
      await onRemoved(item);
    },
  });
  return {
    target,
    ask: (item) => setTarget(() => item),
    cancel: () => setTarget(null),
    confirm: () => {
      if (target !== null) mutation.mutate(target);
    },
    pending: mutation.isPending,
  };
}
