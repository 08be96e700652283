import { driveUsageResponse, errorResponse, orgIdParams } from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { organisationResource } from '../../tenancy/index.ts';
import { driveUsage } from './drive-usage.service.ts';

/** The organisation's Creative Hub storage (API.md, "Usage"). */
export function driveUsageRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/assets/creative-hub/usage/org/:orgId',
      {
        config: { access: onResource(organisationResource, { id: param('orgId'), action: 'org.view' }) },
        schema: {
          tags: ['drive: usage'],
          summary:
            "The organisation's storage: used (every version of every file, saved ads' media) and the plan's limit",
          security: [{ bearerAuth: [] }],
          params: orgIdParams,
          response: { 200: driveUsageResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) =>
        driveUsage(db, {
          orgId: granted(request, organisationResource).row.id,
          context,
        }),
    );
  };
}
