import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';
import type { DateRangeValue } from './date-range.ts';

const LAST_14_DAYS: DateRangeValue = { datePreset: 'last_14d', startDate: null, endDate: null };

beforeEach(() => {
  // Only the clock is fixed: timers stay real so that user events run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function openPicker(value: DateRangeValue = LAST_14_DAYS, options: { disablePast?: boolean } = {}) {
  const onChange = vi.fn();
  renderInApp(
    <DateRangePicker value={value} timezone="UTC" onChange={onChange} disablePast={options.disablePast} />,
  );
  await userEvent.click(screen.getByRole('button', { name: dateButtonName(value) }));
  return { onChange, dialog: await screen.findByRole('dialog', { name: 'Date range' }) };
}

const dateButtonName = (value: DateRangeValue) =>
  value.datePreset ? 'Last 14 days' : /Mar 3, 2026 – Mar 10, 2026/;
const day = (dialog: HTMLElement, label: string) => within(dialog).getByRole('button', { name: label });

describe('date range picker', () => {
  it('applies a preset with null days and shows its range in the calendar', async () => {
    const { onChange, dialog } = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Last 7 days' }));

    expect(within(dialog).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(day(dialog, '11 March 2026').hasAttribute('data-selected')).toBe(true);
    expect(day(dialog, '14 March 2026').hasAttribute('data-in-range')).toBe(true);
    expect(day(dialog, '17 March 2026').hasAttribute('data-selected')).toBe(true);
    expect(day(dialog, '18 March 2026').hasAttribute('data-in-range')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ datePreset: 'last_7d', startDate: null, endDate: null });
    expect(screen.queryByRole('dialog', { name: 'Date range' })).toBeNull();
  });

  it('applies picked days with no preset', async () => {
    const { onChange, dialog } = await openPicker();
    await userEvent.click(day(dialog, '3 March 2026'));
    await userEvent.click(day(dialog, '10 March 2026'));

    expect(within(dialog).getByRole('button', { name: 'Last 14 days' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(within(dialog).getByText('Mar 3, 2026 – Mar 10, 2026')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({
      datePreset: null,
      startDate: '2026-03-03',
      endDate: '2026-03-10',
    });
  });

  it('shows saved days on its button', () => {
    renderInApp(
      <DateRangePicker
        value={{ datePreset: null, startDate: '2026-03-03', endDate: '2026-03-10' }}
        timezone="UTC"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mar 3, 2026 – Mar 10, 2026' })).toBeTruthy();
  });

  it('refuses days after today in the account timezone', async () => {
    const { dialog } = await openPicker();
    expect((day(dialog, '18 March 2026') as HTMLButtonElement).disabled).toBe(false);
    expect((day(dialog, '19 March 2026') as HTMLButtonElement).disabled).toBe(true);
  });

  it('can refuse past days too', async () => {
    const { dialog } = await openPicker(LAST_14_DAYS, { disablePast: true });
    expect((day(dialog, '17 March 2026') as HTMLButtonElement).disabled).toBe(true);
    expect((day(dialog, '18 March 2026') as HTMLButtonElement).disabled).toBe(false);
  });

  it('Clear returns the draft to the last 14 days', async () => {
    const { onChange, dialog } = await openPicker({
      datePreset: null,
      startDate: '2026-03-03',
      endDate: '2026-03-10',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByRole('button', { name: 'Last 14 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ datePreset: 'last_14d', startDate: null, endDate: null });
  });

  it('Cancel closes without a change, and reopening shows the saved value again', async () => {
    const { onChange, dialog } = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Date range' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Last 14 days' }));
    const reopened = await screen.findByRole('dialog', { name: 'Date range' });
    expect(within(reopened).getByRole('button', { name: 'Last 14 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
