import {
  CREATIVE_ENHANCEMENTS,
  type CreativeEnhancementKey,
  type CreativeEnhancements,
} from '@hookline/domain';
import { z } from 'zod';
import type { GraphClient } from '../../connectors/meta/graph-client.ts';
import {
  LaunchPlatformError,
  type CreativeSpec,
  type LaunchedAdReadBack,
  type PlacementPreview,
} from '../launch-platform.ts';
import { creativeObject } from './creative-spec.ts';
import { parseAnswer } from './launch-graph.ts';

const featureSchema = z.object({ enroll_status: z.string().optional() });
const adReadSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  effective_status: z.string().optional(),
  creative: z
    .object({
      degrees_of_freedom_spec: z
        .object({ creative_features_spec: z.record(z.string(), featureSchema).optional() })
        .optional(),
    })
    .optional(),
});

/** Graph's "object does not exist" (code 100, subcode 33). */
const isMissingObject = (error: unknown): boolean =>
  error instanceof LaunchPlatformError && error.error.code === 100 && error.error.subcode === 33;

const isFeature = (key: string): key is CreativeEnhancementKey => key in CREATIVE_ENHANCEMENTS;

/** A launched ad as Meta has it now: its status and the enhancements its creative is enrolled in. */
export async function readAd(client: GraphClient, adId: string): Promise<LaunchedAdReadBack | undefined> {
  let answer: unknown;
  try {
    answer = await client.get(`/${adId}`, {
      fields: 'id,status,effective_status,creative{degrees_of_freedom_spec}',
    });
  } catch (error) {
    if (isMissingObject(error)) return undefined;
    throw error;
  }
  const ad = parseAnswer(adReadSchema, answer, 'the ad');
  const features = ad.creative?.degrees_of_freedom_spec?.creative_features_spec ?? {};
  const enhancements: Partial<CreativeEnhancements> = {};
  for (const [key, feature] of Object.entries(features)) {
    const status = feature.enroll_status;
    if (isFeature(key) && (status === 'OPT_IN' || status === 'OPT_OUT')) enhancements[key] = status;
  }
  return { status: ad.effective_status ?? ad.status ?? 'UNKNOWN', enhancements };
}

/**
 * The placements a preview is asked for, as `ad_format` names them
 * (https://developers.facebook.com/docs/marketing-api/generatepreview).
 */
export const PREVIEW_FORMATS = [
  'DESKTOP_FEED_STANDARD',
  'MOBILE_FEED_STANDARD',
  'INSTAGRAM_STANDARD',
  'INSTAGRAM_STORY',
  'INSTAGRAM_REELS',
  'FACEBOOK_STORY_MOBILE',
] as const;

const previewSchema = z.object({ data: z.array(z.object({ body: z.string() })) });

/**
 * A preview per placement of a creative not yet made: `act_x/generatepreviews` with the creative's spec
 * answers an iframe (`body`) per format. Asked one format after another, to spend the account's quota slowly.
 */
export async function previews(input: {
  client: GraphClient;
  accountId: string;
  spec: CreativeSpec;
}): Promise<PlacementPreview[]> {
  const { client, accountId, spec } = input;
  const creative = JSON.stringify(creativeObject(spec, spec.partner?.identityId));
  const result: PlacementPreview[] = [];
  for (const format of PREVIEW_FORMATS) {
    const answer = parseAnswer(
      previewSchema,
      await client.get(`/${accountId}/generatepreviews`, { creative, ad_format: format }),
      'a preview',
    );
    const [preview] = answer.data;
    if (preview) result.push({ placement: format, html: preview.body });
  }
  return result;
}
