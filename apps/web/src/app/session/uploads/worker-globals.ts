/*
 * tus-js-client checks `window.localStorage` when it loads, to remember uploads for resuming. A worker has
 * neither, and the check throws there. Uploads here never resume across page loads (the files live in the
 * page), so a worker gets a `window` with an empty, in-memory store. Imported before tus-js-client.
 */
const scope = globalThis as unknown as Record<string, unknown>;

if (scope['window'] === undefined) {
  const entries = new Map<string, string>();
  const memoryStorage = {
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, String(value)),
    removeItem: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
  scope['localStorage'] = memoryStorage;
  scope['window'] = globalThis;
}

export {};
