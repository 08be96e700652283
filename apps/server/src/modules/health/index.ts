/** The health area's public face. */
export { healthArea } from './area.ts';
