import type { ShareLink } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { formFromLink, NEW_LINK_FORM, shareOptionsToSend, todayIn, toggleSetPassword } from './share-form.ts';

function aLink(options: Partial<ShareLink['options']> = {}): ShareLink {
  return {
    _id: 'link-1',
    workspaceId: 'ws-1',
    assetType: 'folder',
    assetId: 'folder-1',
    description: null,
    options: {
      downloadable: true,
      expireAt: null,
      accessFileVersions: false,
      enabled: true,
      canComment: true,
      passwordProtected: false,
      ...options,
    },
    state: 'active',
    createdBy: 'user-1',
    createdByName: 'Riley Moss',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    viewCount: 0,
    allowedActions: ['shareLink.update'],
  };
}

const today = '2026-03-03';

describe('the share dialog’s form', () => {
  it('starts a new link on, with no password and no expiry, and sends no removePassword', () => {
    const sent = shareOptionsToSend(NEW_LINK_FORM, { link: undefined, today });
    expect(sent).toEqual({
      options: {
        enabled: true,
        downloadable: true,
        accessFileVersions: false,
        canComment: true,
        expireAt: null,
      },
    });
  });

  it('reads an existing link’s expiry as the day it ends on in the browser’s timezone', () => {
    const link = aLink({ expireAt: '2026-03-10T12:59:59.999Z', passwordProtected: true });
    expect(formFromLink(link, 'Australia/Sydney')).toMatchObject({
      expireDay: '2026-03-10',
      setPassword: true,
    });
    expect(formFromLink(link, 'UTC').expireDay).toBe('2026-03-10');
  });

  it('refuses a past day, and takes today', () => {
    expect(
      shareOptionsToSend({ ...NEW_LINK_FORM, expireDay: '2026-03-02' }, { link: undefined, today }),
    ).toEqual({
      errors: { expireDay: 'The expiry date cannot be in the past' },
    });
    expect(
      shareOptionsToSend({ ...NEW_LINK_FORM, expireDay: today }, { link: undefined, today }),
    ).toMatchObject({
      options: { expireAt: today },
    });
  });

  it('asks for a password when Set Password is turned on for a link without one', () => {
    const form = toggleSetPassword(NEW_LINK_FORM, true);
    expect(shareOptionsToSend(form, { link: aLink(), today })).toEqual({
      errors: { password: 'Please enter a password for the link' },
    });
    expect(shareOptionsToSend({ ...form, password: 'abc' }, { link: aLink(), today })).toEqual({
      errors: { password: 'Password must be at least 6 characters long' },
    });
  });

  it('sends a new password, and never removePassword with it', () => {
    const form = { ...toggleSetPassword(NEW_LINK_FORM, true), password: 'open sesame' };
    const sent = shareOptionsToSend(form, { link: aLink(), today });
    expect(sent).toMatchObject({ options: { password: 'open sesame' } });
    expect('options' in sent && 'removePassword' in sent.options).toBe(false);
  });

  it('keeps a link’s password when the box is left empty: removePassword is the toggle’s opposite', () => {
    const link = aLink({ passwordProtected: true });
    expect(shareOptionsToSend(formFromLink(link, 'UTC'), { link, today })).toMatchObject({
      options: { removePassword: false },
    });
    const off = toggleSetPassword(formFromLink(link, 'UTC'), false);
    expect(shareOptionsToSend(off, { link, today })).toMatchObject({ options: { removePassword: true } });
  });

  it('forgets a typed password when the toggle goes off', () => {
    const typed = { ...toggleSetPassword(NEW_LINK_FORM, true), password: 'secret-1' };
    expect(toggleSetPassword(typed, false).password).toBe('');
  });

  it('knows the browser’s day', () => {
    expect(todayIn('Australia/Sydney', new Date('2026-03-03T14:00:00Z'))).toBe('2026-03-04');
  });
});
