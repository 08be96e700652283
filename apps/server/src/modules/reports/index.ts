/** The reports area's public face. */
export { reportsArea } from './area.ts';
