/** The drive (Creative Hub) area's public face. */
export { driveArea } from './area.ts';
