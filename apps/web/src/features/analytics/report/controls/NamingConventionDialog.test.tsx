import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NamingConvention } from '../../../../api/report-library-api.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { guessProperties } from './naming-convention-form.ts';
import { NamingConventionDialog } from './NamingConventionDialog.tsx';

const SAMPLES = ['UGC_Summer_Video_Anna', 'Studio_Sale_Static_Ben', 'UGC-Winter-Video', 'Promo_Short'];
const CONVENTION: NamingConvention = {
  _id: 'nc-1',
  workspaceId: 'ws-1',
  adAccountId: 'acc-1',
  name: 'Studio naming',
  separator: '_',
  properties: ['Source', 'Season'],
  createdAt: '2026-03-01T00:00:00.000Z',
};

function renderDialog(convention?: NamingConvention) {
  const handlers = {
    onClose: vi.fn(),
    onSubmit: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
  };
  renderInApp(
    <NamingConventionDialog opened convention={convention} sampleAdNames={SAMPLES} {...handlers} />,
  );
  const dialog = screen.getByRole('dialog', {
    name: convention ? 'Edit naming convention' : 'New naming convention',
  });
  return { ...handlers, dialog };
}

const previewRow = (dialog: HTMLElement, adName: string) =>
  within(dialog)
    .getByRole('cell', { name: new RegExp(`^${adName}`) })
    .closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('naming convention dialog', () => {
  it('splits the sample names live as the separator and properties change', async () => {
    const { dialog } = renderDialog(CONVENTION);
    expect(cellsOf(previewRow(dialog, 'UGC_Summer_Video_Anna'))).toEqual([
      'UGC_Summer_Video_Anna',
      'UGC',
      'Summer',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Property 3' }), 'Format');
    expect(within(dialog).getByRole('columnheader', { name: 'Format' })).toBeTruthy();
    expect(cellsOf(previewRow(dialog, 'Promo_Short'))).toEqual([
      'Promo_ShortFewer parts',
      'Promo',
      'Short',
      '–',
    ]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dash -' }));
    expect(cellsOf(previewRow(dialog, 'UGC-Winter-Video'))).toEqual([
      'UGC-Winter-Video',
      'UGC',
      'Winter',
      'Video',
    ]);
  });

  it('marks names with fewer parts than properties', () => {
    const { dialog } = renderDialog({ ...CONVENTION, properties: ['Source', 'Season', 'Format', 'Creator'] });
    expect(within(previewRow(dialog, 'Promo_Short')).getByText('Fewer parts')).toBeTruthy();
    expect(within(previewRow(dialog, 'UGC_Summer_Video_Anna')).queryByText('Fewer parts')).toBeNull();
  });

  it("shows the schema's messages on the fields they are about", async () => {
    const { dialog, onSubmit } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create naming convention' }));

    expect(within(dialog).getByText('Please enter a naming convention name')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a separator')).toBeTruthy();
    expect(within(dialog).getByText('Every property needs a name')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses properties named twice and a colon in a name', async () => {
    const { dialog } = renderDialog(CONVENTION);
    const second = within(dialog).getByRole('textbox', { name: 'Property 2' });
    await userEvent.clear(second);
    await userEvent.type(second, 'source');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Property names must be unique')).toBeTruthy();

    await userEvent.type(second, ':x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Property names may not contain ":"')).toBeTruthy();
  });

  it('reorders, removes and saves the properties', async () => {
    const { dialog, onSubmit, onClose } = renderDialog(CONVENTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move property 2 up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove property 3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Studio naming',
      separator: '_',
      properties: ['Season', 'Source'],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('guesses the properties from the most common part count', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guess from ad names' }));
    expect(within(dialog).getByRole('textbox', { name: 'Property 4' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Property 5' })).toBeNull();
    expect(guessProperties(['a_b', 'c_d', 'e_f_g'], '_', ['Source'])).toEqual(['Source', 'Property 2']);
  });

  it('deletes after confirming', async () => {
    const { dialog, onDelete } = renderDialog(CONVENTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete naming convention' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });
});
