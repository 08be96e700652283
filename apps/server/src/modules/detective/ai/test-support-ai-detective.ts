import { eq } from 'drizzle-orm';
import { organisations } from '../../../composition/tables.ts';
import type { createTeam } from '../../../test/tenancy-factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { giveSubscription } from '../../billing/test-support-billing.ts';
import { insertAd, insertBrand } from '../../discover/test-support/discover-rows.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;

/** Turns the AI detective on for the team: the flag and a Detective subscription paid through Stripe. */
export async function allowAiDetective(t: TestApp, team: Team): Promise<void> {
  await t.context.database.db
    .update(organisations)
    .set({ enableDetectiveAI: true })
    .where(eq(organisations.id, team.org.id));
  await giveSubscription(t, team.org.id, 'detective', 'basic');
}

/** A brand with known copy: two hooks that share their words, an offer, a transcript, one stopped ad. */
export async function insertStrideAds(t: TestApp) {
  const brand = await insertBrand(t, { name: 'Stride' });
  const ids = {
    tired1: (
      await insertAd(t, {
        brand,
        startDate: '2026-02-01',
        format: 'video',
        body: 'Tired of sore feet after every run? Our trail shoes fix that. 20% off today.',
        transcript: 'Runners, listen. Your feet deserve better than this.',
      })
    ).id,
    tired2: (
      await insertAd(t, {
        brand,
        startDate: '2026-02-10',
        format: 'video',
        body: 'Tired of sore feet on long runs? Meet the trail shoes runners love. 20% off today.',
      })
    ).id,
    review: (
      await insertAd(t, {
        brand,
        startDate: '2026-02-20',
        format: 'image',
        body: 'Rated 4.9 stars by 10,000 customers. Free shipping on every pair.',
      })
    ).id,
    stopped: (
      await insertAd(t, {
        brand,
        startDate: '2026-01-05',
        endDate: '2026-02-15',
        format: 'image',
        body: 'Winter sale: trail shoes from $89.',
      })
    ).id,
  };
  return { brand, ids };
}
