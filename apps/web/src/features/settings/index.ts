// Settings' public face: the settings page the route fills with the other features' tabs.
// Code outside this feature imports only this file.
export { SettingsPage } from './pages/SettingsPage.tsx';
