/** The drive (Creative Hub) area's public face. */
export { driveArea } from './area.ts';
export * from './drive-resources.ts';
export * from './tables.ts';
