import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createOrganisation, createWorkspace, signUpThroughApi } from '../support/api-tenancy.ts';
import { startDeploymentStack, type DeploymentStack } from './deployment-stack.ts';

/*
 * Hookline as it runs on more than one machine: two API servers and a worker sharing PostgreSQL and an S3
 * bucket, behind a proxy that spreads requests. A user's work goes through whichever server the proxy
 * picks; servers and the worker are killed mid-flight; nothing confirmed may be lost or made twice.
 */
test.describe.configure({ mode: 'serial' });

let stack: DeploymentStack;
let api: APIRequestContext;
let auth: { Authorization: string };
let workspaceId: string;
let rootFolderId: string;

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A PNG of random pixels, `side` pixels square: about 3 bytes a pixel, since noise doesn't compress. */
function noisePng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** Starts a resumable upload of `size` bytes into the workspace's top folder on `serverUrl`; its location. */
async function createUpload(serverUrl: string, filename: string, size: number): Promise<string> {
  const created = await api.post(`${serverUrl}/api/v1/assets/upload`, {
    headers: {
      ...auth,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': [
        `filename ${base64(filename)}`,
        `workspaceId ${base64(workspaceId)}`,
        `folderId ${base64(rootFolderId)}`,
      ].join(','),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return new URL(created.headers()['location']!, serverUrl).pathname;
}

async function sendPart(serverUrl: string, location: string, offset: number, bytes: Buffer) {
  const sent = await api.patch(`${serverUrl}${location}`, {
    headers: {
      ...auth,
      'Tus-Resumable': '1.0.0',
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(offset),
    },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
}

async function uploadedFileId(serverUrl: string, location: string): Promise<string> {
  const head = await api.head(`${serverUrl}${location}`, { headers: { ...auth, 'Tus-Resumable': '1.0.0' } });
  return head.headers()['hookline-file-id']!;
}

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  stack = await startDeploymentStack();
  api = await playwrightRequest.newContext({ baseURL: stack.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await stack?.stop();
});

test('two servers started together on an empty database both serve, through the proxy', async () => {
  for (const server of stack.servers) {
    expect((await api.get(`${server.url}/api/v1/health`)).status()).toBe(200);
  }
  for (let i = 0; i < 6; i += 1) expect((await api.get('/api/v1/health')).status()).toBe(200);
  expect([...stack.proxy.served.values()].every((count) => count >= 3)).toBe(true);
});

test('a new user signs up, and makes an organisation and a workspace across the servers', async () => {
  const account = await signUpThroughApi(api, { firstName: 'Dana', lastName: 'Deploy' }, stack.outboxDir);
  auth = { Authorization: `Bearer ${account.token}` };
  const org = await createOrganisation(api, account.token, 'Deployment Co');
  const workspace = await createWorkspace(api, account.token, { orgId: org._id, name: 'Launch' });
  workspaceId = workspace._id;
  const workspaces = await json<{ data: { _id: string; rootFolderId: string }[] }>(
    await api.get(`/api/v1/workspace?orgId=${org._id}`, { headers: auth }),
  );
  rootFolderId = workspaces.data.find((item) => item._id === workspaceId)!.rootFolderId;
  expect(rootFolderId).toBeTruthy();
});

test('a resumable upload begun on one server is finished on the other, into the bucket', async () => {
  const [first, second] = stack.servers.map((server) => server.url) as [string, string];
  const bytes = noisePng(1000);
  const half = Math.floor(bytes.length / 2);
  const location = await createUpload(first, 'switched.png', bytes.length);
  await sendPart(first, location, 0, bytes.subarray(0, half));
  const resumed = await api.head(`${second}${location}`, { headers: { ...auth, 'Tus-Resumable': '1.0.0' } });
  expect(resumed.headers()['upload-offset']).toBe(String(half));
  await sendPart(second, location, half, bytes.subarray(half));
  const fileId = await uploadedFileId(second, location);
  expect(fileId).toBeTruthy();
  const downloaded = await api.get(`/api/v1/assets/file/${fileId}/download`, { headers: auth });
  expect(downloaded.status()).toBe(200);
  expect(Buffer.compare(await downloaded.body(), bytes)).toBe(0);
});

test('a Discover ad is saved to a board while both servers asked for the library to be made', async () => {
  let adId = '';
  await expect(async () => {
    const found = await json<{ data: { _id: string }[] }>(
      await api.post('/api/v1/discover/search', { headers: auth, data: { filters: {}, limit: 5 } }),
    );
    adId = found.data[0]?._id ?? '';
    expect(adId).not.toBe('');
  }).toPass({ timeout: 180_000, intervals: [2000, 5000] });
  const board = await json<{ _id: string }>(
    await api.post('/api/v1/inspiration/folder', {
      headers: auth,
      data: { workspaceId, name: 'Swipe file' },
    }),
  );
  const saved = await api.post('/api/v1/inspiration/file', {
    headers: auth,
    data: { workspaceId, folderId: board._id, discoverAdId: adId },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  // The library was made once, though each server queued its making at start.
  const [brands] = await stack.sql<{ all: number; names: number }>(
    'select count(*)::int as all, count(distinct name)::int as names from discover_brands',
  );
  expect(brands!.all).toBeGreaterThan(0);
  expect(brands!.all).toBe(brands!.names);
});

test('a report runs on a sandbox ad account, whichever server answers', async () => {
  const available = await json<{ data: { adAccountId: string }[] }>(
    await api.get(`/reports/api/v1/platforms/sandbox/ad-accounts?workspaceId=${workspaceId}`, {
      headers: auth,
    }),
  );
  const accountId = available.data[0]!.adAccountId;
  const onboarded = await json<{ data: { _id: string }[] }>(
    await api.post('/reports/api/v1/ad-accounts/onboard', {
      headers: auth,
      data: { workspaceId, platform: 'sandbox', accountIds: [accountId] },
    }),
  );
  const adAccountId = onboarded.data[0]!._id;
  await expect(async () => {
    const report = await json<{ data: unknown[]; total: number }>(
      await api.post('/reports/api/v1/reports/query', {
        headers: auth,
        data: {
          adAccountId,
          datePreset: 'last_30d',
          groupAdsBy: 'ad_name',
          metrics: ['spend'],
          page: 1,
          limit: 10,
        },
      }),
    );
    expect(report.total).toBeGreaterThan(0);
  }).toPass({ timeout: 120_000, intervals: [2000, 5000] });
});

test('a zip whose worker is killed mid-build is built by the next worker, once', async () => {
  const fileIds: string[] = [];
  for (const name of ['a.png', 'b.png', 'c.png']) {
    const bytes = noisePng(1700);
    const location = await createUpload(stack.url, name, bytes.length);
    await sendPart(stack.url, location, 0, bytes);
    fileIds.push(await uploadedFileId(stack.url, location));
  }
  // The job waits in the queue while no worker runs; the next worker takes it and is killed mid-build, while
  // the bucket holds its writing of the zip.
  await stack.worker.kill('SIGKILL');
  const job = await json<{ _id: string }>(
    await api.post('/api/v1/archive-assets', { headers: auth, data: { workspaceId, fileIds } }),
  );
  const zipWrites = stack.s3.holdRequests('zips/');
  await stack.restartWorker();
  await expect.poll(() => zipWrites.waiting(), { timeout: 60_000, intervals: [50] }).toBeGreaterThan(0);
  const [building] = await stack.sql<{ state: string }>(
    `select state from pgboss.job where name = 'drive.build-zip'`,
  );
  expect(building?.state).toBe('active');
  await stack.worker.kill('SIGKILL');
  zipWrites.release();
  await stack.restartWorker();
  await expect
    .poll(
      async () =>
        (
          await json<{ status: string }>(
            await api.get(`/api/v1/archive-assets/${job._id}`, { headers: auth }),
          )
        ).status,
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('ready');
  // The zip is ready once its row says so; the queue marks the job completed a moment after the handler returns.
  await expect
    .poll(
      async () =>
        (
          await stack.sql<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where name = 'drive.build-zip'
             union all select state, retry_count from pgboss.archive where name = 'drive.build-zip'`,
          )
        )[0],
      { timeout: 30_000, intervals: [100] },
    )
    .toMatchObject({ state: 'completed', retry_count: 1 });
  expect(stack.s3.keys().filter((key) => key.startsWith('zips/') && key.includes(job._id))).toHaveLength(1);
  const zip = await api.get(`/api/v1/archive-assets/${job._id}/download`, { headers: auth });
  expect(zip.status()).toBe(200);
  expect((await zip.body()).length).toBeGreaterThan(3 * 1700 * 1700 * 3);
});

test('a server killed while folders are made loses none that were confirmed and makes none twice', async () => {
  const names = Array.from({ length: 30 }, (_, i) => `Round ${String(i + 1).padStart(2, '0')}`);
  const confirmed = new Set<string>();
  const unanswered: string[] = [];
  let killed = false;
  const create = async (name: string) => {
    const created = await api
      .post('/api/v1/assets/folder', { headers: auth, data: { workspaceId, parentId: rootFolderId, name } })
      .catch(() => undefined);
    const status = created?.status() ?? 0;
    // 409: a folder of that name is already there, made by an earlier try whose answer was lost.
    if (status === 200 || status === 201 || status === 409) confirmed.add(name);
    else unanswered.push(name);
    if (!killed && confirmed.size >= 10) {
      killed = true;
      await stack.servers[0]!.kill('SIGKILL');
    }
  };
  for (let i = 0; i < names.length; i += 3) await Promise.all(names.slice(i, i + 3).map(create));
  expect(killed).toBe(true);
  // What had no answer is sent again, as a client retries; the proxy now sends it to the live server.
  for (const name of unanswered.splice(0)) await create(name);
  expect(unanswered).toEqual([]);
  await stack.restartServer(0);

  const listed = await json<{ folders: { name: string }[] }>(
    await api.post(`/api/v1/assets/folder/${rootFolderId}/list-items`, {
      headers: auth,
      data: { page: 1, limit: 100, sort: 'name', order: 'asc', filters: {} },
    }),
  );
  const made = listed.folders.map((folder) => folder.name).filter((name) => name.startsWith('Round '));
  expect(made.sort()).toEqual(names);
  expect(confirmed.size).toBe(names.length);
});

test('afterwards no job failed, and every process still answers', async () => {
  const failed = await stack.sql<{ name: string }>(
    `select name from pgboss.job where state = 'failed' union all select name from pgboss.archive where state = 'failed'`,
  );
  expect(failed).toEqual([]);
  for (const server of stack.servers) {
    expect((await api.get(`${server.url}/api/v1/health`)).status()).toBe(200);
  }
});
