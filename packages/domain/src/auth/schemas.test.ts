import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../validation/messages.ts';
import {
  loginBody,
  resetPasswordBody,
  sendOtpBody,
  signupBody,
  validateSignupBody,
  verifyOtpBody,
} from './schemas.ts';

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const goodSignup = { userName: 'Ana Lima', email: 'ana@acme.com', password: 'secret1', isRiskyEmail: false };

describe('sign-up validation (spec section 5)', () => {
  it('accepts a complete sign-up and normalises the e-mail', () => {
    const parsed = signupBody.parse({ ...goodSignup, email: '  Ana@ACME.com ' });
    expect(parsed.email).toBe('ana@acme.com');
    expect(parsed.userName).toBe('Ana Lima');
  });

  it('refuses a name with anything but letters', () => {
    expect(firstError(signupBody, { ...goodSignup, userName: 'Ana 2' })).toBe(MESSAGES.nameAlphabetOnly);
    expect(firstError(signupBody, { ...goodSignup, userName: '   ' })).toBe(MESSAGES.nameAlphabetOnly);
  });

  it('accepts letters of any alphabet and folds unusual spaces', () => {
    expect(signupBody.parse({ ...goodSignup, userName: 'José\u00A0Müller' }).userName).toBe('José Müller');
  });

  it('refuses a password shorter than 6 characters', () => {
    expect(firstError(signupBody, { ...goodSignup, password: '12345' })).toBe(MESSAGES.passwordTooShort);
  });

  it('refuses an e-mail without the usual shape', () => {
    expect(firstError(signupBody, { ...goodSignup, email: 'ana@' })).toBe(MESSAGES.invalidEmail);
    expect(firstError(validateSignupBody, { email: 'not-an-email' })).toBe(MESSAGES.invalidEmail);
  });

  it('defaults isRiskyEmail to false', () => {
    const { isRiskyEmail: _ignored, ...rest } = goodSignup;
    expect(signupBody.parse(rest).isRiskyEmail).toBe(false);
  });
});

describe('sign-in validation', () => {
  it('needs a valid e-mail and a non-empty password', () => {
    expect(loginBody.safeParse({ email: 'ana@acme.com', password: 'x' }).success).toBe(true);
    expect(firstError(loginBody, { email: 'ana@acme.com', password: '' })).toBe(MESSAGES.invalidCredentials);
    expect(firstError(loginBody, { email: 'ana', password: 'x' })).toBe(MESSAGES.invalidEmail);
  });
});

describe('OTP validation', () => {
  it('takes exactly 4 digits', () => {
    expect(verifyOtpBody.safeParse({ email: 'ana@acme.com', otp: '1234', otpReasonCode: 1 }).success).toBe(
      true,
    );
    for (const otp of ['', '123', '12345', 'abcd']) {
      expect(firstError(verifyOtpBody, { email: 'ana@acme.com', otp, otpReasonCode: 1 })).toBe(
        MESSAGES.otpRequired,
      );
    }
  });

  it('knows reason codes 1 (sign-up) and 2 (forgot password) only', () => {
    expect(sendOtpBody.safeParse({ email: 'ana@acme.com', otpReasonCode: 2 }).success).toBe(true);
    expect(sendOtpBody.safeParse({ email: 'ana@acme.com', otpReasonCode: 3 }).success).toBe(false);
  });

  it('applies the password rule when resetting', () => {
    expect(firstError(resetPasswordBody, { email: 'ana@acme.com', otp: '1234', password: 'abc' })).toBe(
      MESSAGES.passwordTooShort,
    );
  });
});
