import {
  availableLauncherAccountSchema,
  errorResponse,
  LAUNCHER_MESSAGES,
  launcherAccessBody,
  launcherAccountCountResponse,
  launcherAccountIdParams,
  launcherAccountSchema,
  launcherPlatformParams,
  onboardLauncherAccountsBody,
  orgIdParams,
  workspaceQuery,
} from '@hookline/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { body, onResource, param, query } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { organisationResource } from '../tenancy/index.ts';
import {
  launcherAccountDto,
  listAvailableLauncherAccounts,
  listLauncherAccounts,
  onboardLauncherAccounts,
  removeLauncherAccount,
  setLauncherAccess,
} from './launcher-accounts.service.ts';
import { launcherAccountCount } from './launcher-limits.service.ts';
import { launcherAccountResource, launcherWorkspaceResource } from './launcher-resources.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['adlauncher: ad accounts'];
const accountList = z.object({ data: z.array(launcherAccountSchema) });

function accountCaller(request: FastifyRequest) {
  const { access, row } = granted(request, launcherAccountResource);
  return { row, caller: { access, userId: currentUser(request).userId } };
}

/** The launcher's accounts: list, onboard, remove, and who may launch on each (API.md, "Ad Launcher"). */
export function launcherAccountRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/adlauncher/ad-accounts',
      {
        config: {
          access: onResource(launcherWorkspaceResource, {
            id: query('workspaceId'),
            action: 'adlauncher.launch',
          }),
        },
        schema: {
          tags,
          summary: "The workspace's launcher accounts, each saying whether the caller may launch on it",
          security,
          querystring: workspaceQuery,
          response: { 200: accountList, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, launcherWorkspaceResource);
        return { data: await listLauncherAccounts(db, { access, userId: currentUser(request).userId }) };
      },
    );

    app.get(
      '/adlauncher/ad-accounts/:adAccountId',
      {
        config: {
          access: onResource(launcherAccountResource, {
            id: param('adAccountId'),
            action: 'adlauncher.launch',
          }),
        },
        schema: {
          tags,
          summary: 'One launcher account',
          security,
          params: launcherAccountIdParams,
          response: { 200: launcherAccountSchema, ...errors },
        },
      },
      async (request) => {
        const { row, caller } = accountCaller(request);
        return launcherAccountDto(db, row, caller);
      },
    );

    app.get(
      '/adlauncher/platforms/:platform/ad-accounts',
      {
        config: {
          access: onResource(launcherWorkspaceResource, {
            id: query('workspaceId'),
            action: 'adlauncher.manage',
          }),
        },
        schema: {
          tags,
          summary: 'The Meta ad accounts the connected platform user can onboard into the launcher',
          security,
          params: launcherPlatformParams,
          querystring: workspaceQuery,
          response: { 200: z.object({ data: z.array(availableLauncherAccountSchema) }), ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, launcherWorkspaceResource);
        return {
          data: await listAvailableLauncherAccounts(context, { access, provider: request.params.platform }),
        };
      },
    );

    app.post(
      '/adlauncher/ad-accounts/onboard',
      {
        config: {
          access: onResource(launcherWorkspaceResource, {
            id: body('workspaceId'),
            action: 'adlauncher.manage',
          }),
        },
        schema: {
          tags,
          summary: "Onboard chosen accounts into the launcher, within the plan's launcher-account count",
          security,
          body: onboardLauncherAccountsBody,
          response: { 200: accountList, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, launcherWorkspaceResource);
        const data = await onboardLauncherAccounts(context, {
          caller: { access, userId: currentUser(request).userId },
          provider: request.body.platform,
          accountIds: request.body.accountIds,
        });
        return { data };
      },
    );

    app.delete(
      '/adlauncher/ad-accounts/:adAccountId',
      {
        config: {
          access: onResource(launcherAccountResource, {
            id: param('adAccountId'),
            action: 'adlauncher.manage',
          }),
        },
        schema: {
          tags,
          summary: 'Remove the account from the launcher with its settings, copy templates and drafts',
          security,
          params: launcherAccountIdParams,
          response: { 200: z.object({ _id: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { row } = granted(request, launcherAccountResource);
        await removeLauncherAccount(db, row);
        return { _id: row.id };
      },
    );

    app.put(
      '/adlauncher/ad-accounts/:adAccountId/access',
      {
        config: {
          access: onResource(launcherAccountResource, {
            id: param('adAccountId'),
            action: 'adlauncher.manage',
          }),
        },
        schema: {
          tags,
          summary: "Who besides the workspace's admins may launch on the account (members, not guests)",
          security,
          params: launcherAccountIdParams,
          body: launcherAccessBody,
          response: { 200: launcherAccountSchema, ...errors },
        },
      },
      async (request) => {
        const { row, caller } = accountCaller(request);
        await setLauncherAccess(db, { account: row, userIds: request.body.userIds });
        return launcherAccountDto(db, row, caller);
      },
    );

    app.post(
      '/organisation/:orgId/launcher-ad-account-count',
      {
        config: { access: onResource(organisationResource, { id: param('orgId') }) },
        schema: {
          tags: ['organisations'],
          summary: "The organisation's launcher accounts, across its workspaces",
          security,
          params: orgIdParams,
          response: { 200: launcherAccountCountResponse, ...errors },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        if (access.orgRole === 'org_guest') throw forbidden(LAUNCHER_MESSAGES.guestDenied);
        return { count: await launcherAccountCount(db, access.orgId) };
      },
    );
  };
}
