/** The Tools area's public face. */
export type * from './tables.ts';
export { toolsArea } from './area.ts';
