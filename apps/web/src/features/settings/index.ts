// Settings' public face: the settings page the route fills with the other features' tabs, and the goodbye
// screen a deleted account lands on. Code outside this feature imports only this file.
export { SettingsPage } from './pages/SettingsPage.tsx';
export { AccountDeletedPage } from './pages/AccountDeletedPage.tsx';
