import type { OrgMember } from '@hookline/domain';

export type MemberAction = 'resend' | 'edit' | 'delete';

/**
 * A member's menu (spec section 6): resend invite only while the invite is pending, edit always,
 * delete for anyone but oneself.
 */
export function memberActions(
  member: Pick<OrgMember, 'userId' | 'inviteStatus'>,
  currentUserId: string | undefined,
): MemberAction[] {
  const actions: MemberAction[] = [];
  if (member.inviteStatus === 'pending') actions.push('resend');
  actions.push('edit');
  if (member.userId === null || member.userId !== currentUserId) actions.push('delete');
  return actions;
}
