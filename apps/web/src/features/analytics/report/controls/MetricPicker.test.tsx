import { customConversionMetrics, getCatalogue } from '@hookline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { moveKey, pickerCategories, toggleKey } from './metric-categories.ts';
import { MetricPicker } from './MetricPicker.tsx';

const CATALOGUE = [...getCatalogue('meta'), ...customConversionMetrics({ id: '77', name: 'Webinar signup' })];

async function openPicker(selected: string[] = ['spend', 'cpm'], max?: number) {
  const onChange = vi.fn();
  renderInApp(<MetricPicker catalogue={CATALOGUE} selected={selected} onChange={onChange} max={max} />);
  await userEvent.click(screen.getByRole('button', { name: `Metrics (${selected.length})` }));
  return { onChange, dialog: await screen.findByRole('dialog', { name: 'Metrics' }) };
}

const selectedNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { name: /^Move / })
    .map((handle) => handle.getAttribute('aria-label')?.replace('Move ', ''));

describe('metric picker', () => {
  it('lists the families with counts, custom conversions and the selection', async () => {
    const { dialog } = await openPicker();
    const nav = within(dialog).getByRole('navigation', { name: 'Metric categories' });
    expect(within(nav).getByRole('button', { name: 'Delivery and cost 6' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Selected 2' })).toBeTruthy();

    await userEvent.click(within(nav).getByRole('button', { name: 'Custom conversions 5' }));
    const list = within(dialog).getByRole('group', { name: 'Custom conversions' });
    expect(within(list).getByRole('checkbox', { name: 'Cost per Webinar signup' })).toBeTruthy();
    expect(within(list).queryByRole('checkbox', { name: 'Amount Spent' })).toBeNull();
  });

  it('searches names and descriptions across every category', async () => {
    const { dialog } = await openPicker();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Search metrics' }),
      '3-second video plays',
    );
    const results = within(dialog).getByRole('group', { name: 'Search results' });
    expect(within(results).getByRole('checkbox', { name: 'Thumbstop Ratio' })).toBeTruthy();
    expect(within(results).queryByRole('checkbox', { name: 'Amount Spent' })).toBeNull();
  });

  it('shows what a focused metric measures and its formula', async () => {
    const { dialog } = await openPicker();
    within(dialog).getByRole('checkbox', { name: 'CPM (Cost per 1,000 Impressions)' }).focus();
    expect(
      await within(dialog).findByText('The average cost of 1,000 impressions of your ads.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Formula: (Amount Spent / Impressions) * 1000')).toBeTruthy();
  });

  it('adds ticked metrics at the end, removes them, and sends the order on Done', async () => {
    const { dialog, onChange } = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Clicks/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'CTR (Link Click-Through Rate)' }));
    expect(selectedNames(dialog)).toEqual([
      'Amount Spent',
      'CPM (Cost per 1,000 Impressions)',
      'CTR (Link Click-Through Rate)',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Amount Spent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith(['cpm', 'inline_link_click_ctr']);
  });

  it('Cancel drops the changes', async () => {
    const { dialog, onChange } = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Amount Spent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops at the maximum', async () => {
    const { dialog } = await openPicker(['spend', 'cpm'], 2);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Impressions' }).disabled).toBe(
      true,
    );
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Amount Spent' }).disabled).toBe(
      false,
    );
    expect(within(dialog).getByText('You can choose up to 2 metrics.')).toBeTruthy();
  });

  it('gives each selected metric a keyboard drag handle', async () => {
    const { dialog } = await openPicker();
    const handle = within(dialog).getByRole('button', { name: 'Move Amount Spent' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    expect(handle.tabIndex).toBe(0);
  });
});

describe('metric picker helpers', () => {
  it('moves a dragged key to where it was dropped', () => {
    expect(moveKey(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveKey(['a', 'b'], 'a', 'z')).toEqual(['a', 'b']);
  });

  it('adds a key once, last, and not beyond the maximum', () => {
    expect(toggleKey(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleKey(['a', 'b'], 'a', true)).toEqual(['a', 'b']);
    expect(toggleKey(['a', 'b'], 'c', true, 2)).toEqual(['a', 'b']);
    expect(toggleKey(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('keeps the selection in its chosen order', () => {
    const selected = pickerCategories(CATALOGUE, ['cpm', 'spend', 'not_a_metric']).at(-1);
    expect(selected?.metrics.map((metric) => metric.key)).toEqual(['cpm', 'spend']);
  });
});
