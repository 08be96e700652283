import type { NewAdset } from '@hookline/domain';
import type { GraphClient } from '../../connectors/meta/graph-client.ts';
import { toMinorUnits } from './currency-offset.ts';
import { accountCurrency } from './launch-reads.ts';
import { createdSchema, parseAnswer } from './launch-graph.ts';

/*
 * A new ad set: its campaign first unless the launch names one (`POST act_x/campaigns`, then
 * `POST act_x/adsets`), both as https://developers.facebook.com/docs/marketing-api/get-started/basic-ad-creation
 * describes. Status is PAUSED on both: whether ads run is decided by each ad's own status.
 */

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

async function createCampaign(client: GraphClient, accountId: string, input: NewAdset): Promise<string> {
  const created = await client.post(`/${accountId}/campaigns`, {
    name: input.campaignName ?? input.name,
    objective: input.objective,
    // Required: the ads are in no special category (credit, employment, housing, politics).
    special_ad_categories: JSON.stringify([]),
    status: 'PAUSED',
  });
  return parseAnswer(createdSchema, created, 'the created campaign').id;
}

export async function createAdset(input: {
  client: GraphClient;
  accountId: string;
  adset: NewAdset;
}): Promise<{ id: string; campaignId: string }> {
  const { client, accountId, adset } = input;
  const currency = await accountCurrency(client, accountId);
  const campaignId = adset.campaignId ?? (await createCampaign(client, accountId, adset));
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
  });
  return { id: parseAnswer(createdSchema, created, 'the created ad set').id, campaignId };
}
