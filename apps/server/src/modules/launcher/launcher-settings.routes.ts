import {
  adCopySchema,
  enhancementChoiceSchema,
  errorResponse,
  launchNamingConventionResponse,
  launchSettingsSchema,
  launcherAccountIdParams,
  updateLauncherSettingsBody,
} from '@hookline/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { launcherAccountResource } from './launcher-resources.ts';
import {
  launchNamingConvention,
  launcherSettingsOf,
  updateLauncherSettings,
} from './launcher-settings.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['adlauncher: settings'];
const settingsResponse = z.object({
  launchSettings: launchSettingsSchema,
  defaultAdCopy: adCopySchema.nullable(),
  creativeEnhancements: z.record(z.string(), enhancementChoiceSchema),
});

/** An account's launch settings, default copy and Advantage+ enhancements (API.md, "Ad Launcher"). */
export function launcherSettingsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/adlauncher/ad-accounts/:adAccountId/settings',
      {
        config: {
          access: onResource(launcherAccountResource, {
            id: param('adAccountId'),
            action: 'adlauncher.launch',
          }),
        },
        schema: {
          tags,
          summary: "The account's launch settings, default ad copy and creative enhancements",
          security,
          params: launcherAccountIdParams,
          response: { 200: settingsResponse, ...errors },
        },
      },
      async (request) => launcherSettingsOf(granted(request, launcherAccountResource).row),
    );

    app.get(
      '/adlauncher/ad-accounts/:adAccountId/naming-convention',
      {
        config: {
          access: onResource(launcherAccountResource, {
            id: param('adAccountId'),
            action: 'adlauncher.launch',
          }),
        },
        schema: {
          tags,
          summary:
            'The naming convention the launch settings name ads by (separator and properties), or null',
          security,
          params: launcherAccountIdParams,
          response: { 200: launchNamingConventionResponse, ...errors },
        },
      },
      async (request) => ({
        namingConvention: await launchNamingConvention(db, granted(request, launcherAccountResource).row),
      }),
    );

    app.put(
      '/adlauncher/ad-accounts/:adAccountId/settings',
      {
        config: {
          access: onResource(launcherAccountResource, {
            id: param('adAccountId'),
            action: 'adlauncher.manage',
          }),
        },
        schema: {
          tags,
          summary:
            'Change the parts of the settings given; every enhancement is written out, opted out unless chosen',
          security,
          params: launcherAccountIdParams,
          body: updateLauncherSettingsBody,
          response: { 200: settingsResponse, ...errors },
        },
      },
      async (request) => {
        const { row } = granted(request, launcherAccountResource);
        return updateLauncherSettings(db, { account: row, changes: request.body });
      },
    );
  };
}
