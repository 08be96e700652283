import { ORG_ROLES } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/index.ts';
import { aMember } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EditMemberDialog } from './EditMemberDialog.tsx';
import { beforeTemplates } from '../../../test/released-modules.tsx';

const WORKSPACES = [
  { _id: 'ws-a', name: 'Autumn launch', thumbnailURL: null },
  { _id: 'ws-b', name: 'Brand refresh', thumbnailURL: null },
];

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('edit member dialog', { timeout: 20_000 }, () => {
  it('keeps a module that is coming soon the member holds, and grants it nowhere else', async () => {
    const sent: unknown[] = [];
    tokenStore.set({ token: 'access', refreshToken: 'refresh' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
        return new Response(JSON.stringify(aMember({ userId: 'u-1', inviteStatus: 'accepted' })), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const member = aMember({
      userId: 'u-1',
      inviteStatus: 'accepted',
      workspaces: [
        {
          workspaceId: 'ws-a',
          roleName: 'collaborator',
          products: ['inspiration', 'adtemplates'],
          active: true,
        },
      ],
      workspaceCount: 1,
    });
    renderWithProviders(
      beforeTemplates(
        <EditMemberDialog
          orgId="org-1"
          opened
          member={member}
          onClose={vi.fn()}
          orgRoles={[...ORG_ROLES]}
          workspaces={WORKSPACES}
          lifetimeDeal={false}
          onLimitReached={vi.fn()}
        />,
      ),
    );

    const autumn = await screen.findByRole('row', { name: /Autumn launch/ });
    const held = within(autumn).getByRole<HTMLInputElement>('checkbox', {
      name: /^Ad Templates\s*· Coming soon$/,
    });
    expect(held.checked).toBe(true);
    expect(held.disabled).toBe(true);

    await userEvent.click(screen.getByLabelText('Give access to Brand refresh'));
    const brand = screen.getByRole('row', { name: /Brand refresh/ });
    const offered = within(brand).getByRole<HTMLInputElement>('checkbox', {
      name: /^Ad Templates\s*· Coming soon$/,
    });
    expect(offered.checked).toBe(false);
    expect(offered.disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      workspaces: [
        { workspaceId: 'ws-a', products: ['inspiration', 'adtemplates'] },
        { workspaceId: 'ws-b', products: ['inspiration', 'drive'] },
      ],
    });
  });
});
