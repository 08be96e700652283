import { DISCOVER_MESSAGES } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { RequestBrandDialog } from './RequestBrandDialog.tsx';

afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };

function renderDialog(
  answer: () => Answer = () => ({ body: { _id: 'req-1', message: DISCOVER_MESSAGES.brandRequested } }),
) {
  const calls = serveApi({ 'POST brands/request': answer });
  const onClose = vi.fn();
  renderInApp(<RequestBrandDialog opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Request a brand' });
  return { calls, onClose, dialog };
}

const fill = async (dialog: HTMLElement, name: string, url: string) => {
  if (name) await userEvent.type(within(dialog).getByLabelText('Brand name'), name);
  if (url) await userEvent.type(within(dialog).getByLabelText('Website URL'), url);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
};

describe('requesting a brand', () => {
  it('asks for a name and a valid address in the schema’s words, and sends nothing until they are', async () => {
    const { calls, dialog } = renderDialog();
    await fill(dialog, '', 'not a website');
    expect(within(dialog).getByText(DISCOVER_MESSAGES.brandNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(DISCOVER_MESSAGES.brandUrlInvalid)).toBeTruthy();
    expect(within(dialog).getByLabelText('Brand name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('refuses a name longer than 120 characters', async () => {
    const { calls, dialog } = renderDialog();
    await userEvent.click(within(dialog).getByLabelText('Brand name'));
    await userEvent.paste('N'.repeat(121));
    await fill(dialog, '', 'northwind.example');
    expect(within(dialog).getByText(DISCOVER_MESSAGES.brandNameTooLong)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('clears a field’s message as soon as it is edited', async () => {
    const { dialog } = renderDialog();
    await fill(dialog, '', '');
    expect(within(dialog).getByText(DISCOVER_MESSAGES.brandNameRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Brand name'), 'A');
    expect(within(dialog).queryByText(DISCOVER_MESSAGES.brandNameRequired)).toBeNull();
  });

  it('sends the name trimmed and the address as its absolute https address, thanks with the server’s words and closes', async () => {
    const { calls, dialog, onClose } = renderDialog();
    await fill(dialog, '  Northwind Outdoor ', 'northwind-outdoor.example ');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ name: 'Northwind Outdoor', url: 'https://northwind-outdoor.example/' });
    expect(await screen.findByText(DISCOVER_MESSAGES.brandRequested)).toBeTruthy();
  });

  it('shows a guest the server’s refusal, and stays open', async () => {
    const { dialog, onClose } = renderDialog(() => ({
      status: 403,
      body: { message: 'Guests can’t request brands', code: 'FORBIDDEN' },
    }));
    await fill(dialog, 'Northwind Outdoor', 'https://northwind-outdoor.example');
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Guests can’t request brands',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
