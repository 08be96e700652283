import {
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
import { currentUser } from '../../platform/http/authenticate.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { requireBotCheck } from '../../platform/http/bot-check.ts';
import { findPendingInvite } from '../members/invites.service.ts';
import { findUserById, toUserDto } from '../users/users.service.ts';
import { activateLicence } from './licence.service.ts';
import { login } from './login.service.ts';
import { verifyOtp } from './otp.service.ts';
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
  const config = perIpRateLimit(context.config);
  const botCheck = requireBotCheck(context.botCheck);
  return async (app) => {
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
          body: verifyOtpBody,
          response: { 200: verifyOtpResponse, ...errors },
        },
      },
      async (request) => {
        await verifyOtp(db, {
          secret: context.config.jwtSecret,
          email: request.body.email,
          reason: request.body.otpReasonCode,
          code: request.body.otp,
        });
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
        preHandler: perAccountRateLimit(app, context.config, 'login'),
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          body: loginBody,
          response: { 200: tokenResponse, ...errors },
        },
      },
      async (request) => login(context, request.body),
    );

    app.post(
      '/forgot-password',
      {
        config,
        preHandler: perAccountRateLimit(app, context.config, 'forgot-password'),
        schema: {
          tags,
          summary: 'Mail a password-reset code (same answer for unknown e-mails)',
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
        preHandler: app.authenticate,
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
          params: inviteIdParams,
          response: { 200: inviteEmailResponse, ...errors },
        },
      },
      async (request) => {
        const invite = await findPendingInvite(db, request.params.inviteId);
        if (!invite) throw notFound(MESSAGES.inviteNotFound);
        return { email: invite.email };
      },
    );

    app.post(
      '/licence/activate',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'Activate a lifetime-deal licence code',
          security,
          body: licenceActivateBody,
          response: { 200: licenceActivateResponse, ...errors },
        },
      },
      async (request) =>
        activateLicence(context, { userId: currentUser(request).userId, code: request.body.code }),
    );
  };
}
