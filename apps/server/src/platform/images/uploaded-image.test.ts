import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { MESSAGES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser } from '../../test/factories.ts';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartUpload, plainPng } from '../../test/upload-fixtures.ts';
import { organisations, users, workspaces } from '../../composition/tables.ts';
import { giveSubscription } from '../../modules/billing/test-support-billing.ts';
import { interactiveRenderProcess } from '../media/render-child/render-images.ts';
import { IMAGE_DECODES_AT_ONCE, imageDecodeLoad } from './uploaded-image.ts';

const TOO_MANY_PIXELS = {
  message: 'Image is too large. Please upload an image of at most 8000x8000 pixels',
  code: 'VALIDATION_FAILED',
};
const BURST = 8;
const MB = 1024 * 1024;

/** A process's resident memory in bytes, or 0 when there is none. */
function rssOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kib ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** This process's resident memory and that of the render process that decodes uploads. */
const residentMemory = () => process.memoryUsage().rss + rssOf(interactiveRenderProcess().pid);

/**
 * Peak RSS growth of this process and the render process together while `send` runs, sampled every few
 * milliseconds.
 */
async function measureBurst(send: () => Promise<LightMyRequestResponse[]>) {
  const before = residentMemory();
  let peak = before;
  let mostDecoding = 0;
  let mostWaiting = 0;
  const sample = () => {
    peak = Math.max(peak, residentMemory());
    const load = imageDecodeLoad();
    mostDecoding = Math.max(mostDecoding, load.running);
    mostWaiting = Math.max(mostWaiting, load.waiting);
  };
  const timer = setInterval(sample, 5);
  const started = performance.now();
  const responses = await send();
  const ms = Math.round(performance.now() - started);
  clearInterval(timer);
  sample();
  return { responses, ms, growthMb: Math.round((peak - before) / MB), mostDecoding, mostWaiting };
}

describe('uploaded images: pixel limit and memory', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** 16000x16000, 0.8 MB: the picture of the report. */
  let huge: Buffer;
  /** 20000x20000: past sharp's own default limit, which used to answer as if it were no PNG. */
  let giant: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    // A logo needs a plan with white labelling; without one the route refuses before reading the image.
    await giveSubscription(t, team.org.id, 'creative_suite', 'starter');
    huge = await plainPng(16000, 16000);
    giant = await plainPng(20000, 20000);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (url: string, token: string, file: Buffer) => {
    const body = multipartUpload(file);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const routes = () => [
    `/api/v1/users/${team.admin.user.id}/profile-image`,
    `/api/v1/organisation/${team.org.id}/thumbnail`,
    `/api/v1/workspace/${team.workspace.id}/thumbnail`,
  ];
  const storedKeys = async () => {
    const { db } = t.context.database;
    const [user] = await db.select().from(users).where(eq(users.id, team.admin.user.id));
    const [org] = await db.select().from(organisations).where(eq(organisations.id, team.org.id));
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, team.workspace.id));
    return [user?.profileImageKey, org?.logoKey, workspace?.thumbnailKey];
  };
  const storedFiles = () => {
    const { storage } = t.context.config;
    if (storage.driver !== 'local') throw new Error('these tests expect local storage');
    if (!existsSync(storage.dir)) return [];
    return readdirSync(storage.dir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
  };

  it('refuses a 16000x16000 PNG of 0.8 MB and a 20000x20000 one on every image route, storing nothing', async () => {
    expect(huge.length).toBeLessThan(MB);
    for (const url of routes()) {
      for (const file of [huge, giant]) {
        const response = await upload(url, team.admin.token, file);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual(TOO_MANY_PIXELS);
      }
    }
    expect(await storedKeys()).toEqual([null, null, null]);
    expect(storedFiles()).toEqual([]);
  });

  it('takes 8000 px a side and refuses 8001, on either side', async () => {
    const [url] = routes();
    expect((await upload(url!, team.admin.token, await plainPng(250, 8001))).json()).toEqual(TOO_MANY_PIXELS);
    expect((await upload(url!, team.admin.token, await plainPng(8001, 250))).json()).toEqual(TOO_MANY_PIXELS);
    expect(await storedKeys()).toEqual([null, null, null]);

    const accepted = await upload(url!, team.admin.token, await plainPng(8000, 250));
    expect(accepted.statusCode).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: accepted.json<{ profileURL: string }>().profileURL,
    });
    // Never enlarged: the 250 px side stays 250.
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([512, 250]);
  });

  it('refuses a broken PNG whose header is fine with 400, not 500', async () => {
    const [url] = routes();
    const whole = await plainPng(400, 400);
    const response = await upload(url!, team.admin.token, whole.subarray(0, whole.length - 40));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(MESSAGES.imageTypeInvalid);
  });

  /** Eight users each sending `image` as their profile image at the same moment. */
  async function burstOf(image: Buffer, options: { warmUp: boolean }) {
    const uploaders = await Promise.all(Array.from({ length: BURST }, () => createSignedInUser(t)));
    const send = (user: (typeof uploaders)[number]) =>
      upload(`/api/v1/users/${user.user.id}/profile-image`, user.tokens.token, image);
    // A running server has decoded before: the first decode's one-off set-up is not the burst's cost.
    if (options.warmUp) expect((await send(uploaders[0]!)).statusCode).toBe(200);
    return measureBurst(() => Promise.all(uploaders.map(send)));
  }
  const kB = (image: Buffer) => `${Math.round(image.length / 1000)} kB`;

  it(`decodes a burst of ${BURST} uploads at the limit ${IMAGE_DECODES_AT_ONCE} at a time, within a memory ceiling`, async () => {
    const image = await plainPng(8000, 8000);
    const burst = await burstOf(image, { warmUp: true });
    console.log(
      `${BURST} concurrent uploads of an 8000x8000 PNG (${kB(image)}), ` +
        `${burst.mostDecoding} decoded at once: peak RSS growth ${burst.growthMb} MB, ${burst.ms} ms`,
    );
    expect(burst.responses.map((response) => response.statusCode)).toEqual(Array(BURST).fill(200));
    expect(burst.mostDecoding).toBe(IMAGE_DECODES_AT_ONCE);
    expect(burst.mostWaiting).toBeGreaterThan(0);
    // Some 30-70 MB a decode; the ceiling is generous so that the test is not flaky.
    expect(burst.growthMb).toBeLessThan(400);
  }, 60_000);

  it(`decodes a burst of ${BURST} interlaced uploads at the limit one at a time, within a memory ceiling`, async () => {
    const image = await plainPng(8000, 8000, { interlaced: true });
    const burst = await burstOf(image, { warmUp: true });
    console.log(
      `${BURST} concurrent uploads of an interlaced 8000x8000 PNG (${kB(image)}), ` +
        `${burst.mostDecoding} decoded at once: peak RSS growth ${burst.growthMb} MB, ${burst.ms} ms`,
    );
    expect(burst.responses.map((response) => response.statusCode)).toEqual(Array(BURST).fill(200));
    expect(burst.mostDecoding).toBe(1);
    // About 200 MB a decode (its whole raster); eight at once took 680-800 MB when measured.
    expect(burst.growthMb).toBeLessThan(500);
  }, 60_000);

  it(`refuses a burst of ${BURST} 16000x16000 PNGs quickly, decoding none`, async () => {
    const burst = await burstOf(huge, { warmUp: false });
    console.log(
      `${BURST} concurrent uploads of a 16000x16000 PNG (${kB(huge)}): ` +
        `answered in ${burst.ms} ms, peak RSS growth ${burst.growthMb} MB`,
    );
    for (const response of burst.responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(TOO_MANY_PIXELS);
    }
    expect(burst.mostDecoding).toBe(0);
    expect(burst.growthMb).toBeLessThan(100);
    expect(burst.ms).toBeLessThan(5000);
  });
});
