import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let failureMessage: string | null = null;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message of a failed licence activation, shown in a dialog once the user is in the app. */
export const licenceFailure = {
  show: (message: string): void => {
    failureMessage = message;
    for (const listener of listeners) listener();
  },
  dismiss: (): void => {
    failureMessage = null;
    for (const listener of listeners) listener();
  },
};

export function useLicenceFailureMessage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => failureMessage,
    () => failureMessage,
  );
}
