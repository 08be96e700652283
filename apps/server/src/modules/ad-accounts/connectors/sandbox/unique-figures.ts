import { getComponents, type AdPlatform } from '@hookline/domain';
import type { PlatformUniqueFigures } from '../connector.ts';

/**
 * De-duplicated figures over a range. The same people see an ad on many days, so an ad's reach
 * over a range is more than its best day but less than the sum of its days, and the longer the
 * range the larger the overlap. Ads of one account also share their audience.
 */

/** The components that must be read over the whole range (aggregation `unique`). */
export function uniqueComponentKeys(platform: AdPlatform): string[] {
  return getComponents(platform)
    .filter((component) => component.aggregation === 'unique')
    .map((component) => component.key);
}

/** Days after which a repeat becomes likely: people see ads again sooner than they click again. */
const REPEAT_DAYS: Readonly<Record<string, number>> = {
  reach: 10,
  estimated_ad_recallers: 10,
  unique_clicks: 40,
  unique_inline_link_clicks: 50,
  unique_outbound_clicks: 50,
};
/** Share of the people of the other ads who were not already reached by the largest one. */
const ACCOUNT_NEW_PEOPLE: Readonly<Record<string, number>> = {
  reach: 0.6,
  estimated_ad_recallers: 0.6,
  unique_clicks: 0.85,
};

interface Tally {
  max: number;
  sum: number;
}

/** Collects the daily unique components of each ad and turns them into range figures. */
export class UniqueFiguresTally {
  private readonly keys: string[];
  private readonly perAd = new Map<string, { days: number; tallies: Tally[] }>();

  constructor(platform: AdPlatform) {
    this.keys = uniqueComponentKeys(platform);
  }

  /** Adds one ad's day. */
  add(adExternalId: string, components: Readonly<Record<string, number>>): void {
    let entry = this.perAd.get(adExternalId);
    if (!entry) {
      entry = { days: 0, tallies: this.keys.map(() => ({ max: 0, sum: 0 })) };
      this.perAd.set(adExternalId, entry);
    }
    entry.days += 1;
    for (let index = 0; index < this.keys.length; index += 1) {
      const value = components[this.keys[index] ?? ''] ?? 0;
      const tally = entry.tallies[index];
      if (!tally) continue;
      tally.sum += value;
      if (value > tally.max) tally.max = value;
    }
  }

  /** Each ad's figures (at least its best day, at most the sum of its days) and the account's. */
  figures(): PlatformUniqueFigures {
    const perAd: Record<string, Record<string, number>> = {};
    const accountTallies = this.keys.map(() => ({ max: 0, sum: 0 }));
    for (const [adExternalId, { days, tallies }] of this.perAd) {
      const figures: Record<string, number> = {};
      this.keys.forEach((key, index) => {
        const tally = tallies[index] ?? { max: 0, sum: 0 };
        const repeat = 1 / Math.sqrt(1 + (days - 1) / (REPEAT_DAYS[key] ?? 20));
        const value = Math.round(tally.max + (tally.sum - tally.max) * repeat);
        figures[key] = value;
        const account = accountTallies[index];
        if (!account) return;
        account.sum += value;
        if (value > account.max) account.max = value;
      });
      perAd[adExternalId] = figures;
    }
    // The more ads, the more of their people the others already reached.
    const crowding = 1 / Math.sqrt(1 + this.perAd.size / 20);
    const account: Record<string, number> = {};
    this.keys.forEach((key, index) => {
      const tally = accountTallies[index] ?? { max: 0, sum: 0 };
      const newPeople = (ACCOUNT_NEW_PEOPLE[key] ?? 0.8) * crowding;
      account[key] = Math.round(tally.max + (tally.sum - tally.max) * newPeople);
    });
    return { perAd, account };
  }
}
