import { customConversionComponentKey } from '@hookline/domain';
import type { PlatformCustomConversion } from '../connector.ts';
import type { SandboxAccount } from './accounts.ts';
import type { SandboxAd } from './ads.ts';
import type { Attribution, DayContext } from './insights.ts';
import { cents, combine, digitDigest, thin, uniform, between } from './random.ts';

/** A custom conversion of a sandbox Meta account and how its daily figures are drawn. */
export interface SandboxCustomConversion extends PlatformCustomConversion {
  /** The component it is a share of, so it never exceeds it (a quiz is taken on the landing page). */
  basis: string;
  /** Share of the basis that converts with a 7-day click window, before the ad's own pull. */
  rate: readonly [number, number];
  /** Value of one conversion in US dollars; null for a conversion without a value. */
  dollarValue: number | null;
}

const POOL: readonly Omit<SandboxCustomConversion, 'externalId'>[] = [
  {
    name: 'Quiz completed',
    eventType: 'OTHER',
    basis: 'actions:landing_page_view',
    rate: [0.06, 0.14],
    dollarValue: 2,
  },
  {
    name: 'Newsletter signup',
    eventType: 'COMPLETE_REGISTRATION',
    basis: 'inline_link_clicks',
    rate: [0.03, 0.08],
    dollarValue: 4,
  },
  {
    name: 'Size guide viewed',
    eventType: 'CONTENT_VIEW',
    basis: 'actions:omni_view_content',
    rate: [0.1, 0.25],
    dollarValue: null,
  },
];

/** Salts of the draws below, apart from the ones insights.ts uses (up to 57). */
const SALT = { count: 70, rate: 71, draw: 72, value: 73 } as const;

/** The account's custom conversions: two or three on a Meta account, none on TikTok (which has no such thing). */
export function sandboxCustomConversions(account: SandboxAccount): SandboxCustomConversion[] {
  if (account.platform !== 'meta') return [];
  const count = uniform(account.seed, SALT.count) < 0.5 ? 2 : 3;
  return POOL.slice(0, count).map((entry, index) => ({
    ...entry,
    externalId: digitDigest(combine(account.seed, 100 + index), 15),
  }));
}

/**
 * An ad's custom conversions on a day, as the components Meta's insights carry
 * (`actions:offsite_conversion.custom.<id>` and its `action_values`), drawn from the day's other
 * figures: a conversion is a share of its basis, which a wider attribution window can only raise.
 */
export function customConversionComponents(input: {
  account: SandboxAccount;
  conversions: readonly SandboxCustomConversion[];
  ad: SandboxAd;
  context: DayContext;
  attribution: Attribution;
  components: Readonly<Record<string, number>>;
}): Record<string, number> {
  const { account, ad, context, attribution, components } = input;
  const credit = Math.min(1.2, attribution.click + attribution.view);
  const values: Record<string, number> = {};
  input.conversions.forEach((conversion, index) => {
    const seed = combine(combine(ad.seed, context.day), 200 + index);
    const basis = components[conversion.basis] ?? 0;
    const rate = between(ad.seed, SALT.rate + index, conversion.rate[0], conversion.rate[1]) * ad.quality;
    const count = thin(basis, Math.min(1, rate * credit), uniform(seed, SALT.draw));
    if (count === 0) return;
    values[customConversionComponentKey({ id: conversion.externalId }, 'count')] = count;
    if (conversion.dollarValue !== null) {
      values[customConversionComponentKey({ id: conversion.externalId }, 'value')] = cents(
        count * conversion.dollarValue * account.moneyScale * between(seed, SALT.value, 0.9, 1.1),
      );
    }
  });
  return values;
}

/**
 * Every component the conversions can carry, at zero: the split of dynamic creatives into their assets
 * needs the same keys on every day of an ad, where Meta leaves out an action that did not happen.
 */
export function customConversionZeroes(
  conversions: readonly SandboxCustomConversion[],
): Record<string, number> {
  const zeroes: Record<string, number> = {};
  for (const conversion of conversions) {
    zeroes[customConversionComponentKey({ id: conversion.externalId }, 'count')] = 0;
    if (conversion.dollarValue !== null) {
      zeroes[customConversionComponentKey({ id: conversion.externalId }, 'value')] = 0;
    }
  }
  return zeroes;
}
