import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { driveUploads } from '../tables.ts';
import { createUploadLocker } from './upload-lock.ts';

describe('the upload lock, held in the upload’s row', () => {
  let t: TestApp;
  const id = 'ab'.repeat(16);

  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t);
    await t.context.database.db.insert(driveUploads).values({
      id,
      orgId: team.org.id,
      workspaceId: team.workspace.id,
      filename: 'locked.png',
      size: 10,
    });
  });
  afterAll(() => t.close());

  it('is held for every server: another one waits until it is let go, or until a dead holder’s lease ends', async () => {
    const { db } = t.context.database;
    // Two lockers, as two servers have.
    const first = createUploadLocker(db).newLock(id);
    const second = createUploadLocker(db).newLock(id);
    await first.lock(new AbortController().signal, () => undefined);
    await expect(second.lock(AbortSignal.timeout(400), () => undefined)).rejects.toMatchObject({
      status_code: 500,
    });
    await first.unlock();
    await second.lock(AbortSignal.timeout(5_000), () => undefined);
    // The holder died (its lease ran out without renewal): a newcomer takes the upload over.
    await db
      .update(driveUploads)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(driveUploads.id, id));
    const third = createUploadLocker(db).newLock(id);
    await third.lock(AbortSignal.timeout(5_000), () => undefined);
    const [row] = await db.select().from(driveUploads).where(eq(driveUploads.id, id));
    expect(row?.lockedBy).toBeTruthy();
    await second.unlock();
    // The old holder letting go doesn't free the new holder's lock.
    expect((await db.select().from(driveUploads).where(eq(driveUploads.id, id)))[0]?.lockedBy).toBe(
      row?.lockedBy,
    );
    await third.unlock();
  });
});
