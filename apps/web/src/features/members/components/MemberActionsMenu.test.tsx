import type { OrgMember } from '@hookline/domain';
import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aMember } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { theme } from '../../../ui/theme/theme.ts';
import { MemberActionsMenu } from './MemberActionsMenu.tsx';

/** Sam Reed, who has accepted the invitation. */
const member = (overrides: Partial<OrgMember>) =>
  aMember({ userId: 'user-2', firstName: 'Sam', lastName: 'Reed', inviteStatus: 'accepted', ...overrides });

/** Opens the row menu and waits until it shows `expected`, in order. */
async function expectMenu(member: OrgMember, expected: string[]) {
  const handlers = { onResend: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  renderWithProviders(
    // Test mode: no transitions, so the menu is fully shown (or gone) at once.
    <MantineProvider theme={theme} env="test">
      <MemberActionsMenu member={member} {...handlers} />
    </MantineProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${member.email}` }));
  await waitFor(() =>
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(expected),
  );
  return handlers;
}

describe('member actions menu', () => {
  it('offers Resend invite when the server allows it, and resends it', async () => {
    const handlers = await expectMenu(
      member({
        userId: null,
        inviteStatus: 'pending',
        allowedActions: ['member.update', 'member.resend', 'member.remove'],
      }),
      ['Resend invite', 'Edit member', 'Delete member'],
    );

    await userEvent.click(screen.getByRole('menuitem', { name: 'Resend invite' }));
    expect(handlers.onResend).toHaveBeenCalledOnce();
  });

  it('shows only what the server allows, whatever the member looks like', async () => {
    // A pending invite the server sends without Resend: the menu follows the server, not the status.
    await expectMenu(member({ inviteStatus: 'pending', allowedActions: ['member.update'] }), ['Edit member']);
  });

  it('offers no Delete member on one’s own row', async () => {
    await expectMenu(member({ allowedActions: ['member.update'] }), ['Edit member']);
  });

  it('shows no menu at all when the server allows nothing', () => {
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <MemberActionsMenu
          member={member({ allowedActions: [] })}
          onResend={vi.fn()}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });
});
