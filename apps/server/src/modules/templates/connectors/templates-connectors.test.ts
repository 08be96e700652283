import { TEMPLATE_MESSAGES } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config/config.ts';
import { AppError, forbidden } from '../../../platform/http/app-error.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createOrganisation, createWorkspace } from '../../../test/tenancy-factories.ts';
import { startFakeCanvaApi, type FakeCanvaApi } from './fakes/fake-canva-api.ts';
import { startFakeFigmaApi, type FakeFigmaApi } from './fakes/fake-figma-api.ts';
import { templateCanvaConnections, templateCanvaSignIns } from './tables.ts';
import {
  autofillCanvaTemplate,
  canvaConfigured,
  canvaConnectionOf,
  canvaRedirectUri,
  disconnectCanva,
  figmaConfigured,
  finishCanvaConnect,
  importCanvaTemplate,
  importFigmaFrame,
  listCanvaBrandTemplates,
  startCanvaConnect,
  type CanvaSignInBinding,
} from './templates-connectors.service.ts';

const KEY = 'aBcD1234efGH5678ijKL90';
const KEYS = `k1:${Buffer.alloc(32, 7).toString('base64')}`;
const FIGMA_URL = `https://www.figma.com/design/${KEY}/Ads?node-id=4-2`;

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("Ad Templates connectors' settings", () => {
  it('reads the connectors from the environment, with their defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test', ENCRYPTION_KEYS: KEYS });
    expect(config.templateConnectors).toEqual({
      figma: { apiUrl: 'https://api.figma.com', accessToken: undefined },
      canva: {
        apiUrl: 'https://api.canva.com/rest',
        authorizeUrl: 'https://www.canva.com/api/oauth/authorize',
        clientId: undefined,
        clientSecret: undefined,
      },
    });
    expect(figmaConfigured(config)).toBe(false);
    expect(canvaConfigured(config)).toBe(false);
    const set = loadConfig({
      NODE_ENV: 'test',
      ENCRYPTION_KEYS: KEYS,
      FIGMA_ACCESS_TOKEN: 'figd_x',
      FIGMA_API_URL: 'http://127.0.0.1:9/',
      CANVA_CLIENT_ID: 'OC-1',
      CANVA_CLIENT_SECRET: 's',
    });
    expect(set.templateConnectors.figma.apiUrl).toBe('http://127.0.0.1:9');
    expect(figmaConfigured(set)).toBe(true);
    expect(canvaConfigured(set)).toBe(true);
  });

  it('refuses to start with only half of the Canva client', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ENCRYPTION_KEYS: KEYS, CANVA_CLIENT_ID: 'OC-1' })).toThrow(
      'CANVA_CLIENT_ID and CANVA_CLIENT_SECRET: set both to connect Canva, or neither',
    );
  });
});

describe('Ad Templates connectors, offline: nothing configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says Figma is not configured, after checking the link', async () => {
    expect(
      (await appErrorOf(importFigmaFrame(t.context, { figmaUrl: 'https://example.com/x' }))).message,
    ).toBe(TEMPLATE_MESSAGES.figmaUrlInvalid);
    const error = await appErrorOf(importFigmaFrame(t.context, { figmaUrl: FIGMA_URL }));
    expect([error.status, error.message]).toEqual([400, TEMPLATE_MESSAGES.figmaNotConfigured]);
  });

  it('says Canva is not set up, and reads as not configured nor connected', async () => {
    const admin = await createUser(t);
    const org = await createOrganisation(t, admin);
    const workspace = await createWorkspace(t, org);
    const binding = { orgId: org.id, workspaceId: workspace.id, userId: admin.id };
    expect((await appErrorOf(startCanvaConnect(t.context, binding))).message).toBe(
      TEMPLATE_MESSAGES.canvaNotConfigured,
    );
    expect((await appErrorOf(listCanvaBrandTemplates(t.context, { orgId: org.id }))).message).toBe(
      TEMPLATE_MESSAGES.canvaNotConfigured,
    );
    expect(await canvaConnectionOf(t.context, org.id)).toEqual({
      configured: false,
      connected: false,
      connectedAt: null,
    });
  });
});

describe('Ad Templates connectors against the fakes of Figma and Canva', () => {
  let t: TestApp;
  let figma: FakeFigmaApi;
  let canva: FakeCanvaApi;
  let binding: CanvaSignInBinding;
  let otherOrgId: string;

  beforeAll(async () => {
    figma = await startFakeFigmaApi({
      token: 'figd_service',
      files: [
        {
          key: KEY,
          name: 'Hookline ads',
          nodes: [
            {
              id: '4:2',
              name: 'Launch square',
              type: 'FRAME',
              absoluteBoundingBox: { x: 0, y: 0, width: 1080, height: 1080 },
              children: [
                {
                  id: '4:3',
                  name: 'Headline',
                  type: 'TEXT',
                  characters: 'New in: the serum',
                  style: { fontSize: 80 },
                },
              ],
            },
            {
              id: '4:9',
              name: 'Blank',
              type: 'FRAME',
              absoluteBoundingBox: { x: 0, y: 0, width: 1080, height: 1350 },
            },
          ],
        },
      ],
    });
    canva = await startFakeCanvaApi({
      clientId: 'OC-service',
      clientSecret: 'secret-service',
      templates: [
        {
          id: 'DAF-one',
          title: 'Story one',
          width: 1080,
          height: 1920,
          dataset: { headline: { type: 'text' } },
        },
        { id: 'DAF-two', title: 'Square two', width: 1080, height: 1080 },
        { id: 'DAF-three', title: 'Story three', width: 1080, height: 1920 },
      ],
    });
    t = await createTestApp({
      env: {
        APP_URL: 'https://app.hookline.test',
        OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
        FIGMA_ACCESS_TOKEN: 'figd_service',
        FIGMA_API_URL: figma.origin,
        CANVA_CLIENT_ID: 'OC-service',
        CANVA_CLIENT_SECRET: 'secret-service',
        CANVA_API_URL: canva.apiUrl,
        CANVA_AUTHORIZE_URL: canva.authorizeUrl,
      },
    });
    const admin = await createUser(t);
    const org = await createOrganisation(t, admin);
    const workspace = await createWorkspace(t, org);
    binding = { orgId: org.id, workspaceId: workspace.id, userId: admin.id };
    const outsider = await createUser(t);
    otherOrgId = (await createOrganisation(t, outsider, { name: 'Rival Media' })).id;
  });
  afterAll(async () => {
    await t.close();
    await figma.close();
    await canva.close();
  });

  it('imports a Figma frame with its slots and its render downloaded', async () => {
    const imported = await importFigmaFrame(t.context, { figmaUrl: FIGMA_URL });
    expect(imported).toMatchObject({
      source: 'figma',
      externalId: `${KEY}:4:2`,
      name: 'Launch square',
      designURL: `https://www.figma.com/design/${KEY}/?node-id=4-2`,
      orientation: 'landscape',
      width: 1080,
      height: 1080,
      slots: [{ key: 'headline', kind: 'text', role: 'headline', default: 'New in: the serum' }],
      preview: { contentType: 'image/png', width: 2041, height: 2041 },
    });
  });

  it("answers Figma's null render with a clear 400", async () => {
    figma.failRender('4:9');
    const error = await appErrorOf(
      importFigmaFrame(t.context, { figmaUrl: `https://www.figma.com/file/${KEY}/Ads?node-id=4:9` }),
    );
    expect([error.status, error.message]).toEqual([
      400,
      'Figma could not render this frame (it may be empty or hidden), so nothing was imported',
    ]);
  });

  it('refuses a link with NUL or a lone surrogate before calling Figma', async () => {
    const before = figma.server.requests.length;
    for (const figmaUrl of [`${FIGMA_URL}\u0000`, `https://www.figma.com/design/${KEY}/\uD800?node-id=4-2`]) {
      expect((await appErrorOf(importFigmaFrame(t.context, { figmaUrl }))).message).toBe(
        TEMPLATE_MESSAGES.figmaUrlInvalid,
      );
    }
    expect(figma.server.requests.length).toBe(before);
  });

  it('answers 429 when Figma keeps throttling past what an import waits', async () => {
    figma.server.throttle({ times: 1, retryAfter: '3600', pathPrefix: '/v1/files/' });
    const error = await appErrorOf(importFigmaFrame(t.context, { figmaUrl: FIGMA_URL }));
    expect([error.status, error.message]).toEqual([
      429,
      'Figma is limiting requests: it asks to wait 3600 seconds. Try again later',
    ]);
  });

  it('asks to connect Canva before listing its templates', async () => {
    expect((await appErrorOf(listCanvaBrandTemplates(t.context, { orgId: binding.orgId }))).message).toBe(
      TEMPLATE_MESSAGES.canvaNotConnected,
    );
  });

  it('connects Canva: a state and a sealed verifier kept, the code exchanged, the tokens sealed', async () => {
    const { url } = await startCanvaConnect(t.context, binding);
    const [pending] = await t.context.database.db
      .select()
      .from(templateCanvaSignIns)
      .where(eq(templateCanvaSignIns.orgId, binding.orgId));
    expect(pending?.codeVerifier).toMatch(/^v2\./);
    const asked = new URL(url).searchParams;
    expect(asked.get('redirect_uri')).toBe('https://app.hookline.test/api/v1/templates/canva/callback');
    expect(canvaRedirectUri(t.context.config)).toBe(asked.get('redirect_uri'));
    const back = canva.approve(url);

    const authorised: CanvaSignInBinding[] = [];
    const outcome = await finishCanvaConnect(t.context, {
      query: { state: back.state, code: back.code },
      authorise: (who) => {
        authorised.push(who);
        return Promise.resolve();
      },
    });
    expect(outcome).toEqual({ outcome: 'connected', binding, message: TEMPLATE_MESSAGES.canvaConnected });
    expect(authorised).toEqual([binding]);
    const [row] = await t.context.database.db
      .select()
      .from(templateCanvaConnections)
      .where(eq(templateCanvaConnections.orgId, binding.orgId));
    const issued = canva.issued.at(-1);
    expect(row?.accessToken).toMatch(/^v2\./);
    expect(row?.accessToken).not.toContain(issued?.accessToken ?? '-');
    expect(row?.refreshToken).not.toContain(issued?.refreshToken ?? '-');
    expect((await canvaConnectionOf(t.context, binding.orgId)).connected).toBe(true);
    expect((await canvaConnectionOf(t.context, otherOrgId)).connected).toBe(false);

    // The state is used once.
    const replay = await appErrorOf(
      finishCanvaConnect(t.context, {
        query: { state: back.state, code: back.code },
        authorise: () => Promise.resolve(),
      }),
    );
    expect([replay.status, replay.message]).toEqual([400, TEMPLATE_MESSAGES.canvaSignInInvalid]);
  });

  it('reports a declined or expired sign-in, and stops when the member may no longer connect', async () => {
    const declined = await startCanvaConnect(t.context, binding);
    const state = new URL(declined.url).searchParams.get('state') ?? '';
    expect(
      await finishCanvaConnect(t.context, {
        query: { state, error: 'access_denied' },
        authorise: () => Promise.resolve(),
      }),
    ).toMatchObject({ outcome: 'failed', message: TEMPLATE_MESSAGES.canvaDeclined });

    const late = await startCanvaConnect(t.context, binding);
    t.clock.advance(11 * 60_000);
    const lateState = new URL(late.url).searchParams.get('state') ?? '';
    const lateOutcome = await finishCanvaConnect(t.context, {
      query: { state: lateState, code: 'x' },
      authorise: () => Promise.resolve(),
    });
    expect(lateOutcome.message).toBe(TEMPLATE_MESSAGES.canvaSignInInvalid);
    t.clock.reset();

    const refused = await startCanvaConnect(t.context, binding);
    const back = canva.approve(refused.url);
    await expect(
      finishCanvaConnect(t.context, {
        query: { state: back.state, code: back.code },
        authorise: () => Promise.reject(forbidden('no longer a member')),
      }),
    ).rejects.toThrow('no longer a member');
  });

  it("lists the organisation's brand templates page by page, and imports one with its thumbnail", async () => {
    const first = await listCanvaBrandTemplates(t.context, { orgId: binding.orgId });
    expect(first.items.map((item) => item.id)).toEqual(['DAF-one', 'DAF-two']);
    const second = await listCanvaBrandTemplates(t.context, {
      orgId: binding.orgId,
      continuation: first.continuation,
    });
    expect(second).toMatchObject({ items: [{ id: 'DAF-three' }], continuation: null });

    const imported = await importCanvaTemplate(t.context, {
      orgId: binding.orgId,
      canvaTemplateId: 'DAF-one',
    });
    expect(imported).toMatchObject({
      source: 'canva',
      externalId: 'DAF-one',
      name: 'Story one',
      designURL: 'https://www.canva.com/design/DAF-one/remix',
      orientation: 'portrait',
      slots: [{ key: 'headline', kind: 'text', role: 'headline' }],
      preview: { contentType: 'image/png', width: 400 },
    });
    expect(
      (
        await appErrorOf(
          importCanvaTemplate(t.context, { orgId: binding.orgId, canvaTemplateId: '../x\u0000' }),
        )
      ).message,
    ).toBe(TEMPLATE_MESSAGES.canvaTemplateInvalid);
    // Another organisation has no Canva connection of its own: this one's is not lent to it.
    expect((await appErrorOf(listCanvaBrandTemplates(t.context, { orgId: otherOrgId }))).message).toBe(
      TEMPLATE_MESSAGES.canvaNotConnected,
    );
  });

  it('refreshes expired tokens on a 401 and keeps the new ones sealed', async () => {
    const [before] = await t.context.database.db
      .select()
      .from(templateCanvaConnections)
      .where(eq(templateCanvaConnections.orgId, binding.orgId));
    canva.expireAccessTokens();
    const design = await autofillCanvaTemplate(t.context, {
      orgId: binding.orgId,
      canvaTemplateId: 'DAF-one',
      texts: { headline: 'Glow all summer' },
    });
    expect(design.editUrl).toMatch(/\/edit$/);
    const [after] = await t.context.database.db
      .select()
      .from(templateCanvaConnections)
      .where(eq(templateCanvaConnections.orgId, binding.orgId));
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
  });

  it('answers a failed autofill job with its reason', async () => {
    canva.failNextAutofill({ code: 'autofill_error', message: 'Headline too long' });
    const error = await appErrorOf(
      autofillCanvaTemplate(t.context, {
        orgId: binding.orgId,
        canvaTemplateId: 'DAF-one',
        texts: { headline: 'x' },
      }),
    );
    expect([error.status, error.message]).toEqual([
      400,
      'Canva could not autofill this template (autofill_error: Headline too long)',
    ]);
  });

  it('forgets the connection when Canva refuses it for good, and disconnects', async () => {
    canva.expireAccessTokens();
    canva.revokeRefreshTokens();
    expect((await appErrorOf(listCanvaBrandTemplates(t.context, { orgId: binding.orgId }))).message).toBe(
      TEMPLATE_MESSAGES.canvaNotConnected,
    );
    expect((await canvaConnectionOf(t.context, binding.orgId)).connected).toBe(false);

    const { url } = await startCanvaConnect(t.context, binding);
    const back = canva.approve(url);
    await finishCanvaConnect(t.context, {
      query: { state: back.state, code: back.code },
      authorise: () => Promise.resolve(),
    });
    expect((await canvaConnectionOf(t.context, binding.orgId)).connected).toBe(true);
    await disconnectCanva(t.context, binding.orgId);
    expect((await canvaConnectionOf(t.context, binding.orgId)).connected).toBe(false);
  });
});
