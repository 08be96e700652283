import { useSyncExternalStore } from 'react';

/** An id remembered in localStorage, shared by every reader in this tab and updated from other tabs. */
export interface StoredId {
  get: () => string | null;
  set: (id: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStoredId(key: string): StoredId {
  const listeners = new Set<() => void>();
  const read = (): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) emit();
    });
  }

  return {
    get: read,
    set: (id) => {
      try {
        if (id === null) localStorage.removeItem(key);
        else localStorage.setItem(key, id);
      } catch {
        // Storage blocked: the choice is not remembered, and readers fall back to their default.
      }
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The stored id, re-rendering when it changes. */
export function useStoredId(store: StoredId): string | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
