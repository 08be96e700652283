import {
  PLATFORM_LABELS,
  SIGN_IN_MESSAGES,
  type SignInPlatform,
  type SignInPurpose,
  type signInCallbackQuery,
} from '@hookline/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { MemberCaller } from '../../platform/http/access/caller.ts';
import { proveMemberAccess } from '../../platform/http/access/prove-access.ts';
import { SERVICE_BASES } from '../../platform/http/service-bases.ts';
import { workspaceWithProduct } from '../tenancy/index.ts';
import { analyticsWorkspaceResource } from './ad-account-resources.ts';
import { connectPlatform } from './ad-platform-connections.service.ts';
import { metaSignIn } from './meta-oauth.ts';
import { consumeSignInState, issueSignInState, type SignInBinding } from './oauth-state.ts';
import { SignInExchangeError, type SignInProvider } from './sign-in-provider.ts';
import { tiktokSignIn } from './tiktok-oauth.ts';

/** A workspace as the Ad Launcher reaches it (the launcher area's own resource, built the same way). */
const launcherWorkspace = workspaceWithProduct('adlauncher');

/** Who may connect for each purpose: the resource, the action and the module that must be open. */
const PURPOSES = {
  analytics: { resource: analyticsWorkspaceResource, action: 'analytics.manage', module: 'analytics' },
  launcher: { resource: launcherWorkspace, action: 'adlauncher.manage', module: 'adlauncher' },
} as const;

/** The web page each purpose's sign-in comes back to: fixed paths, only the proven workspace filled in. */
const RETURN_PAGES: Readonly<Record<SignInPurpose, (workspaceId: string) => string>> = {
  analytics: (workspaceId) => `/app/analytics/${encodeURIComponent(workspaceId)}/onboard/ad-accounts`,
  launcher: (workspaceId) => `/app/adlauncher/${encodeURIComponent(workspaceId)}/onboard/ad-accounts`,
};

export type SignInContext = Pick<
  AppContext,
  'database' | 'config' | 'clock' | 'adPlatforms' | 'moduleAccess'
>;

const providerFor = (context: SignInContext, platform: SignInPlatform): SignInProvider =>
  platform === 'meta' ? metaSignIn(context.config) : tiktokSignIn(context.config);

/** Where the platform sends the browser back; registered with the platform's app. */
export const callbackUrl = (context: Pick<AppContext, 'config'>, platform: SignInPlatform): string =>
  `${context.config.appUrl}${SERVICE_BASES.main}/ad-platforms/${platform}/callback`;

/** Proves that `caller` may connect ad accounts of `workspaceId` for `purpose` (404, 403 as declared routes). */
async function proveConnectRight(
  context: SignInContext,
  input: { caller: MemberCaller; workspaceId: string; purpose: SignInPurpose },
) {
  const { resource, action, module } = PURPOSES[input.purpose];
  const { db } = context.database;
  const proven = await proveMemberAccess(db, resource, {
    caller: input.caller,
    unverifiedId: input.workspaceId,
    action,
  });
  await context.moduleAccess.assertOpen(db, proven.access.orgId, module);
  return proven.access;
}

/**
 * Starts signing in with a platform: proves the caller's right on the workspace, keeps a single-use state
 * bound to them, and answers the platform's page for the browser to open. Without the platform's app
 * configured, a 400 says so.
 */
export async function startSignIn(
  context: SignInContext,
  input: { caller: MemberCaller; workspaceId: string; platform: SignInPlatform; purpose: SignInPurpose },
): Promise<{ url: string }> {
  const access = await proveConnectRight(context, input);
  const provider = providerFor(context, input.platform);
  if (!provider.configured) {
    throw badRequest(SIGN_IN_MESSAGES.notConfigured(PLATFORM_LABELS[input.platform], provider.variables));
  }
  const state = await issueSignInState(
    context.database.db,
    {
      orgId: access.orgId,
      workspaceId: access.workspaceId,
      userId: input.caller.userId,
      provider: input.platform,
      purpose: input.purpose,
    },
    context.clock.now(),
  );
  return {
    url: provider.authorizeUrl({
      state,
      redirectUri: callbackUrl(context, input.platform),
      purpose: input.purpose,
    }),
  };
}

type CallbackQuery = z.infer<typeof signInCallbackQuery>;

function returnUrl(
  context: SignInContext,
  binding: SignInBinding,
  outcome: { connected: SignInPlatform } | { connectError: string },
): string {
  const url = new URL(RETURN_PAGES[binding.purpose](binding.workspaceId), context.config.appUrl);
  if ('connected' in outcome) url.searchParams.set('connected', outcome.connected);
  else url.searchParams.set('connectError', outcome.connectError);
  return url.toString();
}

/**
 * Finishes a sign-in: takes the state back (once; unknown, replayed or another platform's is a 400), checks
 * that its member still may connect, turns the code into a token, and stores it sealed for the state's
 * workspace. Answers where to send the browser: the page the sign-in started from, with `connected` or
 * `connectError`. Nothing in the callback's query chooses the workspace or the page.
 */
export async function finishSignIn(
  context: SignInContext,
  input: { platform: SignInPlatform; query: CallbackQuery },
): Promise<string> {
  const { platform, query } = input;
  const label = PLATFORM_LABELS[platform];
  if (!query.state) throw badRequest(SIGN_IN_MESSAGES.stateInvalid);
  const now = context.clock.now();
  const consumed = await consumeSignInState(
    context.database.db,
    { state: query.state, provider: platform },
    now,
  );
  if (consumed.outcome === 'unknown') throw badRequest(SIGN_IN_MESSAGES.stateInvalid);
  const { binding } = consumed;
  if (consumed.outcome === 'expired') {
    return returnUrl(context, binding, { connectError: SIGN_IN_MESSAGES.stateExpired });
  }
  // The callback carries no access token: the member the state was made for is checked again, as they are now.
  const caller: MemberCaller = { kind: 'member', userId: binding.userId, sessionId: 'ad-platform-sign-in' };
  const access = await proveConnectRight(context, {
    caller,
    workspaceId: binding.workspaceId,
    purpose: binding.purpose,
  });
  if (query.error) return returnUrl(context, binding, { connectError: SIGN_IN_MESSAGES.declined(label) });
  const provider = providerFor(context, platform);
  const code = provider.codeFrom(query);
  if (!code) return returnUrl(context, binding, { connectError: SIGN_IN_MESSAGES.noCode(label) });
  try {
    const grant = await provider.exchange({ code, redirectUri: callbackUrl(context, platform), now });
    await connectPlatform(context, {
      access,
      provider: platform,
      accessToken: grant.accessToken,
      expiresAt: grant.expiresAt,
      scopes: grant.scopes,
    });
  } catch (error) {
    if (error instanceof SignInExchangeError) {
      return returnUrl(context, binding, { connectError: SIGN_IN_MESSAGES.exchangeFailed(label) });
    }
    if (error instanceof AppError && error.status === 400) {
      return returnUrl(context, binding, { connectError: error.message });
    }
    throw error;
  }
  return returnUrl(context, binding, { connected: platform });
}
