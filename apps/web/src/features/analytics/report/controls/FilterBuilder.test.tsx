import { getCatalogue, type ReportFilter, type ReportFilterGroup } from '@hookline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { checkCondition } from './filter-draft.ts';
import { FilterBuilder } from './FilterBuilder.tsx';

const CATALOGUE = getCatalogue('meta');

async function openBuilder(filters: ReportFilter[] = [], filterGroups: ReportFilterGroup[] = []) {
  const onChange = vi.fn();
  renderInApp(
    <FilterBuilder
      platform="meta"
      catalogue={CATALOGUE}
      filters={filters}
      filterGroups={filterGroups}
      onChange={onChange}
    />,
  );
  const count = filters.length + filterGroups.reduce((sum, group) => sum + group.filters.length, 0);
  await userEvent.click(screen.getByRole('button', { name: `Filters (${count})` }));
  return { onChange, popover: await screen.findByRole('dialog', { name: 'Filters' }) };
}

async function choose(scope: HTMLElement, label: string, index: number, option: string, search?: string) {
  const input = within(scope).getAllByRole('combobox', { name: label })[index] as HTMLElement;
  await userEvent.click(input);
  if (search) {
    await userEvent.clear(input);
    await userEvent.type(input, search);
  }
  await userEvent.click(await within(scope).findByRole('option', { name: option }));
}

describe('filter builder', () => {
  it('adds a text filter on an ad attribute', async () => {
    const { popover, onChange } = await openBuilder();
    await userEvent.click(within(popover).getByRole('button', { name: 'Add filter' }));
    await choose(popover, 'Operator', 0, 'does not contain');
    await userEvent.type(within(popover).getByRole('textbox', { name: 'Value' }), 'UGC');
    await userEvent.click(within(popover).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledWith({
      filters: [{ field: 'ad_name', operator: 'not_contains', value: 'UGC' }],
      filterGroups: [],
    });
  });

  it("shows the schema's message on a metric filter without a number, then applies it", async () => {
    const { popover, onChange } = await openBuilder();
    await userEvent.click(within(popover).getByRole('button', { name: 'Add filter' }));
    await choose(popover, 'Field', 0, 'Amount Spent', 'Amount Sp');
    await userEvent.click(within(popover).getByRole('button', { name: 'Apply' }));

    expect(within(popover).getByText('A metric filter needs a number')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await choose(popover, 'Operator', 0, '≥');
    await userEvent.type(within(popover).getByRole('textbox', { name: 'Value' }), '100');
    await userEvent.click(within(popover).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({
      filters: [{ field: 'spend', operator: 'gte', value: 100 }],
      filterGroups: [],
    });
  });

  it('builds an OR group of conditions', async () => {
    const { popover, onChange } = await openBuilder();
    await userEvent.click(within(popover).getByRole('button', { name: 'Add OR group' }));
    const group = within(popover).getByRole('group', { name: 'Any of group 1' });
    await userEvent.click(within(group).getByRole('button', { name: 'Add condition to group 1' }));
    await choose(group, 'Field', 1, 'Campaign name', 'Campaign');
    const values = within(group).getAllByRole('textbox', { name: 'Value' });
    await userEvent.type(values[0] as HTMLElement, 'Summer');
    await userEvent.type(values[1] as HTMLElement, 'Retargeting');
    await userEvent.click(within(popover).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledWith({
      filters: [],
      filterGroups: [
        {
          filters: [
            { field: 'ad_name', operator: 'contains', value: 'Summer' },
            { field: 'campaign_name', operator: 'contains', value: 'Retargeting' },
          ],
        },
      ],
    });
  });

  it('opens with the saved filters, counts them, and clears them all', async () => {
    const { popover, onChange } = await openBuilder(
      [{ field: 'spend', operator: 'gt', value: 50 }],
      [
        {
          filters: [
            { field: 'status', operator: 'equals', value: 'ACTIVE' },
            { field: 'ctr', operator: 'lt', value: 1 },
          ],
        },
      ],
    );
    expect((within(popover).getAllByRole('combobox', { name: 'Field' })[0] as HTMLInputElement).value).toBe(
      'Amount Spent',
    );
    await userEvent.click(within(popover).getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenCalledWith({ filters: [], filterGroups: [] });
  });

  it('removing the last condition of a group removes the group; Cancel keeps the saved filters', async () => {
    const { popover, onChange } = await openBuilder(
      [],
      [{ filters: [{ field: 'status', operator: 'equals', value: 'ACTIVE' }] }],
    );
    await userEvent.click(within(popover).getByRole('button', { name: 'Remove condition 1 of group 1' }));
    expect(within(popover).queryByRole('group', { name: 'Any of group 1' })).toBeNull();
    await userEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('judges a text field by the text form and a metric by the number form', () => {
    expect(checkCondition({ id: 1, field: 'ad_name', operator: 'gt', value: 'x' })).toEqual({
      errors: { operator: 'operator must be contains, not_contains, equals or not_equals' },
    });
    expect(checkCondition({ id: 2, field: 'spend', operator: 'gt', value: 'abc' })).toEqual({
      errors: { value: 'A metric filter needs a number' },
    });
  });
});
