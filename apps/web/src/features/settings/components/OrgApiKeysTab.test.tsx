import { API_KEY_MESSAGES, type ApiKey, type ApiKeyCall } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisationDetail } from '../../../test/fixtures.ts';
import { holdCalls } from '../../../test/hold-calls.ts';
import { renderInApp } from '../../../test/render.tsx';
import { OrgApiKeysTab } from './OrgApiKeysTab.tsx';

afterEach(stopServingApi);

const workspace = (_id: string, name: string) => ({
  _id,
  name,
  thumbnailURL: null,
  membersCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const ORG = anOrganisationDetail({
  workspaces: { 'ws-1': workspace('ws-1', 'Spring launch'), 'ws-2': workspace('ws-2', 'Brand refresh') },
});

const KEYS_PATH = 'organisation/org-1/api-keys';
const SERVER_ERROR = { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' } };
const SECRET = 'hkl_3f9a2b7c5d1e4f60a8b9c0d1e2f3a4b5c6d7e8f9';

function aKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    _id: 'key-1',
    name: 'Reporting script',
    prefix: 'hkl_11aa22bb',
    scope: 'read',
    workspaces: null,
    createdBy: { _id: 'user-1', name: 'Morgan Blake' },
    createdAt: '2026-03-02T10:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

function aCall(n: number): ApiKeyCall {
  return {
    _id: `call-${n}`,
    method: 'GET',
    route: `/api/v1/detective/${n}`,
    status: 200,
    durationMs: 10 + n,
    at: '2026-03-02T10:00:00.000Z',
  };
}

describe('Organisation > API keys: the list', () => {
  it('shows a skeleton until the keys arrive, then each key without its secret', async () => {
    serveApi({
      [`GET ${KEYS_PATH}`]: () => ({
        body: {
          data: [
            aKey(),
            aKey({
              _id: 'key-2',
              name: 'Claude assistant',
              prefix: 'hkl_99ff88ee',
              scope: 'write',
              workspaces: [{ _id: 'ws-1', name: 'Spring launch' }],
              lastUsedAt: '2026-03-03T09:30:00.000Z',
            }),
          ],
        },
      }),
    });
    const release = holdCalls(/api-keys$/);
    renderInApp(<OrgApiKeysTab org={ORG} />);
    expect(await screen.findByTestId('api-keys-loading')).toBeTruthy();
    expect(screen.queryByText('No API keys yet')).toBeNull();
    release();

    const reporting = await screen.findByRole('row', { name: /Reporting script/ });
    expect(reporting.textContent).toContain('hkl_11aa22bb…');
    expect(reporting.textContent).toContain('Read');
    expect(reporting.textContent).toContain('All workspaces');
    expect(reporting.textContent).toContain('Morgan Blake');
    expect(reporting.textContent).toContain('Mar 2, 2026');
    expect(reporting.textContent).toContain('Never');
    const assistant = screen.getByRole('row', { name: /Claude assistant/ });
    expect(assistant.textContent).toContain('Read and write');
    expect(assistant.textContent).toContain('Spring launch');
    expect(assistant.textContent).toContain('Mar 3, 2026');
    expect(screen.queryByTestId('api-keys-loading')).toBeNull();
  });

  it('explains keys when there are none, with the button that makes one and where MCP clients connect', async () => {
    serveApi({ [`GET ${KEYS_PATH}`]: () => ({ body: { data: [] } }) });
    renderInApp(<OrgApiKeysTab org={ORG} />);

    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/mcp`)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create API key' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByRole('dialog', { name: 'Create API key' })).toBeTruthy();
  });

  it('says the list failed to load in its place, and Retry loads it', async () => {
    let failing = true;
    serveApi({
      [`GET ${KEYS_PATH}`]: () => (failing ? SERVER_ERROR : { body: { data: [aKey()] } }),
    });
    renderInApp(<OrgApiKeysTab org={ORG} />);

    expect(await screen.findByText('We couldn’t load the API keys')).toBeTruthy();
    expect(screen.queryByText('No API keys yet')).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Reporting script/ })).toBeTruthy();
  });
});

describe('Organisation > API keys: making a key', () => {
  it('shows the new key once, copies it, and the list then holds it without its secret', async () => {
    const user = userEvent.setup();
    let keys: ApiKey[] = [aKey()];
    const calls = serveApi({
      [`GET ${KEYS_PATH}`]: () => ({ body: { data: keys } }),
      [`POST ${KEYS_PATH}`]: () => {
        const made = aKey({
          _id: 'key-new',
          name: 'Claude assistant',
          prefix: SECRET.slice(0, 12),
          scope: 'write',
          workspaces: [{ _id: 'ws-2', name: 'Brand refresh' }],
        });
        keys = [made, ...keys];
        return { body: { ...made, key: SECRET } };
      },
    });
    renderInApp(<OrgApiKeysTab org={ORG} />);
    await screen.findByRole('row', { name: /Reporting script/ });

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Claude assistant');
    await user.click(within(dialog).getByRole('radio', { name: /Read and write/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Only these workspaces/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Workspaces the key may use' }));
    await user.click(await screen.findByRole('option', { name: 'Brand refresh' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Claude assistant',
      scope: 'write',
      workspaceIds: ['ws-2'],
    });
    expect(within(shown).getByRole<HTMLInputElement>('textbox', { name: 'API key' }).value).toBe(SECRET);
    expect(within(shown).getByRole<HTMLInputElement>('textbox', { name: 'API key' }).readOnly).toBe(true);
    expect(within(shown).getByText(/it won’t be shown again/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByRole('row', { name: /Claude assistant/ });
    expect(row.textContent).toContain('Brand refresh');
    expect(document.body.textContent).not.toContain(SECRET);

    // Opening the dialog again starts a new key: the last secret is gone.
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const again = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(within(again).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('says what is missing with the domain’s words, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = serveApi({ [`GET ${KEYS_PATH}`]: () => ({ body: { data: [] } }) });
    renderInApp(<OrgApiKeysTab org={ORG} />);
    await screen.findByText('No API keys yet');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });

    await user.click(within(dialog).getByRole('radio', { name: /Only these workspaces/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    expect(within(dialog).getByText(API_KEY_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(API_KEY_MESSAGES.workspacesEmpty)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says a refusal of the server in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    serveApi({
      [`GET ${KEYS_PATH}`]: () => ({ body: { data: [] } }),
      [`POST ${KEYS_PATH}`]: () => ({
        status: 400,
        body: { message: API_KEY_MESSAGES.workspaceUnknown, code: 'VALIDATION_ERROR' },
      }),
    });
    renderInApp(<OrgApiKeysTab org={ORG} />);
    await screen.findByText('No API keys yet');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nightly export');
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      API_KEY_MESSAGES.workspaceUnknown,
    );
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeTruthy();
  });
});

describe('Organisation > API keys: revoking and calls', () => {
  it('revokes a key after a confirm: the row goes and a toast says so', async () => {
    const user = userEvent.setup();
    let keys: ApiKey[] = [aKey(), aKey({ _id: 'key-2', name: 'Nightly export' })];
    const calls = serveApi({
      [`GET ${KEYS_PATH}`]: () => ({ body: { data: keys } }),
      [`DELETE ${KEYS_PATH}/key-1`]: () => {
        keys = keys.filter((key) => key._id !== 'key-1');
        return { body: { revoked: true } };
      },
    });
    renderInApp(<OrgApiKeysTab org={ORG} />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Reporting script' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(confirm.textContent).toContain('Reporting script');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('API key “Reporting script” revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Reporting script/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Nightly export/ })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('lists a key’s calls newest first, and Load more reads the next page by its cursor', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      [`GET ${KEYS_PATH}`]: () => ({ body: { data: [aKey()] } }),
      [`GET ${KEYS_PATH}/key-1/calls`]: (call) =>
        call.query.get('cursor') === 'page-2'
          ? { body: { data: [aCall(3)], nextCursor: null } }
          : { body: { data: [aCall(1), aCall(2)], nextCursor: 'page-2' } },
    });
    renderInApp(<OrgApiKeysTab org={ORG} />);
    await user.click(await screen.findByRole('button', { name: 'Calls of Reporting script' }));
    const drawer = await screen.findByRole('dialog', { name: 'Calls made with Reporting script' });

    await within(drawer).findByText('/api/v1/detective/1');
    const routes = () =>
      within(drawer)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByText(/^\/api\/v1\/detective\//).textContent);
    expect(routes()).toEqual(['/api/v1/detective/1', '/api/v1/detective/2']);
    expect(within(drawer).getAllByText('200')).toHaveLength(2);
    expect(within(drawer).getByText('11 ms')).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Load more' }));
    await within(drawer).findByText('/api/v1/detective/3');
    expect(routes()).toEqual(['/api/v1/detective/1', '/api/v1/detective/2', '/api/v1/detective/3']);
    expect(within(drawer).queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = calls.filter((call) => call.path.endsWith('/calls'));
    expect(pages.map((call) => call.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('says when a key has no calls, and when its calls fail to load, with a Retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveApi({
      [`GET ${KEYS_PATH}`]: () => ({ body: { data: [aKey()] } }),
      [`GET ${KEYS_PATH}/key-1/calls`]: () =>
        failing ? SERVER_ERROR : { body: { data: [], nextCursor: null } },
    });
    renderInApp(<OrgApiKeysTab org={ORG} />);
    await user.click(await screen.findByRole('button', { name: 'Calls of Reporting script' }));
    const drawer = await screen.findByRole('dialog', { name: 'Calls made with Reporting script' });

    expect(await within(drawer).findByText('We couldn’t load the key’s calls')).toBeTruthy();
    failing = false;
    await user.click(within(drawer).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByText('No calls yet')).toBeTruthy();
  });
});
