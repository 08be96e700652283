import { z } from 'zod';

/** Ids arrive as strings, and as numbers from some endpoints; they are kept as strings. */
const id = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullish();

/** Every Business API answer, successful or not. */
export const envelopeSchema = z.object({
  code: z.number(),
  message: z.string().default(''),
  request_id: z.string().nullish(),
  data: z.unknown().optional(),
});

export const pageInfoSchema = z.object({
  page: z.number(),
  page_size: z.number(),
  total_number: z.number(),
  total_page: z.number(),
});

/** A paged `data` object: `list` plus `page_info`. */
export function pagedSchema<T>(item: z.ZodType<T>) {
  return z.object({ list: z.array(item), page_info: pageInfoSchema });
}

/** `GET /user/info/`. */
export const userSchema = z.object({
  core_user_id: id.nullish(),
  id: id.nullish(),
  display_name: text,
  email: text,
});

/** `GET /oauth2/advertiser/get/`. */
export const authorizedAdvertisersSchema = z.object({
  list: z.array(z.object({ advertiser_id: id, advertiser_name: text })),
});

/** `GET /advertiser/info/`. */
export const advertiserInfoSchema = z.object({
  list: z.array(
    z.object({
      advertiser_id: id,
      name: text,
      currency: z.string(),
      timezone: text,
      display_timezone: text,
    }),
  ),
});
export type AdvertiserInfo = z.infer<typeof advertiserInfoSchema>['list'][number];

const idList = z.array(id).nullish();
const textList = z.array(z.string()).nullish();

/** One ad of `GET /ad/get/`, restricted to the fields the connector asks for. */
export const adSchema = z.object({
  ad_id: id,
  ad_name: text,
  operation_status: text,
  secondary_status: text,
  campaign_id: id.nullish(),
  campaign_name: text,
  adgroup_id: id.nullish(),
  adgroup_name: text,
  ad_text: text,
  ad_texts: textList,
  ad_format: text,
  video_id: id.nullish(),
  image_ids: idList,
  landing_page_url: text,
  landing_page_urls: textList,
  create_time: text,
  creative_type: text,
  is_aco: z.boolean().nullish(),
});
export type TikTokAd = z.infer<typeof adSchema>;

/** `GET /file/video/ad/info/`: `preview_url` plays the video (it expires, at `preview_url_expire_time`). */
export const videoInfoSchema = z.object({
  list: z.array(
    z.object({
      video_id: id,
      video_cover_url: text,
      poster_url: text,
      preview_url: text,
    }),
  ),
});

/** `GET /file/image/ad/info/`. */
export const imageInfoSchema = z.object({
  list: z.array(z.object({ image_id: id, image_url: text })),
});

/** One ad of `GET /ad/get/` as the preview reads it: its media and button. */
export const adMediaSchema = z.object({
  ad_id: id,
  video_id: id.nullish(),
  image_ids: idList,
  call_to_action: text,
});

/** One row of `GET /report/integrated/get/`: dimension values and metric values (mostly strings). */
export const reportRowSchema = z.object({
  dimensions: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)),
  metrics: z.record(z.string(), z.union([z.string(), z.number()]).nullable()),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
