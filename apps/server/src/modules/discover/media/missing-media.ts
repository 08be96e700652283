/**
 * Makes a Discover media object that isn't stored (yet), and answers whether it now is. Registered by
 * whatever can render library media on demand; without one, a missing object is simply not found. The
 * media route asks once per request that misses, so requests arriving together for one key should share
 * one render, and a key the renderer doesn't know answers false.
 */
export type MissingMediaRenderer = (key: string) => Promise<boolean>;

let renderer: MissingMediaRenderer | undefined;

/** Replaces the renderer; one per process. */
export function registerMissingMediaRenderer(render: MissingMediaRenderer | undefined): void {
  renderer = render;
}

/** Asks the registered renderer, if any, to make `key`: whether it is stored now. */
export async function renderMissingMedia(key: string): Promise<boolean> {
  return renderer ? renderer(key) : false;
}
