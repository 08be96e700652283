import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisation } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { OrgSwitcher } from './OrgSwitcher.tsx';

const ORGANISATIONS = [
  anOrganisation({ _id: 'org-1', name: 'Acme Studio', role: 'org_admin' }),
  anOrganisation({ _id: 'org-2', name: 'Northwind Agency', role: 'org_guest' }),
];

afterEach(stopServingApi);

async function openSwitcher(canCreateOrg: boolean) {
  serveApi({ 'GET organisation': () => ({ body: { data: ORGANISATIONS } }) });
  renderInApp(<OrgSwitcher collapsed={false} canCreateOrg={canCreateOrg} />, { path: '/app/settings' });
  const button = screen.getByRole('button', { name: /switch organisation/i });
  expect(await within(button).findByText('Acme Studio')).toBeTruthy();
  await userEvent.click(button);
  return screen.findByRole('menu');
}

describe('organisation switcher', () => {
  it("lists the user's organisations with their role in each", async () => {
    const menu = await openSwitcher(false);
    const northwind = within(menu).getByRole('menuitem', { name: /Northwind Agency/ });
    expect(within(northwind).getByText('Guest')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Acme Studio/ })).toBeTruthy();
  });

  it("offers 'Create organisation' only to users who may create one", async () => {
    const menu = await openSwitcher(false);
    expect(within(menu).queryByRole('menuitem', { name: 'Create organisation' })).toBeNull();
  });

  it("leads 'Create organisation' to the creation form", async () => {
    const menu = await openSwitcher(true);
    const create = within(menu).getByRole('menuitem', { name: 'Create organisation' });
    expect(create.getAttribute('href')).toBe('/app/org/create');
    expect(create.hasAttribute('data-disabled')).toBe(false);
  });

  it('switches the active organisation, forgets the workspace of the previous one and goes home', async () => {
    localStorage.setItem('activeWorkspace', 'ws-of-acme');
    const menu = await openSwitcher(false);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Northwind Agency/ }));

    expect(localStorage.getItem('activeOrgId')).toBe('org-2');
    expect(localStorage.getItem('activeWorkspace')).toBeNull();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
