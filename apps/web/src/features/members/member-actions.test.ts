import { describe, expect, it } from 'vitest';
import { memberActions } from './member-actions.ts';

describe('member actions', () => {
  it('offers Resend invite only while the invite is pending', () => {
    expect(memberActions({ userId: null, inviteStatus: 'pending' }, 'me')).toEqual([
      'resend',
      'edit',
      'delete',
    ]);
    expect(memberActions({ userId: 'them', inviteStatus: 'accepted' }, 'me')).toEqual(['edit', 'delete']);
  });

  it('never offers to delete oneself', () => {
    expect(memberActions({ userId: 'me', inviteStatus: 'accepted' }, 'me')).toEqual(['edit']);
  });
});
