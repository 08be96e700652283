/** The welcome area's public face. */
export { welcomeArea } from './area.ts';
