import { z } from 'zod';

/** Machine-readable error codes carried in every error body `{ message, code }`. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  expectationFailed: 'EXPECTATION_FAILED',
  internal: 'INTERNAL',
  badGateway: 'BAD_GATEWAY',
  botCheckFailed: 'BOT_CHECK_FAILED',
  genericEmail: 'GENERIC_EMAIL',
  userExists: 'USER_EXISTS',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpAttemptsExceeded: 'OTP_ATTEMPTS_EXCEEDED',
  /** Too many wrong codes for the address: its codes are neither checked nor issued for a while. */
  otpLocked: 'OTP_LOCKED',
  otpRequestLimit: 'OTP_REQUEST_LIMIT',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  tokenExpired: 'TOKEN_EXPIRED',
  tokenRevoked: 'TOKEN_REVOKED',
  licenceNotFound: 'LICENCE_NOT_FOUND',
  licenceMultiOrg: 'LICENCE_MULTI_ORG',
  oidcNotConfigured: 'OIDC_NOT_CONFIGURED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  planLimitReached: 'PLAN_LIMIT_REACHED',
  /** The organisation's plans lack a feature (white labelling, custom branding): the upgrade dialog. */
  planFeatureRequired: 'PLAN_FEATURE_REQUIRED',
  memberExists: 'MEMBER_EXISTS',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The body of every error answer (API.md, "Conventions"). */
export const errorResponse = z.object({ message: z.string(), code: z.string() });
