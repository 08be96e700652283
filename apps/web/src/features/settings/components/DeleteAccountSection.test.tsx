import { ACCOUNT_DELETION_MESSAGES, ACCOUNT_DELETION_WARNING, lastAdminMessage } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../api/index.ts';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';

afterEach(stopServingApi);

const USER = aUser({ _id: 'user-1', email: 'riley@acme-example.com', hasPassword: true });
const deletes = (calls: FakeCall[]) => calls.filter((call) => call.method === 'DELETE');

function renderSection(user = USER) {
  return renderInApp(
    <>
      <DeleteAccountSection user={user} />
    </>,
    { path: '/app/settings' },
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: ACCOUNT_DELETION_WARNING.title });
}

describe('Settings › Account: Delete account', () => {
  it('shows the warning: what goes, what stays with the team, and asks for the password', async () => {
    serveApi({});
    renderSection();
    const dialog = await openDialog();
    const removed = within(dialog).getByRole('region', { name: ACCOUNT_DELETION_WARNING.removedHeading });
    for (const line of ACCOUNT_DELETION_WARNING.removed) expect(within(removed).getByText(line)).toBeTruthy();
    const kept = within(dialog).getByRole('region', { name: ACCOUNT_DELETION_WARNING.keptHeading });
    for (const line of ACCOUNT_DELETION_WARNING.kept) expect(within(kept).getByText(line)).toBeTruthy();
    expect(within(dialog).getByText(ACCOUNT_DELETION_WARNING.intro)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Password/)).toBeTruthy();
  });

  it('is used with the keyboard alone: open, type the password, Enter deletes; then the goodbye screen, told to sign out', async () => {
    const calls = serveApi({
      'DELETE users/user-1': () => ({ body: { message: ACCOUNT_DELETION_MESSAGES.deleted } }),
    });
    const { router } = renderSection();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete account' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_DELETION_WARNING.title });
    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.keyboard('correct-horse-42{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/goodbye'));
    expect(deletes(calls)).toEqual([
      expect.objectContaining({ path: 'users/user-1', body: { password: 'correct-horse-42' } }),
    ]);
    expect(router.state.location.state).toEqual({ accountDeleted: true });
  });

  it('asks for the password before sending anything', async () => {
    const calls = serveApi({});
    renderSection();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(ACCOUNT_DELETION_MESSAGES.passwordRequired)).toBeTruthy();
    const input = within(dialog).getByLabelText(/^Password/);
    // The error is the field's description for assistive technology.
    const described = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain(ACCOUNT_DELETION_MESSAGES.passwordRequired);
    expect(deletes(calls)).toEqual([]);
  });

  it('says a wrong password on the field, and stays open and signed in', async () => {
    serveApi({
      'DELETE users/user-1': () => ({
        status: 400,
        body: { message: ACCOUNT_DELETION_MESSAGES.passwordIncorrect, code: 'VALIDATION_FAILED' },
      }),
    });
    const { router } = renderSection();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await within(dialog).findByText(ACCOUNT_DELETION_MESSAGES.passwordIncorrect)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/settings');
    expect(tokenStore.get()).not.toBeNull();
  });

  it("shows the last admin's refusal in the dialog, and the button works again after it", async () => {
    const message = lastAdminMessage(['Acme Studio']);
    const calls = serveApi({
      'DELETE users/user-1': () => ({ status: 409, body: { message, code: 'CONFLICT' } }),
    });
    renderSection();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'correct-horse-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your account was not deleted');
    expect(alert.textContent).toContain(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(deletes(calls)).toHaveLength(2));
    expect(tokenStore.get()).not.toBeNull();
  });

  it('an account that signs in only with Google confirms with its e-mail address', async () => {
    const calls = serveApi({
      'DELETE users/user-1': () => ({ body: { message: ACCOUNT_DELETION_MESSAGES.deleted } }),
    });
    const { router } = renderSection(
      aUser({ _id: 'user-1', email: 'riley@acme-example.com', hasPassword: false }),
    );
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    await userEvent.type(
      within(dialog).getByLabelText(/^Your e-mail address/),
      'riley@acme-example.com{Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodbye'));
    expect(deletes(calls)[0]?.body).toEqual({ email: 'riley@acme-example.com' });
  });

  it('says a server failure in the dialog, where trying again is one click', async () => {
    serveApi({
      'DELETE users/user-1': () => ({
        status: 500,
        body: { message: 'Something went wrong', code: 'INTERNAL' },
      }),
    });
    renderSection();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'correct-horse-42{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Something went wrong');
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });

  it('Cancel closes the dialog and sends nothing', async () => {
    const calls = serveApi({});
    renderSection();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(calls)).toEqual([]);
  });
});
