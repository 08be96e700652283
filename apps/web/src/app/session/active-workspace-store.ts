import { LOCAL_KEYS } from '@hookline/domain';
import { createStoredId } from '../../ui/stored-id.ts';

/** The workspace the user is working in, under the spec's local key `activeWorkspace`. */
export const activeWorkspaceStore = createStoredId(LOCAL_KEYS.activeWorkspace);
