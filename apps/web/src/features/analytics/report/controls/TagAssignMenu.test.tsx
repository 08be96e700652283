import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreativeTag } from '../../../../api/report-library-api.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { TagAssignMenu } from './TagAssignMenu.tsx';

const tag = (id: string, name: string, color = '#4f46e5'): CreativeTag => ({
  _id: id,
  workspaceId: 'ws-1',
  adAccountId: 'acc-1',
  name,
  color,
  adCount: 3,
});
const TAGS = [tag('t-1', 'UGC'), tag('t-2', 'Founder story', '#b91c1c')];

async function openMenu() {
  const handlers = {
    onToggle: vi.fn(() => Promise.resolve()),
    onCreate: vi.fn((name: string, color: string) => Promise.resolve(tag('t-3', name, color))),
  };
  renderInApp(<TagAssignMenu tags={TAGS} appliedTagIds={['t-1']} {...handlers} />);
  await userEvent.click(screen.getByRole('button', { name: 'Tags' }));
  return { ...handlers, menu: await screen.findByRole('dialog', { name: 'Creative tags' }) };
}

describe('tag menu', () => {
  it('shows the applied tags ticked and toggles a tag', async () => {
    const { menu, onToggle } = await openMenu();
    expect(within(menu).getByRole<HTMLInputElement>('checkbox', { name: 'UGC' }).checked).toBe(true);
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Founder story' }));
    expect(onToggle).toHaveBeenCalledWith('t-2', true);
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'UGC' }));
    expect(onToggle).toHaveBeenCalledWith('t-1', false);
  });

  it('filters by the search and offers no creation for an existing name', async () => {
    const { menu } = await openMenu();
    await userEvent.type(within(menu).getByRole('textbox', { name: 'Search or create a tag' }), 'ugc');
    expect(within(menu).queryByRole('checkbox', { name: 'Founder story' })).toBeNull();
    expect(within(menu).queryByRole('button', { name: /Create tag/ })).toBeNull();
  });

  it('creates a tag in the chosen colour', async () => {
    const { menu, onCreate } = await openMenu();
    await userEvent.type(within(menu).getByRole('textbox', { name: 'Search or create a tag' }), 'Unboxing');
    await userEvent.click(within(menu).getByRole('radio', { name: 'Teal' }));
    expect(within(menu).getByRole('radio', { name: 'Teal' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(within(menu).getByRole('button', { name: 'Create tag “Unboxing”' }));

    expect(onCreate).toHaveBeenCalledWith('Unboxing', '#0f766e');
    expect(within(menu).queryByRole('button', { name: /Create tag/ })).toBeNull();
  });
});
