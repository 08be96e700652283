import {
  draftBody,
  draftIdParams,
  draftSchema,
  errorResponse,
  launcherAccountIdParams,
  updateDraftBody,
} from '@hookline/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted } from '../../platform/http/access/register-access.ts';
import { currentUser } from '../../platform/http/authenticate.ts';
import { createDraft, deleteDraft, draftDto, listDrafts, saveDraft } from './launch-drafts.service.ts';
import { launchDraftResource } from './launch-drafts.resource.ts';
import { launcherAccountResource, requireLaunchRight } from './launcher-resources.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['adlauncher: drafts'];
const onAccount = onResource(launcherAccountResource, {
  id: param('adAccountId'),
  action: 'adlauncher.launch',
});
const onDraft = onResource(launchDraftResource, { id: param('draftId'), action: 'adlauncher.launch' });

/** The draft, once the caller is proven to have the launch right on its account. */
async function draftOfLauncher(context: AppContext, request: FastifyRequest) {
  const { row, access } = granted(request, launchDraftResource);
  await requireLaunchRight(
    context.database.db,
    { id: row.launcherAccountId },
    { role: access.role, userId: currentUser(request).userId },
  );
  return row;
}

/** The launch wizard's drafts: saved as the buyer works, resumed on any machine by whoever may launch. */
export function launchDraftRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/adlauncher/ad-accounts/:adAccountId/drafts',
      {
        config: { access: onAccount },
        schema: {
          tags,
          summary: "The account's drafts, the most recently saved first",
          security,
          params: launcherAccountIdParams,
          response: { 200: z.object({ data: z.array(draftSchema) }), ...errors },
        },
      },
      async (request) => {
        const { row, access } = granted(request, launcherAccountResource);
        await requireLaunchRight(db, row, { role: access.role, userId: currentUser(request).userId });
        return { data: await listDrafts(db, row.id) };
      },
    );

    app.post(
      '/adlauncher/ad-accounts/:adAccountId/drafts',
      {
        config: { access: onAccount },
        schema: {
          tags,
          summary: "Start a draft with the wizard's state",
          security,
          params: launcherAccountIdParams,
          body: draftBody,
          response: { 200: draftSchema, ...errors },
        },
      },
      async (request) => {
        const { row, access } = granted(request, launcherAccountResource);
        const { userId } = currentUser(request);
        await requireLaunchRight(db, row, { role: access.role, userId });
        return createDraft(db, { account: row, userId, draft: request.body, now: context.clock.now() });
      },
    );

    app.get(
      '/adlauncher/drafts/:draftId',
      {
        config: { access: onDraft },
        schema: {
          tags,
          summary: 'One draft with its state and version',
          security,
          params: draftIdParams,
          response: { 200: draftSchema, ...errors },
        },
      },
      async (request) => draftDto(await draftOfLauncher(context, request)),
    );

    app.put(
      '/adlauncher/drafts/:draftId',
      {
        config: { access: onDraft },
        schema: {
          tags,
          summary: 'Save the draft; 409 when it was saved elsewhere since `version` was read',
          security,
          params: draftIdParams,
          body: updateDraftBody,
          response: { 200: draftSchema, 409: errorResponse, ...errors },
        },
      },
      async (request) => {
        const draft = await draftOfLauncher(context, request);
        return saveDraft(db, { draft, changes: request.body, now: context.clock.now() });
      },
    );

    app.delete(
      '/adlauncher/drafts/:draftId',
      {
        config: { access: onDraft },
        schema: {
          tags,
          summary: 'Delete a draft',
          security,
          params: draftIdParams,
          response: { 200: z.object({ _id: z.string() }), ...errors },
        },
      },
      async (request) => {
        const draft = await draftOfLauncher(context, request);
        await deleteDraft(db, draft);
        return { _id: draft.id };
      },
    );
  };
}
