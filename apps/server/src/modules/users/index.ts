/** The users area's public face: what other areas may use. */
export type * from './tables.ts';
export * from './users.service.ts';
export * from './profile-image.service.ts';
export { usersArea } from './area.ts';
export { lockUserRow } from './user-facts.ts';
export { expertAccounts, peopleByIds, personById, type Person } from './people.ts';
export { deleteUserRow, removeStoredProfileImage, type RemovedUser } from './account-removal.ts';
