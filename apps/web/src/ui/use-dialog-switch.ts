import { useMemo, useRef, useState } from 'react';

/** Opens one of an area's dialogs; `onDone` runs once what it does has succeeded (a selection is cleared, say). */
export interface DialogOpener<Dialog> {
  open: (dialog: Dialog, options?: { onDone?: () => void }) => void;
}

/**
 * Which of an area's dialogs is open, for a provider that holds them all once. The dialog on screen keeps its
 * words while it fades out: `is` gives the last one of a kind, `isOpen` whether it is still open.
 */
export function useDialogSwitch<Dialog extends { kind: string }>() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const onDone = useRef<(() => void) | undefined>(undefined);

  const opener = useMemo<DialogOpener<Dialog>>(
    () => ({
      open: (next, options) => {
        onDone.current = options?.onDone;
        setDialog(next);
        setOpened(true);
      },
    }),
    [],
  );
  const close = () => setOpened(false);
  /** Closes the dialog once what it does has succeeded, running its `onDone`. */
  const finish = () => {
    onDone.current?.();
    onDone.current = undefined;
    setOpened(false);
  };
  const is = <Kind extends Dialog['kind']>(kind: Kind): Extract<Dialog, { kind: Kind }> | null =>
    dialog?.kind === kind ? (dialog as Extract<Dialog, { kind: Kind }>) : null;
  const isOpen = (kind: Dialog['kind']) => opened && dialog?.kind === kind;
  return { opener, close, finish, is, isOpen };
}
