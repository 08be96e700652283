// Members' public face: the Members tab of Settings.
// Code outside this feature imports only this file.
export { OrgMembersTab } from './components/OrgMembersTab.tsx';
