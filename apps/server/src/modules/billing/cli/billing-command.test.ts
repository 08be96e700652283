import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createOrganisation } from '../../../test/tenancy-factories.ts';
import { findOrganisationRow } from '../../tenancy/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashLicenceCode } from '../licences/licences.service.ts';
import { seedPricingPlans } from '../plans/pricing-plans.service.ts';
import { billingAccounts, licenceCodes, pricingPlans } from '../tables.ts';
import { BILLING_USAGE, runBillingCommand } from './billing-command.ts';

describe('node scripts/start.mjs billing', () => {
  let t: TestApp;
  const db = () => t.context.database.db;
  const planRow = async (productCode: string, planCode: string) =>
    (
      await db()
        .select()
        .from(pricingPlans)
        .where(
          and(
            eq(pricingPlans.productCode, productCode as never),
            eq(pricingPlans.planCode, planCode as never),
          ),
        )
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every plan with prices and limits', async () => {
    const listed = await runBillingCommand(db(), ['plans', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain('hookline_creative_suite free (Free): $0.00/month, $0.00/year');
    expect(listed.output).toContain('hookline_creative_suite basic (Basic): $49.00/month, $470.40/year');
    expect(listed.output).toContain('hookline_adlauncher starter (Ad Launcher): $99.00/month');
    expect(listed.output).toContain('metered $99.00 first, $20.00 each');
    expect(listed.output).toContain('membersCount=3 ');
  });

  it('sets a plan’s prices, limits and highlights from flags, and the seed keeps the edit', async () => {
    const set = await runBillingCommand(db(), [
      'plans',
      'set',
      'creative_suite',
      'basic',
      '--monthly',
      '59',
      '--yearly',
      '566.40',
      '--limit',
      'membersCount=12',
      '--limit',
      'whiteLabel=true',
      '--highlight',
      'Twelve members',
      '--highlight',
      'Your logo',
    ]);
    expect(set.code).toBe(0);
    expect(set.output).toContain('hookline_creative_suite basic (Basic): $59.00/month, $566.40/year');
    const row = await planRow('hookline_creative_suite', 'basic');
    expect(row).toMatchObject({
      priceMonthlyCents: 5900,
      priceYearlyCents: 56640,
      featureHighlights: ['Twelve members', 'Your logo'],
    });
    expect(row?.usageLimit).toMatchObject({ membersCount: 12, whiteLabel: true, workspacesCount: 10 });
    expect(await seedPricingPlans(db())).toBe(0);
    expect((await planRow('hookline_creative_suite', 'basic'))?.priceMonthlyCents).toBe(5900);
  });

  it('sets a plan from a JSON file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-plan-')), 'plan.json');
    writeFileSync(
      file,
      JSON.stringify({ name: 'Pro', monthly: 10, highlights: ['A', 'B'], limits: { workspacesCount: 4 } }),
    );
    const set = await runBillingCommand(db(), ['plans', 'set', 'hookline_drive', 'basic', '--file', file]);
    expect(set.code).toBe(0);
    expect(await planRow('hookline_drive', 'basic')).toMatchObject({
      planName: 'Pro',
      priceMonthlyCents: 1000,
      featureHighlights: ['A', 'B'],
    });
    const stripe = await runBillingCommand(db(), [
      'plans',
      'set',
      'drive',
      'basic',
      '--stripe-monthly',
      'price_1Abc',
      '--stripe-yearly',
      'none',
    ]);
    expect(stripe.code).toBe(0);
    expect(await planRow('hookline_drive', 'basic')).toMatchObject({
      stripePriceMonthly: 'price_1Abc',
      stripePriceYearly: null,
      planName: 'Pro',
    });
    expect(
      (await runBillingCommand(db(), ['plans', 'set', 'drive', 'basic', '--stripe-monthly', 'prod_1'])).code,
    ).toBe(2);
    writeFileSync(file, JSON.stringify({ limits: { seats: 4 } }));
    expect((await runBillingCommand(db(), ['plans', 'set', 'drive', 'basic', '--file', file])).code).toBe(2);
  });

  it('refuses an unknown product, plan, limit or price, and a plan set with nothing to change', async () => {
    for (const args of [
      ['plans', 'set', 'nothing', 'basic', '--monthly', '1'],
      ['plans', 'set', 'drive', 'gold', '--monthly', '1'],
      ['plans', 'set', 'drive', 'basic', '--limit', 'seats=3'],
      ['plans', 'set', 'drive', 'basic', '--monthly', '-3'],
      ['plans', 'set', 'drive', 'basic'],
      ['plans', 'set', 'drive', 'basic', '--colour', 'red'],
      ['plans'],
      [],
      ['invoices'],
    ]) {
      const outcome = await runBillingCommand(db(), args);
      expect(outcome.code, args.join(' ')).toBe(2);
      expect(outcome.output).toContain(BILLING_USAGE);
    }
    expect(
      (await runBillingCommand(db(), ['plans', 'set', 'adlauncher', 'basic', '--monthly', '1'])).code,
    ).toBe(1);
  });

  it('sets an organisation’s billing flags', async () => {
    const owner = await createUser(t);
    const org = await createOrganisation(t, owner);
    const outcome = await runBillingCommand(db(), [
      'account',
      org.id,
      '--pricing-page',
      'legacy',
      '--override',
      'on',
      '--trial-end',
      '2030-01-31',
      '--manual',
      'on',
    ]);
    expect(outcome.code).toBe(0);
    expect(outcome.output).toContain('limits override on');
    const [account] = await db().select().from(billingAccounts).where(eq(billingAccounts.orgId, org.id));
    expect(account).toMatchObject({
      pricingPage: 'legacy',
      limitsOverride: true,
      manualSubscription: true,
      trialEndsAt: new Date('2030-01-31T23:59:59.999Z'),
    });
    await runBillingCommand(db(), ['account', org.id, '--override', 'off', '--trial-end', 'none']);
    const [after] = await db().select().from(billingAccounts).where(eq(billingAccounts.orgId, org.id));
    expect(after).toMatchObject({ pricingPage: 'legacy', limitsOverride: false, trialEndsAt: null });

    expect((await runBillingCommand(db(), ['account', org.id, '--override', 'yes'])).code).toBe(2);
    expect((await runBillingCommand(db(), ['account', org.id, '--trial-end', 'soon'])).code).toBe(2);
    expect((await runBillingCommand(db(), ['account', org.id])).code).toBe(2);
    expect(
      await runBillingCommand(db(), ['account', '00000000-0000-4000-8000-000000000000', '--manual', 'on']),
    ).toEqual({ code: 1, output: 'No organisation has the id 00000000-0000-4000-8000-000000000000.' });
  });

  it('turns an organisation’s Detective AI on and off', async () => {
    const owner = await createUser(t);
    const org = await createOrganisation(t, owner);
    const flagOf = async () => (await findOrganisationRow(db(), org.id))?.enableDetectiveAI;
    const on = await runBillingCommand(db(), ['account', org.id, '--detective-ai', 'on']);
    expect(on.code).toBe(0);
    expect(on.output).toContain('Detective AI on');
    expect(await flagOf()).toBe(true);
    expect((await runBillingCommand(db(), ['account', org.id, '--detective-ai', 'maybe'])).code).toBe(2);
    expect(await flagOf()).toBe(true);
    const off = await runBillingCommand(db(), ['account', org.id, '--detective-ai', 'off']);
    expect(off.output).toContain('Detective AI off');
    expect(await flagOf()).toBe(false);
  });

  it('issues licence codes once, keeping only their hashes', async () => {
    const outcome = await runBillingCommand(db(), ['licences', 'issue', '3', '--note', 'launch week']);
    expect(outcome.code).toBe(0);
    const codes = outcome.output.split('\n').slice(1);
    expect(codes).toHaveLength(3);
    for (const code of codes) {
      expect(code).toMatch(/^HL-[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      const [row] = await db()
        .select()
        .from(licenceCodes)
        .where(eq(licenceCodes.codeHash, hashLicenceCode(code)));
      expect(row).toMatchObject({ note: 'launch week', activatedAt: null });
      expect(JSON.stringify(row)).not.toContain(code);
    }
    expect((await runBillingCommand(db(), ['licences', 'issue', '0'])).code).toBe(2);
    expect((await runBillingCommand(db(), ['licences', 'issue'])).code).toBe(2);
  });
});
