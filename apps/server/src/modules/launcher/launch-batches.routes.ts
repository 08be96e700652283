import {
  batchSchema,
  errorResponse,
  launchBatchBody,
  launchedAdSchema,
  partnershipBatchBody,
} from '@hookline/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { userIdOf } from './launch-caller.ts';
import { launcherAccountResource, requireLaunchRight } from './launcher-resources.ts';
import { launcherBatchResource } from './launch-batch-resources.ts';
import { batchDto, createLaunchBatch, launchedAdsOf, retryLaunchBatch } from './launch-batches.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['adlauncher: launch'];
const accountParams = z.object({ adAccountId: z.string() });
const batchParams = z.object({ batchId: z.string() });
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('A unique id per launch; a repeat answers the first'),
});

/** The two kinds of launch share one route: only the path, the body and the summary differ. */
const BATCH_KINDS = [
  {
    path: 'batches',
    kind: 'standard',
    body: launchBatchBody,
    summary: 'Launch a batch of ads (Idempotency-Key header required)',
  },
  {
    path: 'partnership-batches',
    kind: 'partnership',
    body: partnershipBatchBody,
    summary: "Launch partnership ads: the creator's identity or ad code as the second identity",
  },
] as const;

/** Launching a batch, following it, retrying what failed, and the ads launched (API.md, "Ad Launcher"). */
export function launchBatchRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const onAccount = onResource(launcherAccountResource, {
    id: param('adAccountId'),
    action: 'adlauncher.launch',
  });
  const onBatch = onResource(launcherBatchResource, { id: param('batchId'), action: 'adlauncher.launch' });

  /** The account, once the caller is proven to launch on it. */
  async function launchAccountChecked(request: Parameters<typeof granted>[0]) {
    const { row, access, caller } = granted(request, launcherAccountResource);
    const userId = userIdOf(caller);
    await requireLaunchRight(db, row, { role: access.role, userId });
    return { account: row, userId };
  }

  /** The batch, once the caller is proven to launch on its account. */
  async function batchAccountChecked(request: Parameters<typeof granted>[0]) {
    const { row, access, caller } = granted(request, launcherBatchResource);
    await requireLaunchRight(
      db,
      { id: row.launcherAccountId },
      { role: access.role, userId: userIdOf(caller) },
    );
    return row;
  }

  return async (app) => {
    for (const { path, kind, body, summary } of BATCH_KINDS) {
      app.post(
        `/adlauncher/ad-accounts/:adAccountId/${path}`,
        {
          config: { access: onAccount },
          schema: {
            tags,
            summary,
            security,
            params: accountParams,
            headers: idempotencyHeaders,
            body,
            response: { 200: z.object({ _id: z.string() }), 409: errorResponse, ...errors },
          },
        },
        async (request) => {
          const { account, userId } = await launchAccountChecked(request);
          return createLaunchBatch(context, {
            account,
            userId: userId || null,
            idempotencyKey: request.headers['idempotency-key'],
            kind,
            request: request.body,
          });
        },
      );
    }

    app.get(
      '/adlauncher/batches/:batchId',
      {
        config: { access: onBatch },
        schema: {
          tags,
          summary: "A batch's progress, ad by ad",
          security,
          params: batchParams,
          response: { 200: batchSchema, ...errors },
        },
      },
      async (request) => batchDto(context, await batchAccountChecked(request)),
    );

    app.post(
      '/adlauncher/batches/:batchId/retry',
      {
        config: { access: onBatch },
        schema: {
          tags,
          summary: "Launch a batch's failed ads again",
          security,
          params: batchParams,
          response: { 200: batchSchema, 409: errorResponse, ...errors },
        },
      },
      async (request) => retryLaunchBatch(context, await batchAccountChecked(request)),
    );

    app.get(
      '/adlauncher/ad-accounts/:adAccountId/ads',
      {
        config: { access: onAccount },
        schema: {
          tags,
          summary: 'The ads launched on the account',
          security,
          params: accountParams,
          response: { 200: z.object({ data: z.array(launchedAdSchema) }), ...errors },
        },
      },
      async (request) => ({
        data: await launchedAdsOf(context, (await launchAccountChecked(request)).account),
      }),
    );
  };
}
