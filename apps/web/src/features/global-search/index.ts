// Global search's public face: the launcher the app wears (Ctrl-K).
// Code outside this feature imports only this file.
export { GlobalSearchLauncher } from './GlobalSearchLauncher.tsx';
