import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages.ts';
import { updatePasswordBody, updateUserBody } from './schemas.ts';

describe('account settings validation', () => {
  it('needs a name when one is sent', () => {
    const result = updateUserBody.safeParse({ firstName: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.nameRequired);
  });

  it('accepts a notification switch on its own', () => {
    expect(updateUserBody.parse({ enableEmailNotification: false })).toEqual({
      enableEmailNotification: false,
    });
  });

  it('refuses an empty update', () => {
    expect(updateUserBody.safeParse({}).error?.issues[0]?.message).toBe(MESSAGES.fillAllDetails);
  });

  it('needs both passwords, and a new one of at least 6 characters', () => {
    expect(
      updatePasswordBody.safeParse({ oldPassword: '', newPassword: 'abcdef' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.passwordsRequired);
    expect(
      updatePasswordBody.safeParse({ oldPassword: 'abc', newPassword: '' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.passwordsRequired);
    expect(
      updatePasswordBody.safeParse({ oldPassword: 'abc', newPassword: 'abc' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.passwordTooShort);
  });
});
