/** The Detective area's public face. */
export type * from './tables.ts';
export { detectiveArea } from './area.ts';
export type * from './ai/tables.ts';
