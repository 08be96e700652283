import { ORG_ROLES, TENANCY_MESSAGES, MESSAGES } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/index.ts';
import { aMember } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InviteMemberDialog } from './InviteMemberDialog.tsx';
import { beforeTemplates } from '../../../test/released-modules.tsx';

const WORKSPACES = [
  { _id: 'ws-a', name: 'Autumn launch', thumbnailURL: null },
  { _id: 'ws-b', name: 'Brand refresh', thumbnailURL: null },
];

/** Answers the invite call with `answer`, and records what was sent. */
function serveInvite(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  tokenStore.set({ token: 'access', refreshToken: 'refresh' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderDialog(onLimitReached = vi.fn(), options: { beforeTemplates?: boolean } = {}) {
  const onClose = vi.fn();
  const dialog = (
    <InviteMemberDialog
      orgId="org-1"
      opened
      onClose={onClose}
      orgRoles={[...ORG_ROLES]}
      workspaces={WORKSPACES}
      lifetimeDeal={false}
      onLimitReached={onLimitReached}
    />
  );
  renderWithProviders(options.beforeTemplates ? beforeTemplates(dialog) : dialog);
  return { onClose, onLimitReached };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const roleSelect = (name: string) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: `Role in ${name}` });

/** Typing letter by letter re-renders the whole table each time; pasting is one change. */
async function enterEmail(value: string) {
  await userEvent.click(await screen.findByLabelText('E-mail'));
  await userEvent.paste(value);
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('invite member dialog', { timeout: 20_000 }, () => {
  it("asks for a valid e-mail and at least one workspace, in the spec's words", async () => {
    const sent = serveInvite({ status: 200, body: {} });
    renderDialog();

    await enterEmail('not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));

    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(TENANCY_MESSAGES.selectWorkspaces)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('needs at least one product in each ticked workspace', async () => {
    serveInvite({ status: 200, body: {} });
    renderDialog();

    await enterEmail('sam@acme-example.com');
    await userEvent.click(screen.getByLabelText('Give access to Brand refresh'));
    const brandRow = row('Brand refresh');
    await userEvent.click(within(brandRow).getByLabelText('Inspiration'));
    await userEvent.click(within(brandRow).getByLabelText('Creative Hub'));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));

    expect(await within(brandRow).findByText(TENANCY_MESSAGES.productPerWorkspace)).toBeTruthy();
  });

  it('locks every workspace role to Guest for an org guest', async () => {
    serveInvite({ status: 200, body: {} });
    renderDialog();

    await userEvent.click(await screen.findByLabelText('Give access to Autumn launch'));
    const role = roleSelect('Autumn launch');
    expect(role.value).toBe('Collaborator');
    expect(role.disabled).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Guest' }));

    expect(roleSelect('Autumn launch').value).toBe('Guest');
    expect(roleSelect('Autumn launch').disabled).toBe(true);
    expect(roleSelect('Brand refresh').value).toBe('Guest');
  });

  it('offers no module that is coming soon: its checkbox is disabled and says so', async () => {
    const sent = serveInvite({ status: 200, body: aMember({ _id: 'm-2', workspaceCount: 1 }) });
    renderDialog(vi.fn(), { beforeTemplates: true });

    await enterEmail('sam@acme-example.com');
    await userEvent.click(screen.getByLabelText('Give access to Autumn launch'));
    const autumn = row('Autumn launch');
    for (const label of ['Ad Templates']) {
      const box = within(autumn).getByRole<HTMLInputElement>('checkbox', {
        name: new RegExp(`^${label}\\s*· Coming soon$`),
      });
      expect(box.disabled).toBe(true);
      expect(box.checked).toBe(false);
      await userEvent.click(box, { pointerEventsCheck: 0 });
      expect(box.checked).toBe(false);
    }
    for (const label of ['Inspiration', 'Creative Hub', 'Detective', 'Analytics', 'Ad Launcher']) {
      expect(within(autumn).getByRole<HTMLInputElement>('checkbox', { name: label }).disabled).toBe(false);
    }
    await userEvent.click(within(autumn).getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      workspaces: [{ workspaceId: 'ws-a', products: ['inspiration', 'drive', 'analytics'] }],
    });
  });

  it('sends the ticked workspaces with the base grant and says so', async () => {
    const sent = serveInvite({
      status: 200,
      body: aMember({ _id: 'm-2', role: 'org_guest', workspaceCount: 1 }),
    });
    const { onClose } = renderDialog();

    await enterEmail('Sam@Acme-Example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Guest' }));
    await userEvent.click(screen.getByLabelText('Give access to Autumn launch'));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));

    expect(await screen.findByText(TENANCY_MESSAGES.memberInvited)).toBeTruthy();
    expect(sent).toEqual([
      {
        email: 'sam@acme-example.com',
        orgRole: 'org_guest',
        workspaces: [{ workspaceId: 'ws-a', roleName: 'guest', products: ['inspiration', 'drive'] }],
      },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('opens the limit dialog instead of a toast when the plan refuses', async () => {
    const limit = 'You have reached the limit of 3 members on your plan';
    serveInvite({ status: 403, body: { message: limit, code: 'PLAN_LIMIT_REACHED' } });
    const { onLimitReached } = renderDialog();

    await enterEmail('sam@acme-example.com');
    await userEvent.click(screen.getByLabelText('Give access to Autumn launch'));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));

    // A member invite takes a member seat; the dialog's limit text is the members'.
    await waitFor(() =>
      expect(onLimitReached).toHaveBeenCalledWith({ message: limit, resource: 'membersCount' }),
    );
    expect(screen.queryByText(limit)).toBeNull();
  });
});
