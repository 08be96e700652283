import {
  AD_ACCOUNT_MESSAGES,
  adAccountIdParams,
  adAccountListResponse,
  adAccountSchema,
  availableAdAccountListResponse,
  connectPlatformBody,
  disconnectAdAccountResponse,
  errorResponse,
  onboardAdAccountsBody,
  onboardAdAccountsResponse,
  platformConnectionSchema,
  platformParams,
  reconnectAdAccountBody,
  updateAdAccountBody,
  workspaceQuery,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, query } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import {
  disconnectAdAccount,
  getAdAccount,
  listAdAccounts,
  listAvailableAdAccounts,
  onboardAdAccounts,
  reconnectAdAccount,
  syncNow,
  updateAdAccountSettings,
} from './ad-accounts.service.ts';
import { connectionOf, connectPlatform } from './ad-platform-connections.service.ts';
import { adAccountResource, analyticsWorkspaceResource } from './ad-account-resources.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['analytics: ad accounts'];

/** Ad-platform connections, onboarding, ad accounts, sync, reconnect, disconnect (API.md, "Ad accounts"). */
export function adAccountRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/platforms/:platform/connection',
      {
        config: {
          access: onResource(analyticsWorkspaceResource, {
            id: query('workspaceId'),
            action: 'analytics.view',
          }),
        },
        schema: {
          tags,
          summary: 'Whether the workspace is connected to a platform, and as whom',
          security,
          params: platformParams,
          querystring: workspaceQuery,
          response: { 200: platformConnectionSchema, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, analyticsWorkspaceResource);
        const connection = await connectionOf(db, {
          workspaceId: access.workspaceId,
          provider: request.params.platform,
          now: context.clock.now(),
        });
        return { platform: request.params.platform, ...connection };
      },
    );

    app.post(
      '/platforms/:platform/connect',
      {
        config: {
          access: onResource(analyticsWorkspaceResource, {
            id: body('workspaceId'),
            action: 'analytics.manage',
          }),
        },
        schema: {
          tags,
          summary: "Connect the workspace to a platform with a user's access token (none for the sandbox)",
          security,
          params: platformParams,
          body: connectPlatformBody,
          response: { 200: platformConnectionSchema, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, analyticsWorkspaceResource);
        const { platformUserName } = await connectPlatform(context, {
          access,
          provider: request.params.platform,
          accessToken: request.body.accessToken,
        });
        return { platform: request.params.platform, connected: true, platformUserName };
      },
    );

    app.get(
      '/platforms/:platform/ad-accounts',
      {
        config: {
          access: onResource(analyticsWorkspaceResource, {
            id: query('workspaceId'),
            action: 'analytics.manage',
          }),
        },
        schema: {
          tags,
          summary: "The ad accounts the workspace's platform connection can onboard",
          security,
          params: platformParams,
          querystring: workspaceQuery,
          response: { 200: availableAdAccountListResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, analyticsWorkspaceResource);
        return {
          data: await listAvailableAdAccounts(context, { access, provider: request.params.platform }),
        };
      },
    );

    app.post(
      '/ad-accounts/onboard',
      {
        config: {
          access: onResource(analyticsWorkspaceResource, {
            id: body('workspaceId'),
            action: 'analytics.manage',
          }),
        },
        schema: {
          tags,
          summary: 'Onboard chosen ad accounts (plan limits apply) and start their first sync',
          security,
          body: onboardAdAccountsBody,
          response: { 200: onboardAdAccountsResponse, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const { access } = granted(request, analyticsWorkspaceResource);
        const data = await onboardAdAccounts(context, {
          access,
          userId,
          provider: request.body.platform,
          accountIds: request.body.accountIds,
        });
        return { data, message: AD_ACCOUNT_MESSAGES.accountsOnboarded };
      },
    );

    app.get(
      '/ad-accounts',
      {
        config: {
          access: onResource(analyticsWorkspaceResource, {
            id: query('workspaceId'),
            action: 'analytics.view',
          }),
        },
        schema: {
          tags,
          summary: "The workspace's onboarded ad accounts with their sync state",
          security,
          querystring: workspaceQuery,
          response: { 200: adAccountListResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, analyticsWorkspaceResource);
        return { data: await listAdAccounts(context, access) };
      },
    );

    app.get(
      '/ad-accounts/:adAccountId',
      {
        config: {
          access: onResource(adAccountResource, { id: param('adAccountId'), action: 'analytics.view' }),
        },
        schema: {
          tags,
          summary: 'One ad account with its sync state',
          security,
          params: adAccountIdParams,
          response: { 200: adAccountSchema, ...errors },
        },
      },
      async (request) => {
        const { row: account } = granted(request, adAccountResource);
        return getAdAccount(context, account.id);
      },
    );

    app.put(
      '/ad-accounts/:adAccountId',
      {
        config: {
          access: onResource(adAccountResource, { id: param('adAccountId'), action: 'analytics.manage' }),
        },
        schema: {
          tags,
          summary: 'Change the attribution windows; changed windows read all insights again',
          security,
          params: adAccountIdParams,
          body: updateAdAccountBody,
          response: { 200: adAccountSchema, ...errors },
        },
      },
      async (request) => {
        const { row: account } = granted(request, adAccountResource);
        return updateAdAccountSettings(context, { account, settings: request.body.settings });
      },
    );

    app.post(
      '/ad-accounts/:adAccountId/sync',
      {
        config: {
          access: onResource(adAccountResource, { id: param('adAccountId'), action: 'analytics.manage' }),
        },
        schema: {
          tags,
          summary: 'Sync now: read new days and the days attribution may still change',
          security,
          params: adAccountIdParams,
          response: { 200: adAccountSchema, ...errors },
        },
      },
      async (request) => {
        const { row: account } = granted(request, adAccountResource);
        return syncNow(context, account);
      },
    );

    app.post(
      '/ad-accounts/:adAccountId/reconnect',
      {
        config: {
          access: onResource(adAccountResource, { id: param('adAccountId'), action: 'analytics.manage' }),
        },
        schema: {
          tags,
          summary: 'Reconnect with a new access token (or the stored one) and sync',
          security,
          params: adAccountIdParams,
          body: reconnectAdAccountBody,
          response: { 200: adAccountSchema, ...errors },
        },
      },
      async (request) => {
        const { access, row: account } = granted(request, adAccountResource);
        return reconnectAdAccount(context, { access, account, accessToken: request.body?.accessToken });
      },
    );

    app.delete(
      '/ad-accounts/:adAccountId',
      {
        config: {
          access: onResource(adAccountResource, { id: param('adAccountId'), action: 'analytics.manage' }),
        },
        schema: {
          tags,
          summary: 'Disconnect: remove the account with its data, folders, reports and snapshots',
          security,
          params: adAccountIdParams,
          response: { 200: disconnectAdAccountResponse, ...errors },
        },
      },
      async (request) => {
        const { row: account } = granted(request, adAccountResource);
        await disconnectAdAccount(context, account);
        return { adAccountId: account.id, message: AD_ACCOUNT_MESSAGES.accountDisconnected };
      },
    );
  };
}
