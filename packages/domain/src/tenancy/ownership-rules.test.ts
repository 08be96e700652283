import { describe, expect, it } from 'vitest';
import { allowedMemberActions, allowedOwnedActions } from './permissions.ts';

const mine = { callerUserId: 'u1', makerUserId: 'u1' };
const theirs = { callerUserId: 'u1', makerUserId: 'u2' };

describe('ownership rules', () => {
  it('lets the author edit their own comment, and nobody else, whatever the role', () => {
    expect(allowedOwnedActions('guest', mine)).toContain('comment.edit');
    for (const role of ['admin', 'collaborator', 'guest'] as const) {
      expect(allowedOwnedActions(role, theirs), role).not.toContain('comment.edit');
    }
  });

  it('lets an admin delete anyone’s comment, and others only their own', () => {
    expect(allowedOwnedActions('admin', theirs)).toContain('comment.delete');
    expect(allowedOwnedActions('collaborator', theirs)).not.toContain('comment.delete');
    expect(allowedOwnedActions('collaborator', mine)).toContain('comment.delete');
  });

  it('lets a guest resolve only their own threads', () => {
    expect(allowedOwnedActions('guest', mine)).toContain('comment.resolve');
    expect(allowedOwnedActions('guest', theirs)).not.toContain('comment.resolve');
    expect(allowedOwnedActions('collaborator', theirs)).toContain('comment.resolve');
  });

  it('lets a share link’s creator change it, and an admin change anyone’s; a guest never', () => {
    expect(allowedOwnedActions('collaborator', mine)).toContain('shareLink.update');
    expect(allowedOwnedActions('collaborator', theirs)).not.toContain('shareLink.update');
    expect(allowedOwnedActions('admin', theirs)).toContain('shareLink.update');
    expect(allowedOwnedActions('guest', mine)).not.toContain('shareLink.update');
  });

  it('treats a thing whose maker is gone as someone else’s', () => {
    expect(allowedOwnedActions('collaborator', { callerUserId: 'u1', makerUserId: null })).not.toContain(
      'comment.edit',
    );
  });
});

describe('member actions', () => {
  it('offers resend only while the invite is pending, and never removing oneself', () => {
    expect(allowedMemberActions('org_admin', { isCaller: false, invitePending: true })).toEqual([
      'member.update',
      'member.resend',
      'member.remove',
    ]);
    expect(allowedMemberActions('org_admin', { isCaller: true, invitePending: false })).toEqual([
      'member.update',
    ]);
  });

  it('offers nothing to a role that does not manage members', () => {
    expect(allowedMemberActions('org_member', { isCaller: false, invitePending: true })).toEqual([]);
    expect(allowedMemberActions('org_guest', { isCaller: false, invitePending: true })).toEqual([]);
  });
});
