import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';

/** The platforms a workspace connects by signing in (the sandbox needs no sign-in). */
export const SIGN_IN_PLATFORMS = ['meta', 'tiktok'] as const;
export type SignInPlatform = (typeof SIGN_IN_PLATFORMS)[number];

/**
 * What the connection is for: reading insights (Analytics), launching ads (Ad Launcher), or renewing the
 * token of one onboarded Analytics ad account (`reconnect`, with its `adAccountId`).
 */
export const SIGN_IN_PURPOSES = ['analytics', 'launcher', 'reconnect'] as const;
export type SignInPurpose = (typeof SIGN_IN_PURPOSES)[number];

export const signInPlatformParams = z.object({
  platform: z.enum(SIGN_IN_PLATFORMS, { error: "platform must be 'meta' or 'tiktok'" }),
});

export const SIGN_IN_MESSAGES = {
  notConfigured: (platform: string, variables: string) =>
    `Signing in with ${platform} isn't configured on this server (set ${variables}); the sandbox needs no sign-in`,
  stateInvalid: 'This sign-in link is not valid or was already used; please start connecting again',
  stateExpired: 'This sign-in took too long; please start connecting again',
  declined: (platform: string) => `${platform} sign-in was cancelled or refused`,
  exchangeFailed: (platform: string) => `${platform} did not accept the sign-in; please try again`,
  noCode: (platform: string) => `${platform} sent no authorisation code back; please try again`,
  accountRequired: 'adAccountId is required to reconnect an ad account',
  notPlatformAccount: (platform: string) =>
    `This ad account is not a ${platform} account; reconnect it by signing in with its own platform`,
} as const;

/**
 * `POST ad-platforms/{meta|tiktok}/connect`: start signing in for a workspace; to reconnect, for one of its
 * ad accounts (`adAccountId`, required with purpose `reconnect` and read only then).
 */
export const startSignInBody = z
  .object({
    workspaceId: requiredString('workspaceId is required'),
    purpose: z.enum(SIGN_IN_PURPOSES, { error: "purpose must be 'analytics', 'launcher' or 'reconnect'" }),
    adAccountId: requiredString(SIGN_IN_MESSAGES.accountRequired).optional(),
  })
  .refine((body) => body.purpose !== 'reconnect' || body.adAccountId !== undefined, {
    error: SIGN_IN_MESSAGES.accountRequired,
    path: ['adAccountId'],
  });

/** The platform's sign-in page, for the browser to open. */
export const startSignInResponse = z.object({ url: z.string() });

/** `GET ad-platforms/{meta|tiktok}/callback`: what the platform sends back (Meta `code`, TikTok `auth_code`). */
export const signInCallbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  auth_code: z.string().max(2000).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(1000).optional(),
  error_reason: z.string().max(500).optional(),
});
