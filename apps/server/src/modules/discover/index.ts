/** The Discover (public ad library) area's public face. */
export { discoverArea } from './area.ts';
export * from './tables.ts';
