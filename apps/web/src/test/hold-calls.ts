import { vi } from 'vitest';

/**
 * Holds the answers of the fake server (`serveApi`) to calls matching `pattern` (`METHOD url`) until
 * `release()`: what a screen shows while a call is on its way.
 */
export function holdCalls(pattern: RegExp) {
  const served = vi.mocked(fetch).getMockImplementation();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (pattern.test(`${init?.method ?? 'GET'} ${input}`)) await gate;
      return served!(input, init);
    }),
  );
  return () => release();
}
