import type { OrgMember } from '@hookline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aMember } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { MembersTable } from './MembersTable.tsx';

const member = (overrides: Partial<OrgMember>) =>
  aMember({ _id: `m-${overrides.email ?? 'x'}`, ...overrides });

describe('members table', () => {
  it('shows Expired beside Invited for an invite whose link expired, and offers to resend it', async () => {
    const onResend = vi.fn();
    const late = member({ email: 'late@acme-example.com', inviteExpired: true });
    renderInApp(
      <MembersTable
        members={[
          late,
          member({ email: 'fresh@acme-example.com' }),
          member({ email: 'in@acme-example.com', userId: 'user-3', inviteStatus: 'accepted' }),
        ]}
        currentUserId="user-1"
        onResend={onResend}
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );

    const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) });
    expect(within(row('late@acme-example.com')).getByText('Invited')).toBeTruthy();
    expect(within(row('late@acme-example.com')).getByText('Expired')).toBeTruthy();
    expect(within(row('fresh@acme-example.com')).getByText('Invited')).toBeTruthy();
    expect(within(row('fresh@acme-example.com')).queryByText('Expired')).toBeNull();
    expect(within(row('in@acme-example.com')).getByText('Active')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for late@acme-example.com' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Resend invite' }));
    expect(onResend).toHaveBeenCalledWith(late);
  });
});
