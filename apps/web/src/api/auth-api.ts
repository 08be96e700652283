import {
  botCheckSettings,
  extensionConfigResponse,
  inviteEmailResponse,
  licenceActivateResponse,
  oidcConfigResponse,
  oidcStartResponse,
  tokenResponse,
  userSchema,
  validateSignupResponse,
  type BotCheckSettings,
  type OtpReasonCode,
  type TokenResponse,
  type User,
  type ValidateSignupResponse,
} from '@hookline/domain';
import { http } from './client.ts';

export interface OidcConfig {
  enabled: boolean;
  providerName: string;
}

/** What the identity provider sends back to /auth/oidc/callback. */
export interface OidcReturn {
  code: string;
  state: string;
  iss?: string;
}

/** The auth service's calls (API.md, "Auth service"). */
export const authApi = {
  oidcConfig: (signal?: AbortSignal): Promise<OidcConfig> =>
    http.auth.get('oidc/config', { schema: oidcConfigResponse, signal, silent: true }),

  extensionConfig: (signal?: AbortSignal) =>
    http.auth.get('extension/config', { schema: extensionConfigResponse, signal, silent: true }),

  /** A session of the extension's own, so that the app's and the extension's refresh tokens never collide. */
  extensionSession: (): Promise<TokenResponse> =>
    http.auth.post('extension/session', undefined, { schema: tokenResponse, silent: true }),

  oidcStart: (inviteId?: string) =>
    http.auth.get('oidc/start', { query: { inviteId }, schema: oidcStartResponse }),

  oidcCallback: (body: OidcReturn): Promise<TokenResponse> =>
    http.auth.post('oidc/callback', body, { schema: tokenResponse }),

  inviteSignupOidc: (body: OidcReturn & { inviteId: string }): Promise<TokenResponse> =>
    http.auth.post('invite-signup/oidc', body, { schema: tokenResponse }),

  /** How the browser draws the bot check: nothing (the offline default), or Turnstile's widget. */
  botCheckSettings: (signal?: AbortSignal): Promise<BotCheckSettings> =>
    http.auth.get('bot-check', { schema: botCheckSettings, signal }),

  validateSignup: (email: string, botCheckToken?: string): Promise<ValidateSignupResponse> =>
    http.auth.post('validate-signup', { email }, { schema: validateSignupResponse, botCheckToken }),

  sendOtp: (
    body: { email: string; otpReasonCode: OtpReasonCode; userName?: string },
    botCheckToken?: string,
  ) => http.auth.post('send-otp', body, { botCheckToken }),

  /** `silent`: the caller shows a refused code itself, beside the digits. */
  verifyOtp: (
    body: { email: string; otp: string; otpReasonCode: OtpReasonCode },
    options?: { silent?: boolean },
  ) => http.auth.put('verify-otp', body, { silent: options?.silent }),

  signup: (body: {
    userName: string;
    email: string;
    password: string;
    isRiskyEmail: boolean;
    inviteId?: string;
  }): Promise<TokenResponse> => http.auth.post('signup', body, { schema: tokenResponse }),

  /** Silent: the sign-in form shows the spec's own message for bad credentials. */
  login: (body: { email: string; password: string }): Promise<TokenResponse> =>
    http.auth.post('login', body, { schema: tokenResponse, silent: true }),

  forgotPassword: (email: string) => http.auth.post('forgot-password', { email }),

  resetPassword: (body: { email: string; otp: string; password: string }) =>
    http.auth.post('reset-password', body),

  logout: (refreshToken: string | undefined) => http.auth.post('logout', { refreshToken }, { silent: true }),

  userInfo: (signal?: AbortSignal): Promise<User> =>
    http.auth.get('userinfo', { schema: userSchema, signal }),

  /** `inviteId` is the token of the invite link. Silent: the sign-up and sign-in pages say why a link is dead. */
  inviteEmail: (inviteId: string, signal?: AbortSignal) =>
    http.auth.get(`email/${encodeURIComponent(inviteId)}`, {
      schema: inviteEmailResponse,
      signal,
      silent: true,
    }),

  /** Silent: a failure opens the licence dialog instead of a toast. */
  activateLicence: (code: string) =>
    http.auth.post('licence/activate', { code }, { schema: licenceActivateResponse, silent: true }),
};
