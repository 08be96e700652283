import { z } from 'zod';
import { OTP_LENGTH, OTP_REASON, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { MESSAGES } from '../validation/messages.ts';
import { requiredString } from '../validation/required-string.ts';
import { passwordText, singleLineText } from '../validation/text-schemas.ts';
import { isNameLike } from '../validation/text.ts';

export const emailSchema = singleLineText(MESSAGES.invalidEmail)
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const newPasswordSchema = passwordText(MESSAGES.passwordTooShort)
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(128, { error: 'Password must be at most 128 characters long' });

export const fullNameSchema = singleLineText({
  type: MESSAGES.fillAllDetails,
  invalid: MESSAGES.nameAlphabetOnly,
})
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.nameAlphabetOnly })
      .max(100, { error: 'Name must be at most 100 characters long' })
      .refine(isNameLike, { error: MESSAGES.nameAlphabetOnly }),
  );

export const otpReasonCodeSchema = z.union(
  [z.literal(OTP_REASON.signup), z.literal(OTP_REASON.forgotPassword)],
  {
    error: 'otpReasonCode must be 1 (sign-up) or 2 (forgot password)',
  },
);

export const otpSchema = singleLineText(MESSAGES.otpRequired).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), {
  error: MESSAGES.otpRequired,
});

export const validateSignupBody = z.object({ email: emailSchema });

/** What the browser draws the bot check with: nothing offline, or Cloudflare Turnstile's widget with its key. */
export const botCheckSettings = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('none') }),
  z.object({ provider: z.literal('turnstile'), siteKey: z.string() }),
]);
export type BotCheckSettings = z.infer<typeof botCheckSettings>;

export const validateSignupResponse = z.object({
  exist: z.boolean(),
  isGenericEmail: z.boolean(),
  isValidEmailDomain: z.boolean(),
  isRiskyEmail: z.boolean(),
});

export const sendOtpBody = z.object({
  email: emailSchema,
  otpReasonCode: otpReasonCodeSchema,
  userName: singleLineText().max(100).optional(),
});

export const verifyOtpBody = z.object({
  email: emailSchema,
  otp: otpSchema,
  otpReasonCode: otpReasonCodeSchema,
});
export const verifyOtpResponse = z.object({ verified: z.literal(true) });

export const signupBody = z.object({
  userName: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  isRiskyEmail: z.boolean().optional().default(false),
  inviteId: singleLineText().optional(),
});

export const loginBody = z.object({
  email: emailSchema,
  password: passwordText(MESSAGES.invalidCredentials).min(1, { error: MESSAGES.invalidCredentials }),
});

export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: newPasswordSchema,
});

export const refreshTokenBody = z.object({ refreshToken: requiredString() });
export const logoutBody = z.object({ refreshToken: requiredString().optional() });

export const tokenResponse = z.object({ token: z.string(), refreshToken: z.string() });
export const messageResponse = z.object({ message: z.string() });

export const oidcStartQuery = z.object({ inviteId: singleLineText().optional() });
export const oidcStartResponse = z.object({ url: z.string(), state: z.string() });
export const oidcCallbackBody = z.object({
  code: requiredString(),
  state: requiredString(),
  /** The `iss` query value of the provider's redirect (RFC 9207), when it sent one. */
  iss: singleLineText().optional(),
});
export const oidcConfigResponse = z.object({ enabled: z.boolean(), providerName: z.string() });
/** The browser extension ids a sign-in opened from the extension may hand its session to. */
export const extensionConfigResponse = z.object({ extensionIds: z.array(z.string()) });
export const inviteSignupOidcBody = oidcCallbackBody.extend({ inviteId: requiredString() });

export const licenceActivateBody = z.object({ code: requiredString() });
export const licenceActivateResponse = z.object({ multiOrgUser: z.boolean() });

export const inviteEmailResponse = z.object({ email: z.string() });
export const inviteIdParams = z.object({ inviteId: requiredString() });

export type ValidateSignupResponse = z.infer<typeof validateSignupResponse>;
export type SendOtpBody = z.infer<typeof sendOtpBody>;
export type SignupBody = z.input<typeof signupBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type TokenResponse = z.infer<typeof tokenResponse>;
