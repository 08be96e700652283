import { TENANCY_MESSAGES } from '@hookline/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { NoAccessScreen } from './NoAccessScreen.tsx';

describe('no-access screen', () => {
  it('says the user has no workspace and whom to ask, with no way back when there is nowhere to go', () => {
    renderWithProviders(<NoAccessScreen reason="noWorkspaces" hasWorkspaces={false} canCreateOrg={false} />);

    expect(screen.getByRole('heading', { name: "You don't have access to any workspaces" })).toBeTruthy();
    expect(screen.getByText(TENANCY_MESSAGES.contactAdmin)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to workspace' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an organisation' })).toBeNull();
  });

  it('offers the way back to the workspace and organisation creation when they exist', () => {
    renderWithProviders(<NoAccessScreen reason="noCreateWorkspace" hasWorkspaces canCreateOrg />);

    expect(
      screen.getByRole('heading', { name: "You don't have permission to create workspace" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to workspace' }).getAttribute('href')).toBe('/app');
    expect(screen.getByRole('link', { name: 'Create an organisation' }).getAttribute('href')).toBe(
      '/app/org/create',
    );
  });
});
