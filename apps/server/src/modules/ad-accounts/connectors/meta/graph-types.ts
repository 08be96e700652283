import { z } from 'zod';

/**
 * Graph's error body: `{"error": {"message", "type", "code", "error_subcode", "fbtrace_id"}}`, plus what the
 * Marketing API adds for people (`error_user_title`, `error_user_msg`) and whether a retry may succeed
 * (`is_transient`), per https://developers.facebook.com/docs/graph-api/guides/error-handling.
 */
export const graphErrorBodySchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_user_title: z.string().optional(),
    error_user_msg: z.string().optional(),
    is_transient: z.boolean().optional(),
    fbtrace_id: z.string().optional(),
  }),
});
export type GraphErrorDetail = z.infer<typeof graphErrorBodySchema>['error'];

/** One page of an edge: `data` plus cursors and the `next` link while more pages follow. */
export const graphPageSchema = z.object({
  data: z.array(z.unknown()),
  paging: z.object({ next: z.string().optional() }).optional(),
});
export type GraphPage = z.infer<typeof graphPageSchema>;

export const graphUserSchema = z.object({ id: z.string(), name: z.string() });

export const graphAdAccountSchema = z.object({
  account_id: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone_id: z.coerce.number().int(),
  timezone_name: z.string(),
});

const callToActionSchema = z.object({ value: z.object({ link: z.string().optional() }).optional() });

const childAttachmentSchema = z.object({
  link: z.string().optional(),
  name: z.string().optional(),
  image_hash: z.string().optional(),
  video_id: z.string().optional(),
  call_to_action: callToActionSchema.optional(),
});

const objectStorySpecSchema = z.object({
  link_data: z
    .object({
      link: z.string().optional(),
      message: z.string().optional(),
      name: z.string().optional(),
      image_hash: z.string().optional(),
      call_to_action: callToActionSchema.optional(),
      child_attachments: z.array(childAttachmentSchema).optional(),
    })
    .optional(),
  video_data: z
    .object({
      video_id: z.string().optional(),
      message: z.string().optional(),
      title: z.string().optional(),
      call_to_action: callToActionSchema.optional(),
    })
    .optional(),
});

const assetFeedSpecSchema = z.object({
  bodies: z.array(z.object({ text: z.string().optional() })).optional(),
  titles: z.array(z.object({ text: z.string().optional() })).optional(),
  images: z.array(z.object({ hash: z.string().optional() })).optional(),
  videos: z.array(z.object({ video_id: z.string().optional() })).optional(),
  link_urls: z.array(z.object({ website_url: z.string().optional() })).optional(),
});

const namedNodeSchema = z.object({ id: z.string(), name: z.string().optional() });

/** An ad as `GET /{act_id}/ads` returns it with the creative expanded. */
export const graphAdSchema = z.object({
  id: z.string(),
  name: z.string(),
  effective_status: z.string(),
  created_time: z.string().optional(),
  campaign: namedNodeSchema.optional(),
  adset: namedNodeSchema
    .extend({
      targeting: z.object({ publisher_platforms: z.array(z.string()).optional() }).optional(),
    })
    .optional(),
  creative: z
    .object({
      id: z.string(),
      object_type: z.string().optional(),
      image_hash: z.string().optional(),
      video_id: z.string().optional(),
      thumbnail_url: z.string().optional(),
      body: z.string().optional(),
      title: z.string().optional(),
      link_url: z.string().optional(),
      object_story_spec: objectStorySpecSchema.optional(),
      asset_feed_spec: assetFeedSpecSchema.optional(),
    })
    .optional(),
});
export type GraphAd = z.infer<typeof graphAdSchema>;
export type GraphCreative = NonNullable<GraphAd['creative']>;

/** `POST /{act_id}/insights` answers with the id of the report run it started. */
export const reportRunCreatedSchema = z.object({ report_run_id: z.string() });

/** `GET /{report_run_id}`: the run's progress. */
export const reportRunSchema = z.object({
  id: z.string(),
  async_status: z.string(),
  async_percent_completion: z.number(),
});

/** An insights row: numbers come as strings, action lists as arrays of `{action_type, value, ...}`. */
export type InsightRow = Record<string, unknown>;
export const insightRowSchema = z.record(z.string(), z.unknown());

/** Parses a Graph payload, or fails with a message that says what Meta sent that was not understood. */
export function parseGraph<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Meta returned ${what} in an unexpected shape: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** `GET /{act_id}/customconversions?fields=id,name,custom_event_type,is_archived`. */
export const graphCustomConversionSchema = z.object({
  id: z.string(),
  name: z.string(),
  custom_event_type: z.string().optional(),
  is_archived: z.boolean().optional(),
});

const mediaCallToActionSchema = z.object({ type: z.string().optional() });

/** `GET /{ad_id}` with the creative's media fields (ad-media.ts). */
export const graphAdMediaSchema = z.object({
  id: z.string(),
  preview_shareable_link: z.string().optional(),
  creative: z
    .object({
      image_url: z.string().optional(),
      thumbnail_url: z.string().optional(),
      video_id: z.string().optional(),
      call_to_action_type: z.string().optional(),
      object_story_spec: z
        .object({
          link_data: z
            .object({
              picture: z.string().optional(),
              call_to_action: mediaCallToActionSchema.optional(),
              child_attachments: z
                .array(z.object({ picture: z.string().optional(), video_id: z.string().optional() }))
                .optional(),
            })
            .optional(),
          video_data: z
            .object({
              video_id: z.string().optional(),
              image_url: z.string().optional(),
              call_to_action: mediaCallToActionSchema.optional(),
            })
            .optional(),
        })
        .optional(),
      asset_feed_spec: z
        .object({
          images: z.array(z.object({ url: z.string().optional() })).optional(),
          videos: z
            .array(z.object({ video_id: z.string().optional(), thumbnail_url: z.string().optional() }))
            .optional(),
          call_to_action_types: z.array(z.string()).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type GraphAdMedia = z.infer<typeof graphAdMediaSchema>;

/** `GET /{video_id}?fields=source,picture`: the playable file and its poster. */
export const graphVideoSchema = z.object({
  id: z.string(),
  source: z.string().optional(),
  picture: z.string().optional(),
});
