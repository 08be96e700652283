import type { KeyValueArea } from './session-store.ts';

/** A `chrome.storage.local` stand-in for tests: a plain map. */
export function memoryArea(
  initial: Record<string, unknown> = {},
): KeyValueArea & { items: Map<string, unknown> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    get: async (keys) =>
      Object.fromEntries(keys.filter((key) => items.has(key)).map((key) => [key, items.get(key)])),
    set: async (values) => {
      for (const [key, value] of Object.entries(values)) items.set(key, value);
    },
    remove: async (keys) => {
      for (const key of keys) items.delete(key);
    },
  };
}
