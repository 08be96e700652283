import type { AdAccountRow, ComponentSums } from '../../ad-accounts/index.ts';
import type { ReportAdFacts } from './report-ads.ts';

declare module '../../../platform/context.ts' {
  interface AreaServices {
    /** What the report engine keeps of recent reads in this process: added by the reports area. */
    reportMemory: ReportMemory;
  }
}

/**
 * The most recently used entries up to a total weight (the values they hold), the least recently used
 * dropped first.
 */
class RecentEntries<Value> {
  private readonly entries = new Map<string, { value: Value; weight: number }>();
  private weight = 0;

  constructor(private readonly maxWeight: number) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, weight: number): void {
    if (weight > this.maxWeight) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.weight -= previous.weight;
    }
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }
}

/** An account's ads as the report reads them: sorted by name, not to be changed by a reader. */
export type RememberedAdFacts = readonly Readonly<ReportAdFacts>[];
/** Each ad's sums over a range: not to be changed by a reader. */
export type RememberedSums = ReadonlyMap<string, Readonly<ComponentSums>>;

/**
 * The two reads every report of an account starts with, kept in this process for the next report of the
 * same account (another sort, page, grouping or filter): the account's ads, and each ad's sums over the
 * range. They were most of a repeated report's time: for 5,000 ads on PostgreSQL about 13 ms to read the
 * ads and 13 ms to read and decode the range's sums, against some 30 ms for everything else.
 *
 * An entry is found only under the version of what it copies: the account's `adsVersion`, which the database
 * raises with every statement that adds, deletes or changes its ads, and its `figuresVersion`, raised with new
 * figures. A sync that brings new figures for unchanged ads keeps the ads remembered. So
 * a report never reads older ads or figures than the database holds, on this server or any other; an
 * entry of an older version is simply never asked for again, and leaves as newer ones come in.
 */
export interface ReportMemory {
  adFacts(
    account: Pick<AdAccountRow, 'id' | 'adsVersion'>,
    facts: readonly string[],
    read: () => Promise<RememberedAdFacts>,
  ): Promise<RememberedAdFacts>;
  rangeSums(
    account: Pick<AdAccountRow, 'id' | 'figuresVersion'>,
    input: { range: { startDate: string; endDate: string }; components: readonly string[] },
    read: () => Promise<RememberedSums>,
  ): Promise<RememberedSums>;
}

/**
 * How much the memory keeps, in values (an ad's sum of one component; an ad's fact): measured with the
 * benchmark's account, 400,000 sums take about 10.5 MB of heap (eight ranges of 5,000 ads and ten
 * components) and the ads a quarter of that count, 100,000 facts, about 9 MB (five accounts of 5,000 ads).
 */
export const REPORT_MEMORY_MAX_VALUES = 400_000;

export function createReportMemory(maxValues = REPORT_MEMORY_MAX_VALUES): ReportMemory {
  const adFacts = new RecentEntries<RememberedAdFacts>(maxValues / 4);
  const rangeSums = new RecentEntries<RememberedSums>(maxValues);
  return {
    async adFacts(account, facts, read) {
      const key = `${account.id}|${account.adsVersion}|${[...facts].sort().join(',')}`;
      const found = adFacts.get(key);
      if (found) return found;
      const ads = await read();
      adFacts.set(key, ads, ads.length * (4 + facts.length));
      return ads;
    },
    async rangeSums(account, input, read) {
      const { range, components } = input;
      const key = `${account.id}|${account.figuresVersion}|${range.startDate}|${range.endDate}|${[...components].sort().join(',')}`;
      const found = rangeSums.get(key);
      if (found) return found;
      const sums = await read();
      rangeSums.set(key, sums, sums.size * components.length);
      return sums;
    },
  };
}
