import { z } from 'zod';
import type { GraphClient } from '../../connectors/meta/graph-client.ts';
import type { AdSpec, CreativeSpec } from '../launch-platform.ts';
import { creativeObject, formFields } from './creative-spec.ts';
import { createdSchema, filterEqual, findOne, launchRefusal, parseAnswer } from './launch-graph.ts';

/*
 * Idempotency. Meta's Marketing API takes no idempotency key for creatives or ads, so a create whose answer
 * was lost (a crash, a timeout after Meta had acted) would make a second one when retried. Before creating,
 * each write looks for what an earlier attempt made:
 * - a creative's name carries the idempotency key (`<ad name> [<key>]`): `act_x/adcreatives` filtered by
 *   that exact name finds it;
 * - an ad is found in `act_x/ads` by its name EQUAL within its ad set (ad names of a batch are unique), and
 *   counts only when it also carries the creative made for it, itself found by its key: an ad of another
 *   batch with the same name is not taken for this one.
 * The look-up costs one read per write; a found object is returned as the create would have. It is made only
 * when an earlier attempt may have sent the create (`sentBefore`): on an ad's first attempt the launch job's
 * own records prove nothing was sent, and the create goes straight out.
 */

const namedSchema = z.object({ id: z.string(), name: z.string() });
const adSchema = z.object({
  id: z.string(),
  name: z.string(),
  creative: z.object({ id: z.string() }).optional(),
});
const advertisableMediaSchema = z.object({
  data: z.array(z.object({ id: z.string(), owner_id: z.string().optional() })),
});

/** The creative's name: the ad's, then the idempotency key that finds it again. */
export const creativeName = (spec: CreativeSpec, idempotencyKey: string): string =>
  `${spec.name} [${idempotencyKey}]`;

/**
 * The creator's Instagram account behind a partnership ad code: the owner of the media the code shares,
 * as `{ig_id}/branded_content_advertisable_medias?ad_code=` lists it
 * (https://developers.facebook.com/docs/marketing-api/ad-creative/partnership-ads/ads-creation/boost-existing-post).
 */
async function sponsorOfAdCode(client: GraphClient, spec: CreativeSpec, adCode: string): Promise<string> {
  if (!spec.instagramAccountId) {
    throw launchRefusal(
      'A partnership ad code needs the Instagram account of the brand in the launch settings',
    );
  }
  const medias = parseAnswer(
    advertisableMediaSchema,
    await client.get(`/${spec.instagramAccountId}/branded_content_advertisable_medias`, {
      ad_code: adCode,
      fields: 'id,owner_id',
    }),
    'the media of the ad code',
  );
  const owner = medias.data.find((media) => media.owner_id)?.owner_id;
  if (!owner) throw launchRefusal(`Meta knows no creator's content for the ad code "${adCode}"`);
  return owner;
}

export async function sponsorOf(client: GraphClient, spec: CreativeSpec): Promise<string | undefined> {
  if (spec.partner?.identityId) return spec.partner.identityId;
  if (spec.partner?.adCode) return sponsorOfAdCode(client, spec, spec.partner.adCode);
  return undefined;
}

export async function createCreative(input: {
  client: GraphClient;
  accountId: string;
  spec: CreativeSpec;
  idempotencyKey: string;
  sentBefore: boolean;
}): Promise<{ id: string }> {
  const { client, accountId, spec } = input;
  const name = creativeName(spec, input.idempotencyKey);
  const found =
    input.sentBefore &&
    (await findOne({
      client,
      path: `/${accountId}/adcreatives`,
      params: { fields: 'id,name', limit: 100 },
      filtering: filterEqual({ field: 'name', value: name }),
      schema: namedSchema,
      what: 'an ad creative',
      matches: (creative) => creative.name === name,
    }));
  if (found) return { id: found.id };

  const body = creativeObject(spec, await sponsorOf(client, spec));
  const created = await client.post(`/${accountId}/adcreatives`, formFields({ name, ...body }));
  return { id: parseAnswer(createdSchema, created, 'the created ad creative').id };
}

/**
 * Conversions of the ad are tracked on the pixel
 * (https://developers.facebook.com/docs/marketing-api/reference/adgroup, `tracking_specs`).
 */
const trackingSpecs = (pixelId: string) => [{ 'action.type': ['offsite_conversion'], fb_pixel: [pixelId] }];

export async function createAd(input: {
  client: GraphClient;
  accountId: string;
  spec: AdSpec;
  sentBefore: boolean;
}): Promise<{ id: string }> {
  const { client, accountId, spec } = input;
  const found =
    input.sentBefore &&
    (await findOne({
      client,
      path: `/${accountId}/ads`,
      params: { fields: 'id,name,creative{id}', limit: 100 },
      filtering: filterEqual({ field: 'name', value: spec.name }, { field: 'adset.id', value: spec.adsetId }),
      schema: adSchema,
      what: 'an ad',
      matches: (ad) => ad.name === spec.name && ad.creative?.id === spec.creativeId,
    }));
  if (found) return { id: found.id };

  const created = await client.post(
    `/${accountId}/ads`,
    formFields({
      name: spec.name,
      adset_id: spec.adsetId,
      creative: { creative_id: spec.creativeId },
      status: spec.status,
      ...(spec.pixelId ? { tracking_specs: trackingSpecs(spec.pixelId) } : {}),
    }),
  );
  return { id: parseAnswer(createdSchema, created, 'the created ad').id };
}
