import {
  TEMPLATE_MESSAGES,
  type CanvaBrandTemplates,
  type CanvaConnection,
  type Template,
  type TemplateListResponse,
} from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startFakeCanvaApi, type FakeCanvaApi } from './connectors/fakes/fake-canva-api.ts';
import { startFakeFigmaApi, type FakeFigmaApi } from './connectors/fakes/fake-figma-api.ts';
import { messageOf, templatesCaller } from './test-support-templates.ts';

const KEY = 'aBcD1234efGH5678ijKL90';
const FIGMA_URL = `https://www.figma.com/design/${KEY}/Ads?node-id=4-2`;

type Team = Awaited<ReturnType<typeof createTeam>>;

describe('POST templates/import and the Canva connection, through the app', () => {
  let t: TestApp;
  let figma: FakeFigmaApi;
  let canva: FakeCanvaApi;
  let team: Team;
  let rival: Team;
  let call: ReturnType<typeof templatesCaller>;

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
              name: 'Launch portrait',
              type: 'FRAME',
              absoluteBoundingBox: { x: 0, y: 0, width: 1080, height: 1350 },
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
          ],
        },
      ],
    });
    canva = await startFakeCanvaApi({
      clientId: 'OC-app',
      clientSecret: 'secret-app',
      templates: [
        {
          id: 'DAF-one',
          title: 'Story one',
          width: 1080,
          height: 1920,
          dataset: { headline: { type: 'text' } },
        },
        { id: 'DAF-two', title: 'Square two', width: 1080, height: 1080 },
      ],
    });
    t = await createTestApp({
      env: {
        APP_URL: 'https://app.hookline.test',
        OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
        FIGMA_ACCESS_TOKEN: 'figd_service',
        FIGMA_API_URL: figma.origin,
        CANVA_CLIENT_ID: 'OC-app',
        CANVA_CLIENT_SECRET: 'secret-app',
        CANVA_API_URL: canva.apiUrl,
        CANVA_AUTHORIZE_URL: canva.authorizeUrl,
      },
    });
    call = templatesCaller(t);
    team = await createTeam(t);
    rival = await createTeam(t);
  });
  afterAll(async () => {
    await t?.close();
    await figma?.close();
    await canva?.close();
  });

  const importFigma = (figmaUrl: string, token = team.collaborator.token, workspaceId = team.workspace.id) =>
    call('POST', 'templates/import', token, { workspaceId, figmaUrl });
  const listImports = async (who: Team) => {
    const response = await call('POST', 'templates/list', who.admin.token, { workspaceId: who.workspace.id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TemplateListResponse>().data.filter((template) => template.orgId !== null);
  };

  it("imports a Figma frame as the organisation's template, its preview behind a signed link", async () => {
    const response = await importFigma(FIGMA_URL);
    expect(response.statusCode, response.body).toBe(200);
    const imported = response.json<Template & { message: string }>();
    expect(imported).toMatchObject({
      name: 'Launch portrait',
      source: 'figma',
      orientation: 'portrait',
      orgId: team.org.id,
      designURL: `https://www.figma.com/design/${KEY}/?node-id=4-2`,
      slots: [{ key: 'headline', kind: 'text', default: 'New in: the serum' }],
      message: TEMPLATE_MESSAGES.imported('Launch portrait'),
    });
    const [preview] = imported.previews;
    expect(preview).toMatchObject({ orientation: 'portrait', width: 540 });
    const image = await t.app.inject({ method: 'GET', url: preview!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Without its signature, or with another's, the preview is nobody's.
    const unsigned = preview!.url.split('?')[0]!;
    expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);
    const forged = preview!.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    expect((await listImports(team)).map((template) => template._id)).toEqual([imported._id]);
    expect(await listImports(rival)).toEqual([]);
    const read = await call(
      'GET',
      `templates/${imported._id}?workspaceId=${rival.workspace.id}`,
      rival.admin.token,
    );
    expect(read.statusCode).toBe(404);
  });

  it('refreshes the template when the same frame is imported again, even twice at once', async () => {
    const [first, second] = await Promise.all([importFigma(FIGMA_URL), importFigma(FIGMA_URL)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<Template>()._id).toBe(second.json<Template>()._id);
    expect(await listImports(team)).toHaveLength(1);
  });

  it('refuses a bad link, a guest, and another organisation’s workspace, changing nothing', async () => {
    const bad = await importFigma('https://example.com/design/x');
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, TEMPLATE_MESSAGES.figmaUrlInvalid]);
    const nul = await importFigma(`${FIGMA_URL}\u0000`);
    expect(nul.statusCode).toBe(400);
    const both = await call('POST', 'templates/import', team.admin.token, {
      workspaceId: team.workspace.id,
      figmaUrl: FIGMA_URL,
      canvaTemplateId: 'DAF-one',
    });
    expect([both.statusCode, messageOf(both)]).toEqual([400, TEMPLATE_MESSAGES.importSourceRequired]);
    expect((await importFigma(FIGMA_URL, team.guest.token)).statusCode).toBe(403);
    expect((await importFigma(FIGMA_URL, rival.admin.token)).statusCode).toBe(404);
    expect(await listImports(team)).toHaveLength(1);
    expect(await listImports(rival)).toEqual([]);
  });

  it('connects Canva through its sign-in, lists its brand templates and imports one', async () => {
    const state = async () => {
      const response = await call(
        'GET',
        `templates/canva?workspaceId=${team.workspace.id}`,
        team.guest.token,
      );
      expect(response.statusCode).toBe(200);
      return response.json<CanvaConnection>();
    };
    expect(await state()).toEqual({ configured: true, connected: false, connectedAt: null });
    const notYet = await call('POST', 'templates/import', team.admin.token, {
      workspaceId: team.workspace.id,
      canvaTemplateId: 'DAF-one',
    });
    expect([notYet.statusCode, messageOf(notYet)]).toEqual([400, TEMPLATE_MESSAGES.canvaNotConnected]);
    expect(
      (await call('GET', `templates/canva/connect?workspaceId=${team.workspace.id}`, team.guest.token))
        .statusCode,
    ).toBe(403);

    const start = await call(
      'GET',
      `templates/canva/connect?workspaceId=${team.workspace.id}`,
      team.admin.token,
    );
    expect(start.statusCode, start.body).toBe(200);
    const back = canva.approve(start.json<{ url: string }>().url);
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/v1/templates/canva/callback?state=${encodeURIComponent(back.state)}&code=${encodeURIComponent(back.code)}`,
    });
    expect(callback.statusCode).toBe(303);
    const landing = new URL(callback.headers.location as string);
    expect(landing.origin + landing.pathname).toBe('https://app.hookline.test/app/templates/entry');
    expect(landing.searchParams.get('canva')).toBe('connected');
    // The state is single-use: the same callback again changes nothing.
    const replay = await t.app.inject({
      method: 'GET',
      url: `/api/v1/templates/canva/callback?state=${encodeURIComponent(back.state)}&code=x`,
    });
    expect(replay.statusCode).toBe(400);
    expect((await state()).connected).toBe(true);
    // Another organisation is not connected by it.
    const rivalState = await call(
      'GET',
      `templates/canva?workspaceId=${rival.workspace.id}`,
      rival.admin.token,
    );
    expect(rivalState.json<CanvaConnection>().connected).toBe(false);

    const listed = await call(
      'GET',
      `templates/canva/brand-templates?workspaceId=${team.workspace.id}`,
      team.collaborator.token,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<CanvaBrandTemplates>().items.map((item) => item.title)).toEqual([
      'Story one',
      'Square two',
    ]);
    const imported = await call('POST', 'templates/import', team.collaborator.token, {
      workspaceId: team.workspace.id,
      canvaTemplateId: 'DAF-one',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<Template>()).toMatchObject({
      source: 'canva',
      name: 'Story one',
      orientation: 'portrait',
    });

    // Its text fields are filled into a new Canva design; a Figma frame is not filled there, nor an unknown field.
    const template = imported.json<Template>();
    const autofill = (templateId: string, fields: Record<string, string>, token = team.collaborator.token) =>
      call('POST', `templates/${templateId}/autofill`, token, { workspaceId: team.workspace.id, fields });
    const filled = await autofill(template._id, { headline: 'Sleep deeper tonight' });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json<{ designURL: string; message: string }>()).toMatchObject({
      message: TEMPLATE_MESSAGES.autofilled,
    });
    expect(filled.json<{ designURL: string }>().designURL).toMatch(/^https?:\/\//);
    const unknown = await autofill(template._id, { price: '$5' });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([400, TEMPLATE_MESSAGES.slotUnknown('price')]);
    const broken = await autofill(template._id, { headline: 'Sleep \ud800 deeper' });
    expect([broken.statusCode, messageOf(broken)]).toEqual([400, TEMPLATE_MESSAGES.textInvalid]);
    const figmaTemplate = (await listImports(team)).find((item) => item.source === 'figma')!;
    const notCanva = await autofill(figmaTemplate._id, { headline: 'x' });
    expect([notCanva.statusCode, messageOf(notCanva)]).toEqual([400, TEMPLATE_MESSAGES.autofillCanvaOnly]);
    expect((await autofill(template._id, { headline: 'x' }, team.guest.token)).statusCode).toBe(403);
    canva.failNextAutofill({ code: 'autofill_error', message: 'Headline too long' });
    const failed = await autofill(template._id, { headline: 'Sleep deeper tonight' });
    expect(failed.statusCode).toBe(400);
    expect(messageOf(failed)).toContain('Headline too long');

    const off = await call('DELETE', `templates/canva?workspaceId=${team.workspace.id}`, team.admin.token);
    expect([off.statusCode, messageOf(off)]).toEqual([200, TEMPLATE_MESSAGES.canvaDisconnected]);
    expect((await state()).connected).toBe(false);
    expect(await listImports(team)).toHaveLength(2);
  });
});
