import {
  orgMemberListResponse,
  orgMemberSchema,
  type InviteMemberBody,
  type OrgMember,
  type UpdateMemberBody,
} from '@hookline/domain';
import { http } from './client.ts';

const membersPath = (orgId: string) => `organisation/${encodeURIComponent(orgId)}/members`;

/**
 * The main service's member calls (API.md, "Members"). Invite and update are silent: a plan limit
 * answers with the limit dialog instead of a toast, so their callers report failures themselves.
 */
export const membersApi = {
  list: async (orgId: string, signal?: AbortSignal): Promise<OrgMember[]> =>
    (await http.main.get(membersPath(orgId), { schema: orgMemberListResponse, signal })).data,

  invite: (orgId: string, body: InviteMemberBody): Promise<OrgMember> =>
    http.main.post(`${membersPath(orgId)}/invite`, body, { schema: orgMemberSchema, silent: true }),

  update: (orgId: string, body: UpdateMemberBody): Promise<OrgMember> =>
    http.main.put(membersPath(orgId), body, { schema: orgMemberSchema, silent: true }),

  resendInvite: (orgId: string, userId: string): Promise<unknown> =>
    http.main.put(`${membersPath(orgId)}/${encodeURIComponent(userId)}/resend-invite`),

  remove: (orgId: string, userId: string): Promise<unknown> =>
    http.main.delete(`${membersPath(orgId)}/${encodeURIComponent(userId)}`),
};

/** Under the organisation's key, so that refreshing an organisation refreshes its members too. */
export const MEMBER_KEYS = {
  list: (orgId: string) => ['organisations', orgId, 'members'] as const,
};

/** The id the member calls take: the account's id, or the membership's while the invite is pending. */
export function memberUserId(member: Pick<OrgMember, '_id' | 'userId'>): string {
  return member.userId ?? member._id;
}
