import { z } from 'zod';
import { OTP_LENGTH, OTP_REASON, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { MESSAGES } from '../validation/messages.ts';
import { isNameLike, normaliseText } from '../validation/text.ts';

export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(128, { error: 'Password must be at most 128 characters long' });

export const fullNameSchema = z
  .string({ error: MESSAGES.fillAllDetails })
  .transform((value) => normaliseText(value).trim().replace(/\s+/g, ' '))
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

export const otpSchema = z
  .string({ error: MESSAGES.otpRequired })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGES.otpRequired });

export const validateSignupBody = z.object({ email: emailSchema });
export const validateSignupResponse = z.object({
  exist: z.boolean(),
  isGenericEmail: z.boolean(),
  isValidEmailDomain: z.boolean(),
  isRiskyEmail: z.boolean(),
});

export const sendOtpBody = z.object({
  email: emailSchema,
  otpReasonCode: otpReasonCodeSchema,
  userName: z.string().max(100).optional(),
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
  inviteId: z.string().optional(),
});

export const loginBody = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.invalidCredentials }).min(1, { error: MESSAGES.invalidCredentials }),
});

export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: newPasswordSchema,
});

export const refreshTokenBody = z.object({ refreshToken: z.string().min(1) });
export const logoutBody = z.object({ refreshToken: z.string().min(1).optional() });

export const tokenResponse = z.object({ token: z.string(), refreshToken: z.string() });
export const messageResponse = z.object({ message: z.string() });

export const oidcStartQuery = z.object({ inviteId: z.string().optional() });
export const oidcStartResponse = z.object({ url: z.string(), state: z.string() });
export const oidcCallbackBody = z.object({
  code: z.string().min(1),
  state: z.string().min(1),
  /** The `iss` query value of the provider's redirect (RFC 9207), when it sent one. */
  iss: z.string().optional(),
});
export const oidcConfigResponse = z.object({ enabled: z.boolean(), providerName: z.string() });
/** The browser extension ids a sign-in opened from the extension may hand its session to. */
export const extensionConfigResponse = z.object({ extensionIds: z.array(z.string()) });
export const inviteSignupOidcBody = oidcCallbackBody.extend({ inviteId: z.string().min(1) });

export const licenceActivateBody = z.object({ code: z.string().trim().min(1) });
export const licenceActivateResponse = z.object({ multiOrgUser: z.boolean() });

export const inviteEmailResponse = z.object({ email: z.string() });
export const inviteIdParams = z.object({ inviteId: z.string().min(1) });

export type ValidateSignupResponse = z.infer<typeof validateSignupResponse>;
export type SendOtpBody = z.infer<typeof sendOtpBody>;
export type SignupBody = z.input<typeof signupBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type TokenResponse = z.infer<typeof tokenResponse>;
