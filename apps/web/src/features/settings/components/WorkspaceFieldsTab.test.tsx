import { CUSTOM_FIELD_MESSAGES, type CustomField } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { WorkspaceFieldsTab } from './WorkspaceFieldsTab.tsx';

afterEach(stopServingApi);

const WORKSPACE = aWorkspace({ _id: 'ws-1', name: 'Spring campaign' });
const SERVER_ERROR = { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } };

const STATUS: CustomField = {
  _id: 'f-status',
  title: 'Status',
  type: 'single-select',
  description: 'Where the asset is',
  options: [
    { _id: 'o-draft', label: 'Draft' },
    { _id: 'o-final', label: 'Final' },
  ],
};
const DUE: CustomField = { _id: 'f-due', title: 'Due date', type: 'date', description: null, options: [] };

/** A fake server holding `initial` fields that answers the field calls as the real one does. */
function serveFields(initial: CustomField[]): FakeCall[] {
  let fields = [...initial];
  const list = () => ({ body: { data: fields, dataOrder: fields.map((field) => field._id) } });
  return serveApi({
    'GET custom-fields': list,
    'POST custom-fields': (call) => {
      const { customField } = call.body as {
        customField: { title: string; type: CustomField['type']; options?: { label: string }[] };
      };
      const created: CustomField = {
        _id: `f-${fields.length + 1}`,
        title: customField.title,
        type: customField.type,
        description: null,
        options: (customField.options ?? []).map((option, index) => ({
          _id: `o-${index}`,
          label: option.label,
        })),
      };
      fields = [...fields, created];
      return { body: created };
    },
    'PUT custom-fields': (call) => {
      const { customField } = call.body as { customField: { _id: string; title: string } };
      fields = fields.map((field) =>
        field._id === customField._id ? { ...field, title: customField.title } : field,
      );
      return { body: fields.find((field) => field._id === customField._id) };
    },
    'DELETE custom-fields/f-due': () => {
      fields = fields.filter((field) => field._id !== 'f-due');
      return { body: { fieldId: 'f-due', message: CUSTOM_FIELD_MESSAGES.deleted } };
    },
  });
}

async function fill(label: string, value: string, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByLabelText(label));
  await userEvent.paste(value);
}

describe('Workspace > Fields', { timeout: 20_000 }, () => {
  it('lists the fields in order with their type and options', async () => {
    serveFields([STATUS, DUE]);
    renderInApp(<WorkspaceFieldsTab workspace={WORKSPACE} />);

    const list = await screen.findByRole('list', { name: 'Fields' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Status'),
      expect.stringContaining('Due date'),
    ]);
    expect(within(items[0]!).getByText('Single select')).toBeTruthy();
    expect(within(items[0]!).getByText('2 options: Draft, Final · Where the asset is')).toBeTruthy();
    expect(within(items[1]!).getByText('Date')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move field Status' })).toBeTruthy();
  });

  it('creates a single-select field with options labelled Option N, after refusing a form without its required fields', async () => {
    const calls = serveFields([]);
    renderInApp(<WorkspaceFieldsTab workspace={WORKSPACE} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Create the first field' }));
    const dialog = screen.getByRole('dialog', { name: 'New field' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create field' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(CUSTOM_FIELD_MESSAGES.requiredFields);

    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Title/ }));
    await userEvent.paste('Channel');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Single select' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Option 1').value).toBe('Option 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Option 2').value).toBe('Option 2');
    await userEvent.clear(within(dialog).getByLabelText('Option 1'));
    await fill('Option 1', 'Meta', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete option Option 3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create field' }));

    expect(await screen.findByText(CUSTOM_FIELD_MESSAGES.created)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspaceId: 'ws-1',
      customField: {
        title: 'Channel',
        type: 'single-select',
        description: '',
        options: [{ label: 'Meta' }, { label: 'Option 2' }],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New field' })).toBeNull());
    expect(await screen.findByText('2 options: Meta, Option 2')).toBeTruthy();
  });

  it('edits a field’s options: edited ones keep their ids, deleted ones are flagged, new ones added; the type stays', async () => {
    const calls = serveFields([STATUS]);
    renderInApp(<WorkspaceFieldsTab workspace={WORKSPACE} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit field Status' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit field' });
    expect(within(dialog).getByRole('combobox', { name: /^Type/ }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(within(dialog).getByLabelText('Option 2'));
    await fill('Option 2', 'Approved', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete option Draft' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save field' }));

    expect(await screen.findByText(CUSTOM_FIELD_MESSAGES.edited)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      workspaceId: 'ws-1',
      customField: {
        _id: 'f-status',
        title: 'Status',
        description: 'Where the asset is',
        options: [
          { _id: 'o-draft', label: 'Draft', deleted: true },
          { _id: 'o-final', label: 'Approved', edited: true },
          { label: 'Option 2', new: true },
        ],
      },
    });
  });

  it('refuses to save a select field whose options were all deleted', async () => {
    const calls = serveFields([STATUS]);
    renderInApp(<WorkspaceFieldsTab workspace={WORKSPACE} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit field Status' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit field' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete option Draft' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete option Final' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save field' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(CUSTOM_FIELD_MESSAGES.requiredFields);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('deletes a field after confirming', async () => {
    const calls = serveFields([STATUS, DUE]);
    renderInApp(<WorkspaceFieldsTab workspace={WORKSPACE} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete field Due date' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete field' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete field' }));

    expect(await screen.findByText(CUSTOM_FIELD_MESSAGES.deleted)).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('workspaceId')).toBe('ws-1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit field Due date' })).toBeNull());
  });

  it('says what failed to load, and Retry loads it', async () => {
    let failing = true;
    serveApi({
      'GET custom-fields': () =>
        failing ? SERVER_ERROR : { body: { data: [STATUS], dataOrder: [STATUS._id] } },
    });
    renderInApp(<WorkspaceFieldsTab workspace={WORKSPACE} />);

    expect(await screen.findByText('We couldn’t load the fields')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Edit field Status' })).toBeTruthy();
  });
});
