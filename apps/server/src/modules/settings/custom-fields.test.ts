import { CUSTOM_FIELD_MESSAGES, type CustomField, type CustomFieldList } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories.ts';
import { addMember, createTeam } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { customFields } from './tables.ts';
import { caller, DENIED, insertDriveFile, messageOf, type Method } from './test-support-settings.ts';
import { driveFiles } from '../drive/tables.ts';

const REQUIRED = CUSTOM_FIELD_MESSAGES.requiredFields;

describe('custom fields: list, create, edit, order and delete', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  /** A collaborator whose grant lacks the Creative Hub. */
  let noDrive: { token: string };
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    team = await createTeam(t);
    const user = await createUser(t, { firstName: 'Ines' });
    await addMember(t, {
      org: team.org,
      user,
      orgRole: 'org_member',
      grants: [{ workspace: team.workspace, roleName: 'collaborator', products: ['inspiration'] }],
    });
    noDrive = { token: (await signIn(t, user)).token };
  });
  afterAll(() => t.close());

  const ws = () => team.workspace.id;
  const snapshot = () => t.context.database.db.select().from(customFields).orderBy(customFields.id);
  const fileSnapshot = () => t.context.database.db.select().from(driveFiles).orderBy(driveFiles.id);
  const list = async () => {
    const response = await call('GET', `/custom-fields?workspaceId=${ws()}`, team.admin.token);
    expect(response.statusCode).toBe(200);
    return response.json<CustomFieldList>();
  };
  const create = (token: string, customField: object, workspaceId = ws()) =>
    call('POST', '/custom-fields', token, { workspaceId, customField });
  const update = (token: string, customField: object, workspaceId = ws()) =>
    call('PUT', '/custom-fields', token, { workspaceId, customField });
  const row = async (id: string) => {
    const [found] = await t.context.database.db.select().from(customFields).where(eq(customFields.id, id));
    return found;
  };

  /** Refused calls answer their status (and message) and change no field, nor any file's values. */
  async function expectRefused(cases: Array<[Method, string, object | undefined, string, number, string?]>) {
    const before = await snapshot();
    const filesBefore = await fileSnapshot();
    for (const [method, url, payload, token, status, message] of cases) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      if (message) expect(messageOf(response), `${method} ${url} ${JSON.stringify(payload)}`).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
    expect(await fileSnapshot()).toEqual(filesBefore);
  }

  let status: CustomField;
  let channels: CustomField;
  let notes: CustomField;

  it('lists no fields in a new workspace', async () => {
    expect(await list()).toEqual({ data: [], dataOrder: [] });
  });

  it('creates fields at the end of the order; select options get ids of their own', async () => {
    const first = await create(team.collaborator.token, {
      title: '  Status ',
      type: 'single-select',
      description: 'Where the asset is',
      options: [{ label: 'Draft' }, { label: 'Final' }],
    });
    expect(first.statusCode).toBe(200);
    status = first.json<CustomField>();
    expect(status).toMatchObject({
      title: 'Status',
      type: 'single-select',
      description: 'Where the asset is',
    });
    expect(status.options.map((option) => option.label)).toEqual(['Draft', 'Final']);
    expect(new Set(status.options.map((option) => option._id)).size).toBe(2);
    expect(await row(status._id)).toMatchObject({
      orgId: team.org.id,
      workspaceId: ws(),
      title: 'Status',
      type: 'single-select',
      options: status.options,
      position: 0,
      createdByUserId: team.collaborator.user.id,
    });

    channels = (
      await create(team.admin.token, {
        title: 'Channels',
        type: 'multi-select',
        options: [{ label: 'Meta' }, { label: 'TikTok' }, { label: 'YouTube' }],
      })
    ).json<CustomField>();
    // A type without options keeps none, whatever was sent; a blank description is none.
    const notesResponse = await create(team.admin.token, {
      title: 'Notes',
      type: 'text',
      description: '   ',
      options: [{ label: 'ignored' }],
    });
    expect(notesResponse.statusCode).toBe(200);
    notes = notesResponse.json<CustomField>();
    expect(notes).toMatchObject({ type: 'text', description: null, options: [] });
    for (const type of ['date', 'number'] as const) {
      expect((await create(team.admin.token, { title: `A ${type}`, type })).statusCode).toBe(200);
    }

    const { data, dataOrder } = await list();
    expect(data.map((field) => field.title)).toEqual(['Status', 'Channels', 'Notes', 'A date', 'A number']);
    expect(dataOrder).toEqual(data.map((field) => field._id));
  });

  it('refuses a field without a title or type, or a select field without options', async () => {
    await expectRefused([
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { type: 'text' } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: '  ', type: 'text' } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'No type' } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'Bad type', type: 'colour' } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'Pick', type: 'single-select' } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'Pick', type: 'multi-select', options: [] } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        {
          workspaceId: ws(),
          customField: { title: 'Pick', type: 'single-select', options: [{ label: ' ' }] },
        },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'x'.repeat(100_000), type: 'text' } },
        team.admin.token,
        400,
        CUSTOM_FIELD_MESSAGES.titleTooLong,
      ],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'T', type: 'text', description: 'x'.repeat(100_000) } },
        team.admin.token,
        400,
        CUSTOM_FIELD_MESSAGES.descriptionTooLong,
      ],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'bad \ud800', type: 'text' } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        {
          workspaceId: ws(),
          customField: { title: 'T', type: 'single-select', options: [{ label: '\udfff' }] },
        },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'POST',
        '/custom-fields',
        { customField: { title: 'T', type: 'text' } },
        team.admin.token,
        400,
        'workspaceId is required',
      ],
    ]);
  });

  it('removes control characters from a title', async () => {
    const response = await create(team.admin.token, { title: 'Brief\u0000 link', type: 'text' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomField>().title).toBe('Brief link');
  });

  it('edits title and description, keeping the type', async () => {
    const response = await update(team.collaborator.token, {
      _id: notes._id,
      title: 'Client notes',
      description: 'What the client said',
      type: 'text',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomField>()).toMatchObject({
      title: 'Client notes',
      description: 'What the client said',
    });
    expect(await row(notes._id)).toMatchObject({ title: 'Client notes', type: 'text' });

    await expectRefused([
      [
        'PUT',
        '/custom-fields',
        { workspaceId: ws(), customField: { _id: notes._id, type: 'number' } },
        team.admin.token,
        400,
        CUSTOM_FIELD_MESSAGES.typeFixed,
      ],
      [
        'PUT',
        '/custom-fields',
        { workspaceId: ws(), customField: { _id: notes._id, title: '' } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'PUT',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'No id' } },
        team.admin.token,
        400,
        '_id is required',
      ],
      [
        'PUT',
        '/custom-fields',
        { workspaceId: ws(), customField: { _id: 'nope', title: 'x' } },
        team.admin.token,
        404,
      ],
    ]);
  });

  it('follows the options rules: new added, edited relabelled with their ids, deleted removed with the values files held', async () => {
    const [draft, final] = status.options;
    const [meta, tiktok, youtube] = channels.options;
    const draftFile = await insertDriveFile(t, {
      workspace: team.workspace,
      name: 'draft',
      customFields: {
        [status._id]: draft!._id,
        [channels._id]: [meta!._id, tiktok!._id],
        [notes._id]: 'kept',
      },
    });
    const finalFile = await insertDriveFile(t, {
      workspace: team.workspace,
      name: 'final',
      customFields: { [status._id]: final!._id, [channels._id]: [tiktok!._id] },
    });

    const statusEdit = await update(team.admin.token, {
      _id: status._id,
      options: [
        { _id: draft!._id, label: 'Draft', deleted: true },
        { _id: final!._id, label: 'Approved', edited: true },
        { _id: 'tmp-1', label: 'Option 3', new: true },
        { _id: 'tmp-2', label: 'Option 4', new: true, deleted: true },
      ],
    });
    expect(statusEdit.statusCode).toBe(200);
    const edited = statusEdit.json<CustomField>();
    expect(edited.options.map((option) => option.label)).toEqual(['Approved', 'Option 3']);
    expect(edited.options[0]!._id).toBe(final!._id);
    // A new option's id is the server's, not the dialog's placeholder.
    expect(edited.options[1]!._id).not.toMatch(/^tmp-/);
    expect((await row(status._id))?.options).toEqual(edited.options);

    const channelsEdit = await update(team.admin.token, {
      _id: channels._id,
      options: [{ _id: tiktok!._id, label: 'TikTok', deleted: true }],
    });
    expect(channelsEdit.json<CustomField>().options).toEqual([meta, youtube]);

    const files = await t.context.database.db.select().from(driveFiles);
    const valuesOf = (id: string) => files.find((file) => file.id === id)?.customFields;
    // The deleted single-select value went; the multi-select lost TikTok, and went where nothing was left.
    expect(valuesOf(draftFile.id)).toEqual({ [channels._id]: [meta!._id], [notes._id]: 'kept' });
    expect(valuesOf(finalFile.id)).toEqual({ [status._id]: final!._id });
  });

  it('refuses option changes that would leave a select field without options, or name an unknown option', async () => {
    const current = (await row(status._id))!.options;
    await expectRefused([
      [
        'PUT',
        '/custom-fields',
        {
          workspaceId: ws(),
          customField: { _id: status._id, options: current.map((option) => ({ ...option, deleted: true })) },
        },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'PUT',
        '/custom-fields',
        {
          workspaceId: ws(),
          customField: {
            _id: status._id,
            options: [{ _id: channels.options[0]!._id, label: 'x', edited: true }],
          },
        },
        team.admin.token,
        400,
        CUSTOM_FIELD_MESSAGES.unknownOption,
      ],
      [
        'PUT',
        '/custom-fields',
        { workspaceId: ws(), customField: { _id: status._id, options: [{ label: '', new: true }] } },
        team.admin.token,
        400,
        REQUIRED,
      ],
      [
        'PUT',
        '/custom-fields',
        {
          workspaceId: ws(),
          customField: { _id: status._id, options: [{ label: 'x'.repeat(100_000), new: true }] },
        },
        team.admin.token,
        400,
        CUSTOM_FIELD_MESSAGES.optionTooLong,
      ],
    ]);
  });

  it('puts the fields in a new order, which must name each of them exactly once', async () => {
    const { dataOrder } = await list();
    const reversed = [...dataOrder].reverse();
    const response = await call('PATCH', '/custom-fields/order', team.collaborator.token, {
      workspaceId: ws(),
      customFieldDataOrder: reversed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomFieldList>().dataOrder).toEqual(reversed);
    expect((await list()).dataOrder).toEqual(reversed);
    expect((await row(reversed[0]!))?.position).toBe(0);

    const order = (customFieldDataOrder: unknown) => ({ workspaceId: ws(), customFieldDataOrder });
    const mismatch = CUSTOM_FIELD_MESSAGES.orderMismatch;
    await expectRefused([
      ['PATCH', '/custom-fields/order', order(reversed.slice(1)), team.admin.token, 400, mismatch],
      ['PATCH', '/custom-fields/order', order([...reversed, reversed[0]]), team.admin.token, 400, mismatch],
      [
        'PATCH',
        '/custom-fields/order',
        order([...reversed.slice(1), reversed[1]]),
        team.admin.token,
        400,
        mismatch,
      ],
      [
        'PATCH',
        '/custom-fields/order',
        order([...reversed.slice(1), '00000000-0000-4000-8000-000000000000']),
        team.admin.token,
        400,
        mismatch,
      ],
      [
        'PATCH',
        '/custom-fields/order',
        order([...reversed, 'x'.repeat(100_000)]),
        team.admin.token,
        400,
        mismatch,
      ],
      ['PATCH', '/custom-fields/order', order('not a list'), team.admin.token, 400, mismatch],
    ]);
  });

  it('lets a guest read the fields but not change them', async () => {
    expect((await call('GET', `/custom-fields?workspaceId=${ws()}`, team.guest.token)).statusCode).toBe(200);
    const { dataOrder } = await list();
    await expectRefused([
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'Guest', type: 'text' } },
        team.guest.token,
        403,
        DENIED,
      ],
      [
        'PUT',
        '/custom-fields',
        { workspaceId: ws(), customField: { _id: notes._id, title: 'Guest' } },
        team.guest.token,
        403,
        DENIED,
      ],
      ['DELETE', `/custom-fields/${notes._id}?workspaceId=${ws()}`, undefined, team.guest.token, 403, DENIED],
      [
        'PATCH',
        '/custom-fields/order',
        { workspaceId: ws(), customFieldDataOrder: dataOrder },
        team.guest.token,
        403,
        DENIED,
      ],
    ]);
  });

  it('refuses a member whose grant lacks the Creative Hub', async () => {
    const { dataOrder } = await list();
    await expectRefused([
      ['GET', `/custom-fields?workspaceId=${ws()}`, undefined, noDrive.token, 403, DENIED],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'X', type: 'text' } },
        noDrive.token,
        403,
        DENIED,
      ],
      [
        'PUT',
        '/custom-fields',
        { workspaceId: ws(), customField: { _id: notes._id, title: 'X' } },
        noDrive.token,
        403,
        DENIED,
      ],
      ['DELETE', `/custom-fields/${notes._id}?workspaceId=${ws()}`, undefined, noDrive.token, 403, DENIED],
      [
        'PATCH',
        '/custom-fields/order',
        { workspaceId: ws(), customFieldDataOrder: dataOrder },
        noDrive.token,
        403,
        DENIED,
      ],
    ]);
  });

  it('answers 404 to another organisation, and to a field named within another workspace, changing nothing', async () => {
    const { dataOrder } = await list();
    const other = team.otherWorkspace.id;
    const theirs = (
      await create(team.outsider.token, { title: 'Theirs', type: 'text' }, other)
    ).json<CustomField>();
    await expectRefused([
      ['GET', `/custom-fields?workspaceId=${ws()}`, undefined, team.outsider.token, 404],
      [
        'POST',
        '/custom-fields',
        { workspaceId: ws(), customField: { title: 'X', type: 'text' } },
        team.outsider.token,
        404,
      ],
      [
        'PUT',
        '/custom-fields',
        { workspaceId: ws(), customField: { _id: notes._id, title: 'X' } },
        team.outsider.token,
        404,
      ],
      [
        'PUT',
        '/custom-fields',
        { workspaceId: other, customField: { _id: notes._id, title: 'X' } },
        team.outsider.token,
        404,
      ],
      ['DELETE', `/custom-fields/${notes._id}?workspaceId=${ws()}`, undefined, team.outsider.token, 404],
      ['DELETE', `/custom-fields/${notes._id}?workspaceId=${other}`, undefined, team.admin.token, 404],
      ['DELETE', `/custom-fields/${theirs._id}?workspaceId=${ws()}`, undefined, team.admin.token, 404],
      [
        'PATCH',
        '/custom-fields/order',
        { workspaceId: ws(), customFieldDataOrder: dataOrder },
        team.outsider.token,
        404,
      ],
      // Another workspace's field in this workspace's order is not one of its fields.
      [
        'PATCH',
        '/custom-fields/order',
        { workspaceId: ws(), customFieldDataOrder: [...dataOrder.slice(1), theirs._id] },
        team.admin.token,
        400,
        CUSTOM_FIELD_MESSAGES.orderMismatch,
      ],
    ]);
  });

  it('deletes a field, and the values files held for it', async () => {
    const response = await call(
      'DELETE',
      `/custom-fields/${channels._id}?workspaceId=${ws()}`,
      team.collaborator.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fieldId: channels._id, message: CUSTOM_FIELD_MESSAGES.deleted });
    expect(await row(channels._id)).toBeUndefined();
    const files = await t.context.database.db
      .select()
      .from(driveFiles)
      .where(eq(driveFiles.workspaceId, ws()));
    expect(files.some((file) => channels._id in file.customFields)).toBe(false);
    expect(files.find((file) => file.name === 'draft')?.customFields).toEqual({ [notes._id]: 'kept' });
    expect((await list()).dataOrder).not.toContain(channels._id);
  });
});
