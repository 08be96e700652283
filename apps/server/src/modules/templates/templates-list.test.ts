import { TEMPLATE_MESSAGES, type Template, type TemplateListResponse } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  insertImportedTemplate,
  memberWithProducts,
  messageOf,
  sampleDesigns,
  seedDesigns,
  templatesCaller,
} from './test-support-templates.ts';

describe('templates: the library list, a template, favourites', () => {
  let t: TestApp;
  let call: ReturnType<typeof templatesCaller>;
  let team: Awaited<ReturnType<typeof createTeam>>;
  const designs = sampleDesigns(60, 'list', {
    season: (index) => (index % 10 === 0 ? 'bfcm' : index % 10 === 1 ? 'christmas' : null),
  });
  let ownImport: string;
  let rivalImport: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = templatesCaller(t);
    team = await createTeam(t);
    await seedDesigns(t, designs);
    ownImport = (await insertImportedTemplate(t, { orgId: team.org.id, name: 'Our Figma frame' })).id;
    rivalImport = (await insertImportedTemplate(t, { orgId: team.otherOrg.id, name: 'Rival frame' })).id;
  });
  afterAll(() => t.close());

  const list = async (body: object, token = team.admin.token) => {
    const response = await call('POST', 'templates/list', token, { workspaceId: team.workspace.id, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TemplateListResponse>();
  };
  const names = (data: Template[]) => data.map((template) => template.name);

  it('pages by 50, newest first, with the total; the organisation sees its imports and not another’s', async () => {
    const first = await list({});
    expect(first.total).toBe(61);
    expect(first.data).toHaveLength(50);
    expect(first.data[0]!.name).toBe('Our Figma frame');
    expect(first.data[1]!.name).toBe('list 59');
    const second = await list({ page: 2 });
    expect(second.data).toHaveLength(11);
    expect(second.data.at(-1)!.name).toBe('list 0');
    expect(new Set([...names(first.data), ...names(second.data)]).size).toBe(61);
    expect(names([...first.data, ...second.data])).not.toContain('Rival frame');
    const third = await list({ page: 3 });
    expect(third).toEqual({ data: [], total: 61 });

    const oldest = await list({ sort: 'oldest' });
    expect(names(oldest.data).slice(0, 2)).toEqual(['list 0', 'list 1']);

    const template = first.data[1]!;
    expect(template).toMatchObject({
      source: 'hookline',
      orgId: null,
      designURL: null,
      previews: [],
      isFavourite: false,
      isSaved: false,
    });
    expect(template.slots).toEqual(designs[59]!.slots);
  });

  it('filters by industries, themes, orientation and season, alone and together', async () => {
    const beauty = await list({ filters: { industries: ['beauty'] } });
    expect(beauty.data.every((row) => row.industry === 'beauty')).toBe(true);
    // Six sample designs plus the organisation's own import.
    expect(beauty.total).toBe(7);

    const two = await list({ filters: { industries: ['beauty', 'pets'] } });
    expect(two.total).toBe(13);

    const themes = await list({ filters: { themes: ['comparison', 'native'] } });
    expect(themes.data.every((row) => ['comparison', 'native'].includes(row.theme!))).toBe(true);
    expect(themes.total).toBe(designs.filter((d) => ['comparison', 'native'].includes(d.theme!)).length);

    const square = await list({ filters: { orientation: 'landscape' } });
    expect(square.total).toBe(30);
    expect(square.data.every((row) => row.orientation === 'landscape')).toBe(true);

    const christmas = await list({ filters: { season: 'christmas' } });
    expect(names(christmas.data).sort()).toEqual(
      designs
        .filter((d) => d.season === 'christmas')
        .map((d) => d.name)
        .sort(),
    );

    const together = await list({
      filters: { industries: ['beauty'], orientation: 'portrait', season: 'bfcm' },
    });
    expect(names(together.data)).toEqual(
      designs
        .filter((d) => d.industry === 'beauty' && d.orientation === 'portrait' && d.season === 'bfcm')
        .map((d) => d.name)
        .reverse(),
    );
  });

  it('lists only the organisation’s own imports under Imported, not another organisation’s', async () => {
    const imported = await list({ filters: { imported: true } });
    expect(imported).toMatchObject({ total: 1 });
    expect(names(imported.data)).toEqual(['Our Figma frame']);
    expect(imported.data[0]!.orgId).toBe(team.org.id);
    const everything = await list({ filters: { imported: false } });
    expect(everything.total).toBe(61);
  });

  it('keeps one random order across pages for a seed, and another for another seed', async () => {
    const pageOf = (page: number, seed: number) => list({ sort: 'random', seed, page });
    const [one, two] = [await pageOf(1, 42), await pageOf(2, 42)];
    const order = [...names(one.data), ...names(two.data)];
    expect(new Set(order).size).toBe(61);
    expect(names((await pageOf(1, 42)).data)).toEqual(names(one.data));
    const other = names((await pageOf(1, 7)).data);
    expect(other).not.toEqual(names(one.data));
    const newest = names((await list({})).data);
    expect(names(one.data)).not.toEqual(newest);
  });

  it('refuses bad filters, sorts, pages and limits in the spec’s words, and lists nothing then', async () => {
    const cases: [object, string][] = [
      [{ filters: { industries: ['cars'] } }, TEMPLATE_MESSAGES.industryInvalid],
      [{ filters: { themes: ['ugly'] } }, TEMPLATE_MESSAGES.themeInvalid],
      [{ filters: { orientation: 'square' } }, TEMPLATE_MESSAGES.orientationInvalid],
      [{ filters: { season: 'easter' } }, TEMPLATE_MESSAGES.seasonInvalid],
      [{ sort: 'popular' }, TEMPLATE_MESSAGES.sortInvalid],
      [{ page: 0 }, TEMPLATE_MESSAGES.pageInvalid],
      [{ page: 1.5 }, TEMPLATE_MESSAGES.pageInvalid],
      [{ limit: 20 }, TEMPLATE_MESSAGES.limitInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', 'templates/list', team.admin.token, {
        workspaceId: team.workspace.id,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
  });

  it('lets a guest list and read, not another organisation, nor a member without Ad Templates', async () => {
    expect((await list({}, team.guest.token)).total).toBe(61);
    const read = await call(
      'GET',
      `templates/${ownImport}?workspaceId=${team.workspace.id}`,
      team.guest.token,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json<Template>()).toMatchObject({
      _id: ownImport,
      source: 'figma',
      orgId: team.org.id,
      designURL: 'https://www.figma.com/design/abc123/Ads?node-id=1-2',
    });

    const outsider = await call('POST', 'templates/list', team.outsider.token, {
      workspaceId: team.workspace.id,
    });
    expect(outsider.statusCode).toBe(404);
    const rivalRead = await call(
      'GET',
      `templates/${rivalImport}?workspaceId=${team.workspace.id}`,
      team.admin.token,
    );
    expect(rivalRead.statusCode).toBe(404);
    expect(messageOf(rivalRead)).toBe(TEMPLATE_MESSAGES.notFound);
    // The rival reads its own import in its own workspace.
    const own = await call(
      'GET',
      `templates/${rivalImport}?workspaceId=${team.otherWorkspace.id}`,
      team.outsider.token,
    );
    expect(own.statusCode).toBe(200);
    expect(
      (await call('GET', `templates/not-an-id?workspaceId=${team.workspace.id}`, team.admin.token))
        .statusCode,
    ).toBe(404);

    const withoutProduct = await memberWithProducts(t, team);
    const refused = await call('POST', 'templates/list', withoutProduct.token, {
      workspaceId: team.workspace.id,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps each member’s favourites: set, listed under Favourite, cleared, twice as once; guests 403', async () => {
    const [first, second] = (await list({})).data;
    const favourite = (id: string, method: 'POST' | 'DELETE', token = team.collaborator.token) =>
      call(method, `templates/${id}/favourite?workspaceId=${team.workspace.id}`, token);

    for (let time = 0; time < 2; time += 1) {
      const added = await favourite(second!._id, 'POST');
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({
        _id: second!._id,
        isFavourite: true,
        message: TEMPLATE_MESSAGES.favourited,
      });
    }
    const mine = await list({ filters: { favourite: true } }, team.collaborator.token);
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ _id: second!._id, isFavourite: true });
    // Another member's favourites are their own.
    expect((await list({ filters: { favourite: true } })).total).toBe(0);
    expect((await list({})).data[1]).toMatchObject({ _id: second!._id, isFavourite: false });

    const guest = await favourite(first!._id, 'POST', team.guest.token);
    expect(guest.statusCode).toBe(403);
    expect((await list({ filters: { favourite: true } }, team.guest.token)).total).toBe(0);

    const rival = await favourite(rivalImport, 'POST');
    expect(rival.statusCode).toBe(404);
    expect(messageOf(rival)).toBe(TEMPLATE_MESSAGES.notFound);

    for (let time = 0; time < 2; time += 1) {
      const removed = await favourite(second!._id, 'DELETE');
      expect(removed.json()).toEqual({
        _id: second!._id,
        isFavourite: false,
        message: TEMPLATE_MESSAGES.unfavourited,
      });
    }
    expect((await list({ filters: { favourite: true } }, team.collaborator.token)).total).toBe(0);
  });

  it('fills "Previously used" with the member’s uses', async () => {
    const [, , third] = (await list({})).data;
    expect((await list({ filters: { previouslyUsed: true } }, team.collaborator.token)).total).toBe(0);
    const used = await call('POST', `templates/${third!._id}/use`, team.collaborator.token, {
      workspaceId: team.workspace.id,
    });
    expect(used.statusCode).toBe(200);
    const mine = await list({ filters: { previouslyUsed: true } }, team.collaborator.token);
    expect(mine.data.map((row) => [row._id, row.isSaved])).toEqual([[third!._id, true]]);
    expect((await list({ filters: { previouslyUsed: true } })).total).toBe(0);
  });
});
