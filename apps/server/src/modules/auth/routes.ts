import {
  botCheckSettings,
  MESSAGES,
  forgotPasswordBody,
  inviteEmailResponse,
  inviteIdParams,
  licenceActivateBody,
  licenceActivateResponse,
  loginBody,
  logoutBody,
  messageResponse,
  refreshTokenBody,
  resetPasswordBody,
  sendOtpBody,
  signupBody,
  tokenResponse,
  userSchema,
  validateSignupBody,
  validateSignupResponse,
  verifyOtpBody,
  verifyOtpResponse,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { publicAccess, signedIn } from '../../platform/http/access/declare-access.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { requireBotCheck } from '../../platform/http/bot-check.ts';
import { requireLiveInvite } from '../tenancy/index.ts';
import { findUserById, toUserDto } from '../users/index.ts';
import { activateLicenceGuarded } from './licence.service.ts';
import { login } from './login.service.ts';
import { GuessWaitError } from './password-throttle.service.ts';
import { verifyOtpCode } from './otp.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { perAccountRateLimit, perIpRateLimit } from './rate-limits.ts';
import { sendOtp, signup, validateSignup } from './signup.service.ts';
import { revokeRefreshToken, rotateRefreshToken } from './tokens.service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const security = [{ bearerAuth: [] }];
const tags = ['auth'];

/** The auth service (`/auth/api/v1/`): sign-up, sign-in, one-time codes, sessions. */
export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const config = { ...perIpRateLimit(context.config), access: publicAccess() };
  const botCheck = requireBotCheck(context.botCheck);
  return async (app) => {
    app.get(
      '/bot-check',
      {
        config: { access: publicAccess() },
        schema: {
          tags,
          summary: 'How the browser draws the bot check',
          description:
            "`none` when the check is off (the offline default: every request passes); `turnstile` with the widget's public site key.",
          response: { 200: botCheckSettings },
        },
      },
      async () => context.botCheck.settings,
    );

    app.post(
      '/validate-signup',
      {
        config,
        preHandler: [perAccountRateLimit(app, context.config, 'validate-signup'), botCheck],
        schema: {
          tags,
          summary: 'Check an e-mail before sign-up',
          body: validateSignupBody,
          response: { 200: validateSignupResponse, ...errors },
        },
      },
      async (request) => validateSignup(context, request.body.email),
    );

    app.post(
      '/send-otp',
      {
        config,
        preHandler: [perAccountRateLimit(app, context.config, 'send-otp'), botCheck],
        schema: {
          tags,
          summary: 'Mail a 4-digit code (1 sign-up, 2 forgot password)',
          description:
            'At most 5 codes an hour per address and reason (429 `OTP_REQUEST_LIMIT`); none while its codes are locked (429 `OTP_LOCKED`).',
          body: sendOtpBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await sendOtp(context, request.body);
        return { message: MESSAGES.otpSent };
      },
    );

    app.put(
      '/verify-otp',
      {
        config,
        preHandler: perAccountRateLimit(app, context.config, 'verify-otp'),
        schema: {
          tags,
          summary: 'Check a 4-digit code',
          description:
            'Each code takes 5 tries; 10 wrong guesses a day per address and reason, across codes and reset-password, lock its codes (429 `OTP_LOCKED`, 1 h, doubling to 24 h). A verified reset code is not checked again here: it works once, for reset-password, within 10 minutes.',
          body: verifyOtpBody,
          response: { 200: verifyOtpResponse, ...errors },
        },
      },
      async (request) => {
        await verifyOtpCode(context, request.body);
        return { verified: true as const };
      },
    );

    app.post(
      '/signup',
      {
        config,
        preHandler: perAccountRateLimit(app, context.config, 'signup'),
        schema: {
          tags,
          summary: 'Create an account for a verified (or invited) e-mail',
          body: signupBody,
          response: { 200: tokenResponse, ...errors },
        },
      },
      async (request) => signup(context, request.body),
    );

    app.post(
      '/login',
      {
        config,
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          description:
            'Wrong passwords are counted per account and client address: after 5, that address waits 30 s, then twice as long after each further wrong one (429 with the wait in words and Retry-After).',
          body: loginBody,
          response: { 200: tokenResponse, ...errors },
        },
      },
      async (request, reply) => {
        try {
          return await login(context, { ...request.body, address: request.ip });
        } catch (error) {
          if (error instanceof GuessWaitError) reply.header('retry-after', error.retryAfterSeconds);
          throw error;
        }
      },
    );

    app.post(
      '/forgot-password',
      {
        config,
        preHandler: perAccountRateLimit(app, context.config, 'forgot-password'),
        schema: {
          tags,
          summary: 'Mail a password-reset code (same answer for unknown e-mails)',
          description:
            'Counted and limited like send-otp for every address, known or not, so that neither a 200 nor a 429 tells whether an account exists.',
          body: forgotPasswordBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await requestPasswordReset(context, request.body.email);
        return { message: MESSAGES.otpSent };
      },
    );

    app.post(
      '/reset-password',
      {
        config,
        preHandler: perAccountRateLimit(app, context.config, 'reset-password'),
        schema: {
          tags,
          summary: 'Set a new password with a reset code; signs out everywhere',
          description: 'Uses the code up. Wrong codes count towards the lock of verify-otp.',
          body: resetPasswordBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await resetPassword(context, request.body);
        return { message: MESSAGES.passwordReset };
      },
    );

    app.post(
      '/refresh-token',
      {
        config,
        schema: {
          tags,
          summary: 'Trade a refresh token for a new pair (rotation)',
          body: refreshTokenBody,
          response: { 200: tokenResponse, ...errors },
        },
      },
      async (request) =>
        rotateRefreshToken(db, { config: context.config, refreshToken: request.body.refreshToken }),
    );

    app.post(
      '/logout',
      {
        config,
        schema: {
          tags,
          summary: 'Revoke the session of a refresh token',
          body: logoutBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        if (request.body.refreshToken) await revokeRefreshToken(db, request.body.refreshToken);
        return { message: MESSAGES.loggedOut };
      },
    );

    app.get(
      '/userinfo',
      {
        config: { access: signedIn() },
        schema: { tags, summary: 'The signed-in user', security, response: { 200: userSchema, ...errors } },
      },
      async (request) => {
        const user = await findUserById(db, currentUser(request).userId);
        if (!user) throw notFound();
        return toUserDto(user);
      },
    );

    app.get(
      '/email/:inviteId',
      {
        config,
        schema: {
          tags,
          summary: 'The address of a pending invite',
          description:
            '`inviteId` is the token of the invite mail’s link. An expired link answers 404 with its own message.',
          params: inviteIdParams,
          response: { 200: inviteEmailResponse, ...errors },
        },
      },
      async (request) => {
        const invite = await requireLiveInvite(db, { token: request.params.inviteId });
        return { email: invite.email };
      },
    );

    app.post(
      '/licence/activate',
      {
        // Codes can be guessed: the per-IP limit of the other auth routes applies, and wrong codes wait.
        config: { access: signedIn(), ...perIpRateLimit(context.config) },
        schema: {
          tags,
          summary: 'Activate a lifetime-deal licence code',
          description:
            'Wrong codes (unknown or used) are counted per account and per client address: after 5, that account and that address wait 30 s, then twice as long after each further wrong one (429 with the wait in words and Retry-After). A wrong code changes nothing.',
          security,
          body: licenceActivateBody,
          response: { 200: licenceActivateResponse, ...errors },
        },
      },
      async (request, reply) => {
        try {
          const { userId } = currentUser(request);
          return await activateLicenceGuarded(context, {
            userId,
            code: request.body.code,
            address: request.ip,
          });
        } catch (error) {
          if (error instanceof GuessWaitError) reply.header('retry-after', error.retryAfterSeconds);
          throw error;
        }
      },
    );
  };
}
