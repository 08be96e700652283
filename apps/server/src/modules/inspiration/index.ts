/** The Inspiration area's public face. */
export { inspirationArea } from './area.ts';
export * from './tables.ts';
