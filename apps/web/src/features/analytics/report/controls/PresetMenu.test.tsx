import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Preset } from '../../../../api/report-library-api.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { PresetMenu } from './PresetMenu.tsx';

const preset = (id: string, name: string): Preset => ({
  _id: id,
  workspaceId: 'ws-1',
  platform: 'meta',
  name,
  metrics: ['spend', 'cpm'],
  createdAt: '2026-03-01T00:00:00.000Z',
});
const PRESETS = [preset('p-1', 'Video'), preset('p-2', 'Conversions')];

function renderMenu(options: { canManage?: boolean; onSave?: () => Promise<unknown> } = {}) {
  const handlers = {
    onApply: vi.fn(),
    onSave: vi.fn(options.onSave ?? (() => Promise.resolve())),
    onDelete: vi.fn(() => Promise.resolve()),
  };
  renderInApp(
    <PresetMenu presets={PRESETS} activePresetId="p-1" canManage={options.canManage ?? true} {...handlers} />,
  );
  return handlers;
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Preset: Video' }));
  return screen.findByRole('dialog', { name: 'Table presets' });
};

describe('table preset menu', () => {
  it('applies a preset and marks the active one', async () => {
    const { onApply } = renderMenu();
    const menu = await openMenu();
    expect(within(menu).getByRole('button', { name: 'Video' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(menu).getByRole('button', { name: 'Conversions' }));
    expect(onApply).toHaveBeenCalledWith(PRESETS[1]);
  });

  it("refuses a blank name with the schema's message, then saves the name", async () => {
    const { onSave } = renderMenu();
    await userEvent.click(
      within(await openMenu()).getByRole('button', { name: 'Save current columns as preset…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save columns as preset' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preset name' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    expect(within(dialog).getByText('Please enter a preset name')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preset name' }), ' Top of funnel ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    expect(onSave).toHaveBeenCalledWith('Top of funnel');
    expect(screen.queryByRole('dialog', { name: 'Save columns as preset' })).toBeNull();
  });

  it('keeps the save dialog open when the save fails', async () => {
    renderMenu({ onSave: () => Promise.reject(new Error('Network Error')) });
    await userEvent.click(
      within(await openMenu()).getByRole('button', { name: 'Save current columns as preset…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save columns as preset' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preset name' }), 'Video');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    expect(screen.getByRole('dialog', { name: 'Save columns as preset' })).toBeTruthy();
  });

  it('deletes a preset only after confirming', async () => {
    const { onDelete } = renderMenu();
    await userEvent.click(
      within(await openMenu()).getByRole('button', { name: 'Delete preset Conversions' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete preset' });
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(PRESETS[1]);
  });

  it('only applies presets for users who may not manage them', async () => {
    renderMenu({ canManage: false });
    const menu = await openMenu();
    expect(within(menu).queryByRole('button', { name: /Delete preset/ })).toBeNull();
    expect(within(menu).queryByRole('button', { name: 'Save current columns as preset…' })).toBeNull();
  });
});
