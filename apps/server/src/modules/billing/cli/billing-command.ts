import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  ALL_PRODUCT_CODES,
  NUMERIC_LIMITS,
  PLAN_CODES,
  PRODUCT_CODES,
  usageLimitsSchema,
  type PlanCode,
  type ProductCode,
} from '@hookline/domain';
import { z } from 'zod';
import type { Executor } from '../../../platform/db/database.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { findOrganisationRow, setDetectiveAiFlag } from '../../tenancy/index.ts';
import {
  blockedProductCodes,
  setBillingAccountFlags,
  setProductAccessMode,
  type BillingAccountFlags,
} from '../account/billing-account.service.ts';
import { issueLicenceCodes } from '../licences/licences.service.ts';
import {
  listPricingPlanRows,
  seedPricingPlans,
  updatePricingPlan,
  type PricingPlanPatch,
  type PricingPlanRow,
} from '../plans/pricing-plans.service.ts';

export const BILLING_USAGE = [
  'Usage: node scripts/start.mjs billing <command>',
  '  plans list                               every plan: prices (USD a month / a year) and limits',
  '  plans set <product> <plan> [options]     change a plan; <product> is a code (hookline_drive) or its',
  '                                           short name (drive, creative_suite); <plan> free|basic|starter',
  '      --monthly <usd> --yearly <usd>       prices in US dollars',
  '      --name <text>                        the plan name shown on the card',
  '      --highlight <text>                   a feature highlight; repeat for each (replaces them all)',
  '      --limit <key>=<value>                a usage limit (membersCount=10, whiteLabel=true); repeatable',
  '      --metered-first <usd> --metered-unit <usd>   an add-on’s first-unit and unit prices',
  '      --stripe-monthly <price_id> --stripe-yearly <price_id>   Stripe prices to sell it with (none clears)',
  '      --file <plan.json>                   the same fields from JSON: {"name", "monthly", "yearly",',
  '                                           "highlights": [...], "limits": {...}, "meteredFirst", "meteredUnit"}',
  '  account <orgId> [options]                an organisation’s billing flags',
  '      --pricing-page legacy|per_product    which subscription page it sees',
  '      --override on|off                    lift every limit',
  '      --trial-end <YYYY-MM-DD>|none        a free trial ending that day (UTC), or no trial',
  '      --manual on|off                      a manual (partner) subscription: changes go through support',
  '      --block <product> | --unblock <product>   block a product it subscribes to (its modules refuse',
  '                                           to work until unblocked or the provider changes it), or restore it',
  '      --detective-ai on|off                its Detective AI feature flag (analyses also need a Detective',
  '                                           purchase outside the lifetime-deal marketplace)',
  '  licences issue <count> [--note <text>]   new lifetime-deal codes, printed once (only hashes are kept)',
].join('\n');

/** What the command printed, and the exit code: 0 done, 1 nothing to act on, 2 not understood. */
export interface CommandOutcome {
  code: 0 | 1 | 2;
  output: string;
}

const usage = (problem?: string): CommandOutcome => ({
  code: 2,
  output: problem ? `${problem}\n\n${BILLING_USAGE}` : BILLING_USAGE,
});

class UsageError extends Error {}

function productCodeOf(name: string): ProductCode {
  if ((ALL_PRODUCT_CODES as string[]).includes(name)) return name as ProductCode;
  const short = PRODUCT_CODES[name as keyof typeof PRODUCT_CODES];
  if (short) return short;
  throw new UsageError(`Unknown product: ${name}`);
}

function planCodeOf(name: string): PlanCode {
  if ((PLAN_CODES as readonly string[]).includes(name)) return name as PlanCode;
  throw new UsageError(`Unknown plan: ${name}`);
}

function cents(value: string | number | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const dollars = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(dollars) || dollars < 0) throw new UsageError(`${what} must be a price in US dollars`);
  return Math.round(dollars * 100);
}

/** A Stripe price id (`price_…`), or `none` to sell the plan with a price made from its amount. */
function stripePrice(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  if (!/^price_[A-Za-z0-9]+$/.test(value)) throw new UsageError(`Not a Stripe price id: ${value}`);
  return value;
}

const onOff = (value: string | undefined, what: string): boolean | undefined => {
  if (value === undefined) return undefined;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new UsageError(`${what} must be on or off`);
};

const planFile = z
  .object({
    name: z.string().trim().min(1),
    monthly: z.number().min(0),
    yearly: z.number().min(0),
    highlights: z.array(z.string().trim().min(1)),
    limits: usageLimitsSchema.partial().strict(),
    meteredFirst: z.number().min(0).nullable(),
    meteredUnit: z.number().min(0).nullable(),
  })
  .partial()
  .strict();

const limitsFromFlags = (entries: readonly string[]) => {
  const limits: Record<string, number | boolean> = {};
  for (const entry of entries) {
    const [key, value] = entry.split('=');
    if (!key || value === undefined) throw new UsageError(`--limit takes key=value, not ${entry}`);
    if (key === 'whiteLabel' || key === 'customBrand') {
      if (value !== 'true' && value !== 'false') throw new UsageError(`${key} must be true or false`);
      limits[key] = value === 'true';
    } else if ((NUMERIC_LIMITS as readonly string[]).includes(key)) {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0) throw new UsageError(`${key} must be a whole number`);
      limits[key] = number;
    } else {
      throw new UsageError(`Unknown limit: ${key}`);
    }
  }
  return usageLimitsSchema.partial().parse(limits);
};

async function planPatchOf(values: {
  file?: string;
  monthly?: string;
  yearly?: string;
  name?: string;
  highlight?: string[];
  limit?: string[];
  'metered-first'?: string;
  'metered-unit'?: string;
  'stripe-monthly'?: string;
  'stripe-yearly'?: string;
}): Promise<PricingPlanPatch> {
  const patch: PricingPlanPatch = {};
  if (values.file) {
    const parsed = planFile.safeParse(JSON.parse(await readFile(values.file, 'utf8')) as unknown);
    if (!parsed.success) {
      throw new UsageError(`${values.file}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
    const fromFile = parsed.data;
    Object.assign(patch, {
      planName: fromFile.name,
      priceMonthlyCents: cents(fromFile.monthly, 'monthly'),
      priceYearlyCents: cents(fromFile.yearly, 'yearly'),
      featureHighlights: fromFile.highlights,
      usageLimit: fromFile.limits,
      meteredFirstUnitCents:
        fromFile.meteredFirst === null ? null : cents(fromFile.meteredFirst, 'meteredFirst'),
      meteredUnitCents: fromFile.meteredUnit === null ? null : cents(fromFile.meteredUnit, 'meteredUnit'),
    });
  }
  const fromFlags: PricingPlanPatch = {
    planName: values.name?.trim() || undefined,
    priceMonthlyCents: cents(values.monthly, '--monthly'),
    priceYearlyCents: cents(values.yearly, '--yearly'),
    featureHighlights: values.highlight?.length ? values.highlight : undefined,
    usageLimit: values.limit?.length ? { ...patch.usageLimit, ...limitsFromFlags(values.limit) } : undefined,
    meteredFirstUnitCents: cents(values['metered-first'], '--metered-first'),
    meteredUnitCents: cents(values['metered-unit'], '--metered-unit'),
    stripePriceMonthly: stripePrice(values['stripe-monthly']),
    stripePriceYearly: stripePrice(values['stripe-yearly']),
  };
  for (const [key, value] of Object.entries(fromFlags) as [string, unknown][]) {
    if (value !== undefined) Object.assign(patch, { [key]: value });
  }
  const changes = Object.values(patch).filter((value) => value !== undefined);
  if (changes.length === 0) throw new UsageError('Nothing to change: give at least one option');
  return patch;
}

const usd = (centsValue: number) => `$${(centsValue / 100).toFixed(2)}`;

function planLine(row: PricingPlanRow): string {
  const limits = NUMERIC_LIMITS.map((key) => `${key}=${row.usageLimit[key]}`).join(' ');
  const flags = `whiteLabel=${row.usageLimit.whiteLabel} customBrand=${row.usageLimit.customBrand}`;
  const metered =
    row.meteredFirstUnitCents !== null && row.meteredUnitCents !== null
      ? `  metered ${usd(row.meteredFirstUnitCents)} first, ${usd(row.meteredUnitCents)} each`
      : '';
  return [
    `${row.productCode} ${row.planCode} (${row.planName}): ${usd(row.priceMonthlyCents)}/month, ` +
      `${usd(row.priceYearlyCents)}/year${metered}`,
    `  ${limits} ${flags}`,
    ...row.featureHighlights.map((highlight) => `  - ${highlight}`),
  ].join('\n');
}

async function plansCommand(db: Executor, args: string[]): Promise<CommandOutcome> {
  const [command, ...rest] = args;
  // The server seeds them at start; a database that was only migrated gets them here.
  await seedPricingPlans(db);
  if (command === 'list' && rest.length === 0) {
    const rows = await listPricingPlanRows(db);
    return { code: 0, output: rows.map(planLine).join('\n') };
  }
  if (command !== 'set') return usage();
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      file: { type: 'string' },
      monthly: { type: 'string' },
      yearly: { type: 'string' },
      name: { type: 'string' },
      highlight: { type: 'string', multiple: true },
      limit: { type: 'string', multiple: true },
      'metered-first': { type: 'string' },
      'metered-unit': { type: 'string' },
      'stripe-monthly': { type: 'string' },
      'stripe-yearly': { type: 'string' },
    },
  });
  const [product, plan, ...extra] = positionals;
  if (!product || !plan || extra.length > 0) return usage();
  const key = { productCode: productCodeOf(product), planCode: planCodeOf(plan) };
  const updated = await updatePricingPlan(db, { ...key, patch: await planPatchOf(values) });
  if (!updated) return { code: 1, output: `No plan ${key.planCode} of ${key.productCode}.` };
  return { code: 0, output: `Updated:\n${planLine(updated)}` };
}

async function accountCommand(db: Executor, args: string[]): Promise<CommandOutcome> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'pricing-page': { type: 'string' },
      override: { type: 'string' },
      'trial-end': { type: 'string' },
      manual: { type: 'string' },
      block: { type: 'string' },
      unblock: { type: 'string' },
      'detective-ai': { type: 'string' },
    },
  });
  const [orgId, ...extra] = positionals;
  if (!orgId || extra.length > 0) return usage();
  const page = values['pricing-page'];
  if (page !== undefined && page !== 'legacy' && page !== 'per_product') {
    throw new UsageError('--pricing-page must be legacy or per_product');
  }
  const trialEnd = values['trial-end'];
  let trialEndsAt: Date | null | undefined;
  if (trialEnd === 'none') trialEndsAt = null;
  else if (trialEnd !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(trialEnd) || Number.isNaN(Date.parse(`${trialEnd}T23:59:59Z`))) {
      throw new UsageError('--trial-end must be a date like 2026-12-31, or none');
    }
    trialEndsAt = new Date(`${trialEnd}T23:59:59.999Z`);
  }
  const flags: BillingAccountFlags = Object.fromEntries(
    Object.entries({
      pricingPage: page,
      limitsOverride: onOff(values.override, '--override'),
      trialEndsAt,
      manualSubscription: onOff(values.manual, '--manual'),
    }).filter(([, value]) => value !== undefined),
  );
  const accessChange =
    values.block !== undefined
      ? { productCode: productCodeOf(values.block), accessMode: 'blocked_1' as const }
      : values.unblock !== undefined
        ? { productCode: productCodeOf(values.unblock), accessMode: 'active' as const }
        : undefined;
  if (values.block !== undefined && values.unblock !== undefined) {
    throw new UsageError('Give --block or --unblock, not both');
  }
  const detectiveAi = onOff(values['detective-ai'], '--detective-ai');
  if (Object.keys(flags).length === 0 && !accessChange && detectiveAi === undefined) {
    throw new UsageError('Nothing to change: give at least one option');
  }
  const found = isUuid(orgId) ? await findOrganisationRow(db, orgId) : undefined;
  if (!found) return { code: 1, output: `No organisation has the id ${orgId}.` };
  if (detectiveAi !== undefined) await setDetectiveAiFlag(db, found.id, detectiveAi);
  const org = detectiveAi === undefined ? found : { ...found, enableDetectiveAI: detectiveAi };
  if (accessChange && !(await setProductAccessMode(db, { orgId: org.id, ...accessChange }))) {
    return { code: 1, output: `${org.name} has no subscription to ${accessChange.productCode}.` };
  }
  const account = await setBillingAccountFlags(db, { orgId: org.id, flags });
  const blocked = await blockedProductCodes(db, org.id);
  return {
    code: 0,
    output: [
      `${org.name} (${org.id}):`,
      `  pricing page ${account.pricingPage}`,
      `  limits override ${account.limitsOverride ? 'on' : 'off'}`,
      `  trial ends ${account.trialEndsAt ? account.trialEndsAt.toISOString() : 'never (no trial)'}`,
      `  manual subscription ${account.manualSubscription ? 'on' : 'off'}`,
      `  blocked products ${blocked.length > 0 ? blocked.join(', ') : 'none'}`,
      `  Detective AI ${org.enableDetectiveAI ? 'on' : 'off'}`,
    ].join('\n'),
  };
}

async function licencesCommand(db: Executor, args: string[]): Promise<CommandOutcome> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { note: { type: 'string' } },
  });
  const [command, count, ...extra] = positionals;
  if (command !== 'issue' || !count || extra.length > 0) return usage();
  const howMany = Number(count);
  if (!Number.isInteger(howMany) || howMany < 1 || howMany > 1000) {
    throw new UsageError('<count> must be a whole number from 1 to 1000');
  }
  const codes = await issueLicenceCodes(db, { count: howMany, note: values.note });
  return {
    code: 0,
    output: [
      `${howMany} lifetime-deal ${howMany === 1 ? 'code' : 'codes'} (shown once; keep them now):`,
      ...codes,
    ].join('\n'),
  };
}

/** `billing plans|account|licences ...`, on the database `db`. */
export async function runBillingCommand(db: Executor, args: readonly string[]): Promise<CommandOutcome> {
  const [area, ...rest] = args;
  try {
    switch (area) {
      case 'plans':
        return await plansCommand(db, rest);
      case 'account':
        return await accountCommand(db, rest);
      case 'licences':
        return await licencesCommand(db, rest);
      case undefined:
      default:
        return usage();
    }
  } catch (error) {
    if (error instanceof UsageError) return usage(error.message);
    // parseArgs refuses an unknown option or a missing value with a TypeError carrying a code.
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      return usage(error.message);
    }
    if (error instanceof SyntaxError) return usage(`Not JSON: ${error.message}`);
    throw error;
  }
}
