import type { NewAdset } from '@hookline/domain';
import { z } from 'zod';
import type { GraphClient } from '../../connectors/meta/graph-client.ts';
import { toMinorUnits } from './currency-offset.ts';
import { createdSchema, findOne, parseAnswer } from './launch-graph.ts';
import { accountCurrency } from './launch-reads.ts';

/*
 * A new ad set: its campaign first unless the launch names one (`POST act_x/campaigns`, then
 * `POST act_x/adsets`), both as https://developers.facebook.com/docs/marketing-api/get-started/basic-ad-creation
 * describes. Status is PAUSED on both: whether ads run is decided by each ad's own status.
 *
 * Idempotency: neither takes a key, and their names are the buyer's, so each carries an ad label naming the
 * launch's idempotency key (https://developers.facebook.com/docs/marketing-api/reference/ad-label: labels
 * are strings ad objects are queried by). Before creating, `filtering` on `adlabels` finds what an earlier
 * attempt whose answer was lost made, and that is returned instead of a second one. The look-ups are made only
 * when an earlier attempt may have sent the creates (`sentBefore`).
 */

const labelledSchema = z.object({
  id: z.string(),
  adlabels: z.array(z.object({ name: z.string().optional() })).optional(),
});

/** The label of what a launch step made: `hookline:<idempotency key>:<campaign|adset>`. */
const labelOf = (idempotencyKey: string, kind: 'campaign' | 'adset'): string =>
  `hookline:${idempotencyKey}:${kind}`;

/**
 * The object carrying `label`. Meta's Ad Label reference documents finding objects by label (the
 * `…bylabels` edges, and `{object}.adlabels` filtering on insights), but not in so many words the `adlabels`
 * filter on the `campaigns` and `adsets` edges used here: where Meta refuses it (code 100), `findOne` reads
 * the edge whole, and only the exact label counts either way.
 */
async function findLabelled(client: GraphClient, path: string, label: string): Promise<string | undefined> {
  const found = await findOne({
    client,
    path,
    params: { fields: 'id,adlabels{name}', limit: 25 },
    filtering: JSON.stringify([{ field: 'adlabels', operator: 'ANY', value: [label] }]),
    schema: labelledSchema,
    what: 'a labelled ad object',
    matches: (object) => object.adlabels?.some((candidate) => candidate.name === label) ?? false,
  });
  return found?.id;
}

/**
 * The optimisation goal each objective is launched with. Sales and leads optimise for link clicks: the ad set
 * knows no pixel or instant form to optimise conversions on, and Meta accepts LINK_CLICKS for both outcomes.
 */
const OPTIMIZATION_GOALS: Record<NewAdset['objective'], string> = {
  OUTCOME_SALES: 'LINK_CLICKS',
  OUTCOME_TRAFFIC: 'LINK_CLICKS',
  OUTCOME_LEADS: 'LINK_CLICKS',
  OUTCOME_AWARENESS: 'REACH',
};

async function createCampaign(input: {
  client: GraphClient;
  accountId: string;
  adset: NewAdset;
  idempotencyKey: string;
  sentBefore: boolean;
}): Promise<string> {
  const { client, accountId, adset } = input;
  const label = labelOf(input.idempotencyKey, 'campaign');
  const earlier = input.sentBefore && (await findLabelled(client, `/${accountId}/campaigns`, label));
  if (earlier) return earlier;
  const created = await client.post(`/${accountId}/campaigns`, {
    name: adset.campaignName ?? adset.name,
    objective: adset.objective,
    // Required: the ads are in no special category (credit, employment, housing, politics).
    special_ad_categories: JSON.stringify([]),
    status: 'PAUSED',
    adlabels: JSON.stringify([{ name: label }]),
  });
  return parseAnswer(createdSchema, created, 'the created campaign').id;
}

export async function createAdset(input: {
  client: GraphClient;
  accountId: string;
  adset: NewAdset;
  idempotencyKey: string;
  sentBefore: boolean;
}): Promise<{ id: string; campaignId: string }> {
  const { client, accountId, adset } = input;
  const campaignId = adset.campaignId ?? (await createCampaign(input));
  const label = labelOf(input.idempotencyKey, 'adset');
  const earlier = input.sentBefore && (await findLabelled(client, `/${accountId}/adsets`, label));
  if (earlier) return { id: earlier, campaignId };
  const currency = await accountCurrency(client, accountId);
  const created = await client.post(`/${accountId}/adsets`, {
    name: adset.name,
    campaign_id: campaignId,
    daily_budget: toMinorUnits(adset.dailyBudget, currency),
    billing_event: 'IMPRESSIONS',
    optimization_goal: OPTIMIZATION_GOALS[adset.objective],
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    targeting: JSON.stringify({
      geo_locations: { countries: adset.countries },
      age_min: adset.ageMin,
      age_max: adset.ageMax,
      // The audience is the one chosen: Advantage+ audience must not widen it.
      targeting_automation: { advantage_audience: 0 },
    }),
    status: 'PAUSED',
    adlabels: JSON.stringify([{ name: label }]),
  });
  return { id: parseAnswer(createdSchema, created, 'the created ad set').id, campaignId };
}
