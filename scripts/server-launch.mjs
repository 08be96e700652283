// How Hookline's compiled programs are started: scripts/start.mjs starts them so, and the benchmarks that
// measure the server as `npm start` runs it start it the same way.

/**
 * Node's options: stack traces name the TypeScript sources, as under tsx, and young objects get 2 MB
 * semi-spaces instead of up to 16 (docs/scale.md, "Load" and "Idle memory"), unless the operator's
 * `NODE_OPTIONS` sets their size: options on the command line would win over it.
 */
export function serverNodeFlags(environment = process.env) {
  const semiSpaceChosen = (environment.NODE_OPTIONS ?? '').includes('--max-semi-space-size');
  return ['--enable-source-maps', ...(semiSpaceChosen ? [] : ['--max-semi-space-size=2'])];
}

/**
 * glibc's malloc settings; an operator's own value of each wins. Two arenas keep what glibc holds after a
 * burst of image uploads lower (docs/security.md, "Uploads and their limits"). A fixed trim threshold makes
 * glibc hand freed memory at the top of its heap back instead of keeping what start-up once used; with the
 * 2 MB semi-spaces, 130 MB less resident memory on an idle server when they were chosen.
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
