/** The Detective area's public face. */
export type * from './tables.ts';
export { detectiveArea } from './area.ts';
/** The demo workspace's tracked brands, for the demo seed (cli/seed-demo-detective.ts). */
export { seedDetectiveDemo } from './demo-trackers.ts';
export type * from './ai/tables.ts';
