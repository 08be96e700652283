import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdAccount, insertAds } from '../../test/analytics-factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { organisations } from '../tenancy/organisations/tables.ts';
import { adAccounts, ads, type AdAccountRow } from './tables.ts';

describe("an ad account's ads version", () => {
  let t: TestApp;
  let account: AdAccountRow;
  let other: AdAccountRow;

  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t);
    const otherTeam = await createTeam(t);
    account = await insertAdAccount(t, team);
    other = await insertAdAccount(t, otherTeam);
    await insertAds(t, other, [{ name: 'Theirs' }]);
  });
  afterAll(() => t.close());

  const versions = async () => {
    const rows = await t.context.database.db
      .select({ id: adAccounts.id, adsVersion: adAccounts.adsVersion })
      .from(adAccounts)
      .where(inArray(adAccounts.id, [account.id, other.id]));
    const of = (id: string) => rows.find((row) => row.id === id)!.adsVersion;
    return { mine: of(account.id), theirs: of(other.id) };
  };

  it('goes up once with every statement that writes its ads, and only its own', async () => {
    const { db } = t.context.database;
    const start = await versions();
    await insertAds(t, account, [{ name: 'One' }, { name: 'Two' }, { name: 'Three' }]);
    expect(await versions()).toEqual({ mine: start.mine + 1, theirs: start.theirs });
    await db.update(ads).set({ name: 'Renamed' }).where(eq(ads.adAccountId, account.id));
    expect(await versions()).toEqual({ mine: start.mine + 2, theirs: start.theirs });
    await db.delete(ads).where(eq(ads.name, 'Renamed'));
    expect(await versions()).toEqual({ mine: start.mine + 3, theirs: start.theirs });
    // A statement that writes no ad changes no version.
    await db.update(ads).set({ name: 'Nobody' }).where(eq(ads.name, 'No such ad'));
    expect(await versions()).toEqual({ mine: start.mine + 3, theirs: start.theirs });
  });

  it('stays for an update that changes no fact of an ad: the same values, its write time, its thumbnail', async () => {
    const { db } = t.context.database;
    await insertAds(t, account, [{ name: 'Kept' }]);
    const start = await versions();
    const kept = eq(ads.name, 'Kept');
    await db.update(ads).set({ name: 'Kept', updatedAt: new Date() }).where(kept);
    await db.update(ads).set({ thumbnailUrl: 'https://cdn.example/kept.jpg?signature=2' }).where(kept);
    expect(await versions()).toEqual(start);
    await db.update(ads).set({ status: 'PAUSED' }).where(kept);
    expect(await versions()).toEqual({ mine: start.mine + 1, theirs: start.theirs });
  });

  it('goes up for both accounts when an ad moves from one to the other', async () => {
    const { db } = t.context.database;
    await insertAds(t, account, [{ name: 'Moving' }]);
    const start = await versions();
    await db.update(ads).set({ adAccountId: other.id }).where(eq(ads.name, 'Moving'));
    expect(await versions()).toEqual({ mine: start.mine + 1, theirs: start.theirs + 1 });
  });

  it('leaves an organisation with ad accounts and ads free to be deleted, whichever cascade runs first', async () => {
    const { db } = t.context.database;
    const leaving = await createTeam(t);
    const first = await insertAdAccount(t, leaving);
    const second = await insertAdAccount(t, leaving);
    await insertAds(t, first, [{ name: 'One' }, { name: 'Two' }]);
    await insertAds(t, second, [{ name: 'Three' }]);
    await db.delete(organisations).where(eq(organisations.id, leaving.org.id));
    expect(
      await db
        .select()
        .from(ads)
        .where(inArray(ads.adAccountId, [first.id, second.id])),
    ).toEqual([]);
    expect(await db.select().from(adAccounts).where(eq(adAccounts.orgId, leaving.org.id))).toEqual([]);
  });

  it('leaves an ad account with ads free to be deleted', async () => {
    const { db } = t.context.database;
    await insertAds(t, account, [{ name: 'Going' }]);
    await db.delete(adAccounts).where(eq(adAccounts.id, account.id));
    expect(await db.select().from(ads).where(eq(ads.adAccountId, account.id))).toEqual([]);
    const [theirs] = await db.select().from(adAccounts).where(eq(adAccounts.id, other.id));
    expect(theirs).toBeDefined();
  });
});
