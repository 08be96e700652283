import { acceptInviteResponse } from '@hookline/domain';
import { http } from './client.ts';

/** POST invites/{inviteId}/accept; a stale invitation answers 404 'This invitation is no longer valid' (toasted). */
export const invitesApi = {
  accept: (inviteId: string) =>
    http.main.post(`invites/${encodeURIComponent(inviteId)}/accept`, {}, { schema: acceptInviteResponse }),
};
