import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { EmojiPicker } from './EmojiPicker.tsx';

function ControlledPicker({
  initial,
  onChange,
}: {
  initial: string | null;
  onChange: (emoji: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <EmojiPicker
      label="Report emoji"
      value={value}
      onChange={(emoji) => {
        setValue(emoji);
        onChange(emoji);
      }}
    />
  );
}

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: 'Report emoji' }));
  return screen.findByRole('dialog', { name: 'Report emoji' });
}

describe('EmojiPicker', () => {
  it('finds emoji by keyword and chooses one with a click', async () => {
    const onChange = vi.fn();
    renderInApp(<ControlledPicker initial={null} onChange={onChange} />);
    const picker = await openPicker();

    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search emoji' }), 'launch');
    expect(within(picker).getByRole('group', { name: 'Results' })).toBeTruthy();
    expect(within(picker).queryByRole('button', { name: 'Grinning face' })).toBeNull();
    await userEvent.click(within(picker).getByRole('button', { name: 'Rocket' }));

    expect(onChange).toHaveBeenCalledWith('🚀');
    expect(screen.queryByRole('dialog', { name: 'Report emoji' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report emoji' }).textContent).toBe('🚀');
  });

  it('says when nothing matches', async () => {
    renderInApp(<ControlledPicker initial={null} onChange={() => undefined} />);
    const picker = await openPicker();
    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search emoji' }), 'qqqzz');
    expect(within(picker).getByText('No emoji match “qqqzz”.')).toBeTruthy();
  });

  it('moves through the grid with the arrow keys and chooses with Enter', async () => {
    const onChange = vi.fn();
    renderInApp(<ControlledPicker initial={null} onChange={onChange} />);
    const picker = await openPicker();

    await userEvent.click(within(picker).getByRole('textbox', { name: 'Search emoji' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Chart increasing');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bar chart');
    await userEvent.keyboard('{ArrowDown}');
    // Down keeps the column: the third of the second row of "Charts & business", 8 emoji on.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Receipt');
    await userEvent.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith('🧾');
  });

  it('Enter in the search box takes the first match', async () => {
    const onChange = vi.fn();
    renderInApp(<ControlledPicker initial={null} onChange={onChange} />);
    const picker = await openPicker();
    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search emoji' }), 'trophy{Enter}');
    expect(onChange).toHaveBeenCalledWith('🏆');
  });

  it('shows the chosen emoji as pressed and removes it', async () => {
    const onChange = vi.fn();
    renderInApp(<ControlledPicker initial="🔥" onChange={onChange} />);
    const picker = await openPicker();

    expect(within(picker).getByRole('button', { name: 'Fire' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(picker).getByRole('button', { name: 'Remove emoji' }));

    expect(onChange).toHaveBeenCalledWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'Report emoji' }));
    expect(screen.queryByRole('button', { name: 'Remove emoji' })).toBeNull();
  });
});
