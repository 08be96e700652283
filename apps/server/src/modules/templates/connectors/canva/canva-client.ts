import { z } from 'zod';
import type { OutboundFetch, OutboundResponse } from '../../../../platform/net/guarded-fetch.ts';
import { DesignConnectorError } from '../connector-errors.ts';
import { parseJson, send } from '../connector-http.ts';
import type { DatasetField } from '../design-slots.ts';
import type { CanvaSession } from './canva-session.ts';

/*
 * Canva Connect's brand templates and autofill (https://api.canva.com/rest/v1): list the user's brand
 * templates page by page (`continuation`), read one and its dataset, and autofill a new design from it, an
 * asynchronous job polled until it succeeds or fails. Brand templates need a Canva plan that has them, and
 * autofill one that allows it: Canva answers 403 otherwise.
 */

export interface CanvaClientOptions {
  /** https://api.canva.com/rest */
  apiUrl: string;
  session: CanvaSession;
  outbound: OutboundFetch;
  sleep: (ms: number) => Promise<void>;
  /** How long an autofill job is waited for, in all; 60 seconds by default. */
  autofillMaxWaitMs?: number;
}

const thumbnailSchema = z.object({ width: z.number(), height: z.number(), url: z.string() });

const brandTemplateSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  view_url: z.string(),
  create_url: z.string(),
  thumbnail: thumbnailSchema.optional(),
  created_at: z.number(),
  updated_at: z.number(),
});

export interface CanvaBrandTemplate {
  id: string;
  title: string;
  viewUrl: string;
  createUrl: string;
  /** Canva's thumbnail; its URL expires within minutes. */
  thumbnail: { width: number; height: number; url: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

const listSchema = z.object({ items: z.array(brandTemplateSchema), continuation: z.string().optional() });
const oneSchema = z.object({ brand_template: brandTemplateSchema });
const datasetSchema = z.object({
  dataset: z.record(z.string(), z.looseObject({ type: z.string() })).optional(),
});

const designSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
  urls: z.object({ edit_url: z.string(), view_url: z.string() }).optional(),
  thumbnail: thumbnailSchema.optional(),
});

const jobSchema = z.object({
  job: z.object({
    id: z.string().min(1),
    status: z.enum(['in_progress', 'success', 'failed']),
    result: z.object({ type: z.string(), design: designSchema }).optional(),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  }),
});
type AutofillJob = z.infer<typeof jobSchema>['job'];

/** Canva's error body. */
const errorSchema = z.object({ code: z.string(), message: z.string().optional() });

export interface CanvaDesign {
  id: string;
  title: string;
  editUrl: string | null;
  viewUrl: string | null;
  thumbnailUrl: string | null;
}

/** A value of one dataset field: a text, or an image already uploaded to Canva (its asset id). */
export type AutofillValue = { type: 'text'; text: string } | { type: 'image'; asset_id: string };

/** Waits between two polls of an autofill job: 1 s, growing by half each time, at most 5 s. */
const FIRST_POLL_MS = 1_000;
const LONGEST_POLL_MS = 5_000;
const AUTOFILL_MAX_WAIT_MS = 60_000;

const templateOf = (raw: z.infer<typeof brandTemplateSchema>): CanvaBrandTemplate => ({
  id: raw.id,
  title: raw.title,
  viewUrl: raw.view_url,
  createUrl: raw.create_url,
  thumbnail: raw.thumbnail ?? null,
  createdAt: new Date(raw.created_at * 1_000),
  updatedAt: new Date(raw.updated_at * 1_000),
});

export function createCanvaClient(options: CanvaClientOptions) {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/v1`;

  /**
   * Calls Canva with the session's token. A 401 renews the token once and tries again; a second 401 means the
   * connection is gone. Other statuses than 2xx become typed errors.
   */
  async function call(
    where: string,
    request: { path: string; method?: 'GET' | 'POST'; body?: unknown },
  ): Promise<unknown> {
    let token = await options.session.accessToken();
    let response: OutboundResponse;
    for (let attempt = 0; ; attempt += 1) {
      response = await send(
        { provider: 'canva', where, outbound: options.outbound, sleep: options.sleep },
        {
          url: `${base}${request.path}`,
          method: request.method ?? 'GET',
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        },
      );
      if (response.status !== 401 || attempt > 0) break;
      token = await options.session.renewAfterRefusal(token);
    }
    const body = parseJson(response.body);
    if (response.status >= 200 && response.status < 300) {
      if (body === undefined) {
        throw new DesignConnectorError(
          'canva',
          'answer',
          `Canva answered ${where} with something that is not JSON`,
        );
      }
      return body;
    }
    const error = errorSchema.safeParse(body);
    const said = error.success ? `: ${(error.data.message ?? error.data.code).slice(0, 200)}` : '';
    switch (response.status) {
      case 401:
        throw new DesignConnectorError(
          'canva',
          'notConnected',
          'Canva no longer accepts this connection: connect Canva again',
        );
      case 403:
        throw new DesignConnectorError(
          'canva',
          'forbidden',
          `Canva refused${said}. Brand templates and autofill need a Canva plan that includes them`,
        );
      case 404:
        throw new DesignConnectorError(
          'canva',
          'notFound',
          'Canva has no such brand template in this account',
        );
      default:
        throw new DesignConnectorError(
          'canva',
          'answer',
          `Canva answered ${where} with HTTP ${response.status}${said}`,
        );
    }
  }

  function shaped<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new DesignConnectorError(
        'canva',
        'answer',
        `Canva's ${where} answer is not in the documented shape`,
      );
    }
    return parsed.data;
  }

  const templatePath = (id: string) => `/brand-templates/${encodeURIComponent(id)}`;

  async function autofillJob(jobId: string): Promise<AutofillJob> {
    const where = 'GET /v1/autofills/{jobId}';
    return shaped(jobSchema, await call(where, { path: `/autofills/${encodeURIComponent(jobId)}` }), where)
      .job;
  }

  return {
    /** One page of the user's brand templates; `continuation` is null on the last. */
    async listBrandTemplates(
      input: { continuation?: string | null; query?: string } = {},
    ): Promise<{ items: CanvaBrandTemplate[]; continuation: string | null }> {
      const where = 'GET /v1/brand-templates';
      const query = new URLSearchParams();
      if (input.query) query.set('query', input.query);
      if (input.continuation) query.set('continuation', input.continuation);
      const suffix = query.size > 0 ? `?${query.toString()}` : '';
      const page = shaped(listSchema, await call(where, { path: `/brand-templates${suffix}` }), where);
      return { items: page.items.map(templateOf), continuation: page.continuation ?? null };
    },

    async getBrandTemplate(id: string): Promise<CanvaBrandTemplate> {
      const where = 'GET /v1/brand-templates/{id}';
      return templateOf(
        shaped(oneSchema, await call(where, { path: templatePath(id) }), where).brand_template,
      );
    },

    /** The template's autofill fields by name; empty when it has none. */
    async getBrandTemplateDataset(id: string): Promise<Record<string, DatasetField>> {
      const where = 'GET /v1/brand-templates/{id}/dataset';
      return (
        shaped(datasetSchema, await call(where, { path: `${templatePath(id)}/dataset` }), where).dataset ?? {}
      );
    },

    autofillJob,

    /**
     * Autofills a new design from a brand template: starts the job, then polls it until it succeeds (the
     * design), fails, or takes longer than the wait allows (both `autofillFailed`).
     */
    async autofill(input: {
      brandTemplateId: string;
      title?: string;
      data: Record<string, AutofillValue>;
    }): Promise<CanvaDesign> {
      const where = 'POST /v1/autofills';
      let job = shaped(
        jobSchema,
        await call(where, {
          path: '/autofills',
          method: 'POST',
          body: {
            brand_template_id: input.brandTemplateId,
            ...(input.title ? { title: input.title.slice(0, 255) } : {}),
            data: input.data,
          },
        }),
        where,
      ).job;
      const maxWaitMs = options.autofillMaxWaitMs ?? AUTOFILL_MAX_WAIT_MS;
      let waited = 0;
      let pause = FIRST_POLL_MS;
      while (job.status === 'in_progress') {
        if (waited >= maxWaitMs) {
          throw new DesignConnectorError(
            'canva',
            'autofillFailed',
            `Canva's autofill did not finish within ${Math.round(maxWaitMs / 1_000)} seconds: try again later`,
          );
        }
        const wait = Math.min(pause, maxWaitMs - waited);
        await options.sleep(wait);
        waited += wait;
        pause = Math.min(LONGEST_POLL_MS, Math.round(pause * 1.5));
        job = await autofillJob(job.id);
      }
      if (job.status === 'failed' || !job.result) {
        const why = job.error ? ` (${job.error.code}: ${job.error.message.slice(0, 200)})` : '';
        throw new DesignConnectorError(
          'canva',
          'autofillFailed',
          `Canva could not autofill this template${why}`,
        );
      }
      const { design } = job.result;
      return {
        id: design.id,
        title: design.title ?? input.title ?? '',
        editUrl: design.urls?.edit_url ?? design.url ?? null,
        viewUrl: design.urls?.view_url ?? null,
        thumbnailUrl: design.thumbnail?.url ?? null,
      };
    },
  };
}

export type CanvaClient = ReturnType<typeof createCanvaClient>;
