import { createStoredId } from '../../ui/stored-id.ts';

/** Local storage key of the organisation the user is working in (the auth state's activeOrgId). */
export const ACTIVE_ORG_KEY = 'activeOrgId';

export const activeOrgStore = createStoredId(ACTIVE_ORG_KEY);
