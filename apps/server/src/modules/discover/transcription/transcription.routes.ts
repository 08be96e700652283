import {
  discoverAdIdParams,
  errorResponse,
  orgIdParams,
  startTranscriptionBody,
  transcriptionCountResponse,
  transcriptionResponse,
  transcriptionStartResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource, param, signedIn } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { organisationResource } from '../../tenancy/index.ts';
import { readAdTranscription, requestAdTranscription } from './ad-transcription.service.ts';
import { transcriptionCount } from './transcription-count.service.ts';

const tags = ['discover: transcription'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * Transcripts of Discover video ads (API.md, "Discover library"): read by anyone signed in, like the ads;
 * asked for by a member of an organisation who may (not a guest), counted toward that organisation's plan.
 */
export function transcriptionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/discover/ads/:adId/transcription',
      {
        config: {
          access: onResource(organisationResource, { id: body('orgId'), action: 'transcription.create' }),
        },
        schema: {
          tags,
          summary:
            "Transcribe the ad's first video, once for everyone; counts one video transcription toward the " +
            "organisation's plan (once per ad). `unavailable` when this server can't transcribe it, with " +
            'what to install or configure in `message`',
          security,
          params: discoverAdIdParams,
          body: startTranscriptionBody,
          response: { 200: transcriptionStartResponse, ...errors },
        },
      },
      async (request) =>
        requestAdTranscription(context, {
          access: granted(request, organisationResource).access,
          userId: signedInMember(request).userId,
          adId: request.params.adId,
        }),
    );

    app.get(
      '/discover/ads/:adId/transcription',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary:
            "The ad's transcription: its state, text and timed segments (seconds); `unavailable` with what to " +
            'install or configure when this server cannot transcribe it',
          security,
          params: discoverAdIdParams,
          response: { 200: transcriptionResponse, ...errors },
        },
      },
      async (request) => readAdTranscription(context, request.params.adId),
    );

    app.get(
      '/organisation/:orgId/transcription-count',
      {
        config: { access: onResource(organisationResource, { id: param('orgId'), action: 'org.view' }) },
        schema: {
          tags,
          summary: "The organisation's video transcriptions, and how many its plan allows",
          security,
          params: orgIdParams,
          response: { 200: transcriptionCountResponse, ...errors },
        },
      },
      async (request) =>
        transcriptionCount(db, {
          orgId: granted(request, organisationResource).row.id,
          planLimits: context.planLimits,
        }),
    );
  };
}
