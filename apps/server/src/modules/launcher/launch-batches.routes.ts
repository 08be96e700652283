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

/** Launching a batch, following it, retrying what failed, and the ads launched (API.md, "Ad Launcher"). */
export function launchBatchRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const onAccount = onResource(launcherAccountResource, {
    id: param('adAccountId'),
    action: 'adlauncher.launch',
  });
  const onBatch = onResource(launcherBatchResource, { id: param('batchId'), action: 'adlauncher.launch' });

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
    app.post(
      '/adlauncher/ad-accounts/:adAccountId/batches',
      {
        config: { access: onAccount },
        schema: {
          tags,
          summary: 'Launch a batch of ads (Idempotency-Key header required)',
          security,
          params: accountParams,
          headers: idempotencyHeaders,
          body: launchBatchBody,
          response: { 200: z.object({ _id: z.string() }), 409: errorResponse, ...errors },
        },
      },
      async (request) => {
        const { row, access, caller } = granted(request, launcherAccountResource);
        await requireLaunchRight(db, row, { role: access.role, userId: userIdOf(caller) });
        return createLaunchBatch(context, {
          account: row,
          userId: userIdOf(caller) || null,
          idempotencyKey: request.headers['idempotency-key'],
          kind: 'standard',
          request: request.body,
        });
      },
    );

    app.post(
      '/adlauncher/ad-accounts/:adAccountId/partnership-batches',
      {
        config: { access: onAccount },
        schema: {
          tags,
          summary: "Launch partnership ads: the creator's identity or ad code as the second identity",
          security,
          params: accountParams,
          headers: idempotencyHeaders,
          body: partnershipBatchBody,
          response: { 200: z.object({ _id: z.string() }), 409: errorResponse, ...errors },
        },
      },
      async (request) => {
        const { row, access, caller } = granted(request, launcherAccountResource);
        await requireLaunchRight(db, row, { role: access.role, userId: userIdOf(caller) });
        return createLaunchBatch(context, {
          account: row,
          userId: userIdOf(caller) || null,
          idempotencyKey: request.headers['idempotency-key'],
          kind: 'partnership',
          request: request.body,
        });
      },
    );

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
      async (request) => {
        const { row, access, caller } = granted(request, launcherAccountResource);
        await requireLaunchRight(db, row, { role: access.role, userId: userIdOf(caller) });
        return { data: await launchedAdsOf(context, row) };
      },
    );
  };
}
