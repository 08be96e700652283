import { useCallback, useSyncExternalStore } from 'react';

/** The folders left open, remembered per ad account in this browser. */
const storageKey = (adAccountId: string) => `reportFolders:expanded:${adAccountId}`;

const listeners = new Set<() => void>();
/** The last parsed value per key, so a snapshot stays the same object until storage changes. */
const parsed = new Map<string, { raw: string | null; ids: ReadonlySet<string> }>();

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(key: string): ReadonlySet<string> {
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.ids;
  let ids: ReadonlySet<string> = new Set();
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(value)) ids = new Set(value.filter((id): id is string => typeof id === 'string'));
  } catch {
    // A damaged value counts as nothing open.
  }
  parsed.set(key, { raw, ids });
  return ids;
}

function write(key: string, ids: ReadonlySet<string>): void {
  try {
    localStorage.setItem(key, JSON.stringify([...ids]));
  } catch {
    // Storage blocked: the folders stay open for this visit only.
    parsed.set(key, { raw: readRaw(key), ids });
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('reportFolders:expanded:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Which folders of the account are open; folders start closed, and opening one is remembered. */
export function useExpandedFolders(adAccountId: string) {
  const key = storageKey(adAccountId);
  const expanded = useSyncExternalStore(subscribe, () => read(key));
  const setOpen = useCallback(
    (folderId: string, open: boolean) => {
      const current = read(key);
      if (current.has(folderId) === open) return;
      const next = new Set(current);
      if (open) next.add(folderId);
      else next.delete(folderId);
      write(key, next);
    },
    [key],
  );
  return { expanded, setOpen };
}
