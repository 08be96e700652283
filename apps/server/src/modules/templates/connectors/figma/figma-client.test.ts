import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DesignConnectorError } from '../connector-errors.ts';
import { createConnectorOutbound, MAX_RETRIES } from '../connector-http.ts';
import { startFakeFigmaApi, type FakeFigmaApi, type FakeFigmaNode } from '../fakes/fake-figma-api.ts';
import { createFigmaClient, renderScale } from './figma-client.ts';
import { parseFigmaFrameUrl, type FigmaFrameRef } from './figma-url.ts';

const KEY = 'aBcD1234efGH5678ijKL90';
const TOKEN = 'figd_test-token';

const text = (id: string, name: string, characters: string, fontSize: number): FakeFigmaNode => ({
  id,
  name,
  type: 'TEXT',
  characters,
  style: { fontFamily: 'Inter', fontSize },
  absoluteBoundingBox: { x: 0, y: 0, width: 100, height: 20 },
});

const FRAME: FakeFigmaNode = {
  id: '12:345',
  name: 'Summer sale 4:5',
  type: 'FRAME',
  absoluteBoundingBox: { x: 0, y: 0, width: 1080, height: 1350 },
  children: [
    text('12:346', 'Headline', 'Summer, sorted.', 96),
    {
      id: '12:347',
      name: 'Copy group',
      type: 'GROUP',
      absoluteBoundingBox: { x: 0, y: 0, width: 500, height: 200 },
      children: [
        text('12:348', 'Body', 'Light layers for long days.', 32),
        text('12:349', 'Hidden note', 'Not for export', 12),
        text('12:350', 'CTA button', 'Shop now', 28),
      ],
    },
    {
      id: '12:351',
      name: 'Product',
      type: 'RECTANGLE',
      absoluteBoundingBox: { x: 0, y: 0, width: 400, height: 400 },
    },
    text('12:352', 'Body', 'Free returns', 20),
  ],
};
(FRAME.children?.[1]?.children?.[1] as FakeFigmaNode).visible = false;

const EMPTY: FakeFigmaNode = {
  id: '20:1',
  name: 'Empty frame',
  type: 'FRAME',
  absoluteBoundingBox: { x: 0, y: 0, width: 1080, height: 1080 },
  children: [],
};
const PAGE: FakeFigmaNode = { id: '0:1', name: 'Page 1', type: 'CANVAS', children: [] };

describe("Figma's REST API client against a local fake", () => {
  let fake: FakeFigmaApi;
  const sleeps: number[] = [];
  const outbound = createConnectorOutbound(['127.0.0.1/32']);

  const client = (token = TOKEN) =>
    createFigmaClient({
      apiUrl: fake.origin,
      accessToken: token,
      outbound,
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    });
  const ref = (nodeId: string): FigmaFrameRef =>
    parseFigmaFrameUrl(
      `https://www.figma.com/design/${KEY}/Ads?node-id=${nodeId.replace(':', '-')}`,
    ) as FigmaFrameRef;

  async function failureOf(promise: Promise<unknown>): Promise<DesignConnectorError> {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DesignConnectorError);
    return error as DesignConnectorError;
  }

  beforeAll(async () => {
    fake = await startFakeFigmaApi({
      token: TOKEN,
      files: [{ key: KEY, name: 'Hookline ads', nodes: [PAGE, FRAME, EMPTY] }],
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    sleeps.length = 0;
    fake.server.requests.length = 0;
  });

  it('imports a frame: its name, size, visible text layers as slots, and its PNG render downloaded', async () => {
    const imported = await client().importFrame(ref('12:345'));
    expect(imported).toMatchObject({
      fileName: 'Hookline ads',
      name: 'Summer sale 4:5',
      width: 1080,
      height: 1350,
      designURL: `https://www.figma.com/design/${KEY}/?node-id=12-345`,
    });
    expect(imported.slots).toEqual([
      {
        key: 'headline',
        kind: 'text',
        role: 'headline',
        label: 'Headline',
        maxLength: 23,
        default: 'Summer, sorted.',
      },
      {
        key: 'body',
        kind: 'text',
        role: 'body',
        label: 'Body',
        maxLength: 41,
        default: 'Light layers for long days.',
      },
      {
        key: 'cta-button',
        kind: 'text',
        role: 'cta',
        label: 'CTA button',
        maxLength: 20,
        default: 'Shop now',
      },
      { key: 'body-2', kind: 'text', role: 'body', label: 'Body', maxLength: 20, default: 'Free returns' },
    ]);
    // 1080x1350 asked at the scale that keeps the longer side within 2048 px.
    expect(renderScale(1080, 1350)).toBe(1.51);
    expect(imported.preview).toMatchObject({ contentType: 'image/png', width: 1631, height: 2039 });
    expect(imported.preview.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    const [nodes, images, download] = fake.server.requests;
    expect(nodes?.path).toBe(`/v1/files/${KEY}/nodes`);
    expect(nodes?.query.get('ids')).toBe('12:345');
    expect(nodes?.headers['x-figma-token']).toBe(TOKEN);
    expect(images?.path).toBe(`/v1/images/${KEY}`);
    expect(Object.fromEntries(images?.query ?? [])).toEqual({ ids: '12:345', format: 'png', scale: '1.51' });
    // The render's URL is a storage URL: the token does not go there.
    expect(download?.path).toMatch(/^\/renders\//);
    expect(download?.headers['x-figma-token']).toBeUndefined();
  });

  it('names the frame a headline from its largest type when no layer is called one', async () => {
    const frame: FakeFigmaNode = {
      ...FRAME,
      id: '30:1',
      children: [text('30:2', 'Layer 1', 'Small print', 14), text('30:3', 'Layer 2', 'Big words', 88)],
    };
    const local = await startFakeFigmaApi({ token: TOKEN, files: [{ key: KEY, name: 'f', nodes: [frame] }] });
    try {
      const facts = await createFigmaClient({
        apiUrl: local.origin,
        accessToken: TOKEN,
        outbound,
        sleep: () => Promise.resolve(),
      }).frame(ref('30:1'));
      expect(facts.slots.map((slot) => [slot.key, slot.role])).toEqual([
        ['layer-1', 'text'],
        ['layer-2', 'headline'],
      ]);
    } finally {
      await local.close();
    }
  });

  it('fails clearly when Figma renders the frame as null, without downloading anything', async () => {
    const empty = await client().importFrame(ref('20:1'));
    expect(empty.slots).toEqual([]);
    // Now Figma cannot draw it, and says so with a null render URL.
    fake.failRender('20:1');
    fake.server.requests.length = 0;
    const failure = await failureOf(client().importFrame(ref('20:1')));
    expect(failure.failure).toBe('renderMissing');
    expect(failure.message).toBe(
      'Figma could not render this frame (it may be empty or hidden), so nothing was imported',
    );
    expect(fake.server.requests.map((request) => request.path)).toEqual([
      `/v1/files/${KEY}/nodes`,
      `/v1/images/${KEY}`,
    ]);
  });

  it('waits as long as Retry-After asks on 429, then succeeds', async () => {
    fake.server.throttle({ times: 2, retryAfter: '3', pathPrefix: '/v1/files/' });
    const facts = await client().frame(ref('12:345'));
    expect(facts.name).toBe('Summer sale 4:5');
    expect(sleeps).toEqual([3_000, 3_000]);
    expect(fake.server.requests.filter((request) => request.path.startsWith('/v1/files/'))).toHaveLength(3);
  });

  it('backs off when a 429 gives no Retry-After, and gives up after its retries', async () => {
    fake.server.throttle({ times: MAX_RETRIES + 1, pathPrefix: '/v1/images/' });
    const failure = await failureOf(client().renderUrl(ref('12:345'), 1));
    expect(failure.failure).toBe('rateLimited');
    expect(failure.message).toBe(
      'Figma is limiting requests: still HTTP 429 after 3 retries. Try again later',
    );
    expect(sleeps).toEqual([1_000, 2_000, 4_000]);
  });

  it('does not wait when Figma asks for longer than an import can', async () => {
    fake.server.throttle({ times: 1, retryAfter: '600', pathPrefix: '/v1/files/' });
    const failure = await failureOf(client().frame(ref('12:345')));
    expect(failure.failure).toBe('rateLimited');
    expect(failure.message).toBe('Figma is limiting requests: it asks to wait 600 seconds. Try again later');
    expect(sleeps).toEqual([]);
  });

  it('says the token was refused when it is wrong or has expired', async () => {
    const wrong = await failureOf(client('figd_someone-else').frame(ref('12:345')));
    expect(wrong.failure).toBe('tokenRefused');
    expect(wrong.message).toContain('(Invalid token)');
    expect(wrong.message).toContain('FIGMA_ACCESS_TOKEN');
    expect(wrong.message).not.toContain('figd_');

    const local = await startFakeFigmaApi({ token: TOKEN, files: [{ key: KEY, name: 'f', nodes: [FRAME] }] });
    try {
      local.expireToken();
      const expired = await failureOf(
        createFigmaClient({
          apiUrl: local.origin,
          accessToken: TOKEN,
          outbound,
          sleep: () => Promise.resolve(),
        }).frame(ref('12:345')),
      );
      expect(expired.failure).toBe('tokenRefused');
      expect(expired.message).toContain('(Token expired)');
    } finally {
      await local.close();
    }
  });

  it('answers not found for an unknown file, a frame not in it, and a page', async () => {
    const otherFile = parseFigmaFrameUrl(
      'https://www.figma.com/design/ZZZZ1234efGH5678ijKL90/x?node-id=1-2',
    ) as FigmaFrameRef;
    expect((await failureOf(client().frame(otherFile))).failure).toBe('notFound');
    const missing = await failureOf(client().frame(ref('99:99')));
    expect(missing.message).toBe('This frame is not in the Figma file: check the link');
    const page = await failureOf(client().frame(ref('0:1')));
    expect(page.failure).toBe('notFound');
    expect(page.message).toContain('not a frame');
  });

  it('says an expired render URL could not be downloaded', async () => {
    const local = await startFakeFigmaApi({ token: TOKEN, files: [{ key: KEY, name: 'f', nodes: [FRAME] }] });
    try {
      local.expireRenders();
      const failure = await failureOf(
        createFigmaClient({
          apiUrl: local.origin,
          accessToken: TOKEN,
          outbound,
          sleep: () => Promise.resolve(),
        }).importFrame(ref('12:345')),
      );
      expect(failure.failure).toBe('renderMissing');
      expect(failure.message).toContain('HTTP 404');
    } finally {
      await local.close();
    }
  });

  it('retries server errors, then reports Figma unavailable', async () => {
    const local = await startFakeFigmaApi({ token: TOKEN, files: [] });
    await local.close();
    const failure = await failureOf(
      createFigmaClient({
        apiUrl: local.origin,
        accessToken: TOKEN,
        outbound,
        sleep: () => Promise.resolve(),
      }).frame(ref('12:345')),
    );
    expect(failure.failure).toBe('unavailable');
    expect(failure.message).toMatch(/^Figma is not answering: still no answer/);
  });

  it('refuses to call a private address that OUTBOUND_ALLOWED_NETWORKS does not allow', async () => {
    const guarded = createFigmaClient({
      apiUrl: fake.origin,
      accessToken: TOKEN,
      outbound: createConnectorOutbound([]),
      sleep: () => Promise.resolve(),
    });
    const failure = await failureOf(guarded.frame(ref('12:345')));
    expect(failure.failure).toBe('answer');
    expect(failure.message).toContain('OUTBOUND_ALLOWED_NETWORKS');
    expect(fake.server.requests).toHaveLength(0);
  });
});
