/** The sharing area's public face. */
export { sharingArea } from './area.ts';
