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
import { adAccountResource, analyticsWorkspaceResource } from './ad-account-resources.ts';
import { resumeReconnectedAccount } from './ad-accounts.service.ts';
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
  // The account a reconnect renews is proven as well (proveReconnectTarget).
  reconnect: { resource: analyticsWorkspaceResource, action: 'analytics.manage', module: 'analytics' },
} as const;

/** The web page each purpose's sign-in comes back to: fixed paths, only the proven workspace filled in. */
const RETURN_PAGES: Readonly<Record<SignInPurpose, (workspaceId: string) => string>> = {
  analytics: (workspaceId) => `/app/analytics/${encodeURIComponent(workspaceId)}/onboard/ad-accounts`,
  launcher: (workspaceId) => `/app/adlauncher/${encodeURIComponent(workspaceId)}/onboard/ad-accounts`,
  reconnect: (workspaceId) => `/app/analytics/${encodeURIComponent(workspaceId)}/ad-accounts`,
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

interface ConnectRequest {
  caller: MemberCaller;
  workspaceId: string;
  platform: SignInPlatform;
  purpose: SignInPurpose;
  /** The account a `reconnect` renews (the body's schema requires it then); ignored for other purposes. */
  adAccountId: string | null;
}

/**
 * Proves that `caller` may connect ad accounts of `workspaceId` for `purpose`, and for a reconnect that the
 * account is theirs to manage (404, 403 as declared routes).
 */
async function proveConnectRight(context: SignInContext, input: ConnectRequest) {
  const { resource, action, module } = PURPOSES[input.purpose];
  const { db } = context.database;
  const proven = await proveMemberAccess(db, resource, {
    caller: input.caller,
    unverifiedId: input.workspaceId,
    action,
  });
  await context.moduleAccess.assertOpen(db, proven.access.orgId, module);
  if (input.purpose === 'reconnect') await proveReconnectTarget(context, input);
  return proven.access;
}

/**
 * The account a reconnect renews: one of the proven workspace's, found in one query scoped to the caller (so
 * another organisation's answers 404), and of the platform being signed in with (a sandbox account needs no
 * sign-in, another platform's would renew the wrong token: 400).
 */
async function proveReconnectTarget(context: SignInContext, input: ConnectRequest): Promise<void> {
  const { row: account } = await proveMemberAccess(context.database.db, adAccountResource, {
    caller: input.caller,
    // Missing only if a caller skipped the schema; an empty id is not found.
    unverifiedId: input.adAccountId ?? '',
    unverifiedWithin: input.workspaceId,
    action: 'analytics.manage',
  });
  if (account.provider !== input.platform) {
    throw badRequest(SIGN_IN_MESSAGES.notPlatformAccount(PLATFORM_LABELS[input.platform]));
  }
}

/**
 * Starts signing in with a platform: proves the caller's right on the workspace, keeps a single-use state
 * bound to them, and answers the platform's page for the browser to open. Without the platform's app
 * configured, a 400 says so.
 */
export async function startSignIn(context: SignInContext, input: ConnectRequest): Promise<{ url: string }> {
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
      adAccountId: input.purpose === 'reconnect' ? input.adAccountId : null,
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

/** What the page learns on the way back: the platform connected, the account reconnected, or why not. */
type SignInOutcome = { connected: SignInPlatform } | { reconnected: string } | { connectError: string };

function returnUrl(context: SignInContext, binding: SignInBinding, outcome: SignInOutcome): string {
  const url = new URL(RETURN_PAGES[binding.purpose](binding.workspaceId), context.config.appUrl);
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  return url.toString();
}

const successOf = (binding: SignInBinding): SignInOutcome =>
  binding.purpose === 'reconnect' && binding.adAccountId
    ? { reconnected: binding.adAccountId }
    : { connected: binding.provider };

/**
 * Finishes a sign-in: takes the state back (once; unknown, replayed or another platform's is a 400), checks
 * that its member still may connect (and still manages the account a reconnect is for), turns the code into
 * a token, and stores it sealed for the state's workspace, replacing the one before. A reconnect then clears
 * the account's "reconnect needed" and syncs it; no account is created. Answers where to send the browser:
 * the page the sign-in started from, with `connected`, `reconnected` (the account's id) or `connectError`.
 * Nothing in the callback's query chooses the workspace, the account or the page.
 */
export async function finishSignIn(
  context: AppContext,
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
    platform,
    purpose: binding.purpose,
    adAccountId: binding.adAccountId,
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
  if (binding.purpose === 'reconnect' && binding.adAccountId) {
    await resumeReconnectedAccount(context, binding.adAccountId);
  }
  return returnUrl(context, binding, successOf(binding));
}
