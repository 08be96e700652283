/** The global search area's public face. */
export { globalSearchArea } from './area.ts';
