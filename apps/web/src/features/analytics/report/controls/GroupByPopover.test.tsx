import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NamingConvention } from '../../../../api/report-library-api.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { GroupByPopover, type GroupByPopoverProps } from './GroupByPopover.tsx';

const CONVENTION: NamingConvention = {
  _id: 'nc-1',
  workspaceId: 'ws-1',
  adAccountId: 'acc-1',
  name: 'Studio naming',
  separator: '_',
  properties: ['Angle', 'Format'],
  createdAt: '2026-03-01T00:00:00.000Z',
};

async function openPopover(props: Partial<GroupByPopoverProps> = {}) {
  const onChange = vi.fn();
  renderInApp(
    <GroupByPopover
      platform="meta"
      value="ad_name"
      onChange={onChange}
      conventions={[CONVENTION]}
      aiGrouping={{ enabled: false, ready: false }}
      {...props}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Group: / }));
  return { onChange, popover: await screen.findByRole('dialog', { name: 'Creative Attributes' }) };
}

describe('group-by popover', () => {
  it("offers the platform's groupings and marks the current one", async () => {
    const { popover, onChange } = await openPopover();
    expect(screen.getByRole('button', { name: 'Group: Ad name' })).toBeTruthy();
    expect(within(popover).getByRole('button', { name: 'Ad name' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(popover).getByRole('button', { name: 'Headline' })).toBeTruthy();
    await userEvent.click(within(popover).getByRole('button', { name: 'Creative tag' }));
    expect(onChange).toHaveBeenCalledWith('creative_tag');
  });

  it('has no headline grouping on TikTok', async () => {
    const { popover } = await openPopover({ platform: 'tiktok' });
    expect(within(popover).queryByRole('button', { name: 'Headline' })).toBeNull();
  });

  it("lists each naming convention's properties with their values", async () => {
    const onManageConventions = vi.fn();
    const { popover, onChange } = await openPopover({ onManageConventions });
    const section = within(popover).getByRole('group', { name: 'Studio naming' });
    await userEvent.click(within(section).getByRole('button', { name: 'Format' }));
    expect(onChange).toHaveBeenCalledWith('naming_convention:nc-1:Format');

    await userEvent.click(screen.getByRole('button', { name: /^Group: / }));
    await userEvent.click(await screen.findByRole('button', { name: 'Manage naming conventions' }));
    expect(onManageConventions).toHaveBeenCalled();
  });

  it('names a naming-convention grouping on its button', () => {
    renderInApp(
      <GroupByPopover
        platform="meta"
        value="naming_convention:nc-1:Angle"
        onChange={vi.fn()}
        conventions={[CONVENTION]}
        aiGrouping={{ enabled: false, ready: false }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Group: Studio naming: Angle' })).toBeTruthy();
  });

  it('shows the AI section only when the feature is on', async () => {
    const { popover } = await openPopover();
    expect(within(popover).queryByRole('group', { name: 'AI Grouping' })).toBeNull();
  });

  it('keeps AI groupings disabled with the tooltip until they are ready, also for the keyboard', async () => {
    const { popover, onChange } = await openPopover({ aiGrouping: { enabled: true, ready: false } });
    const section = within(popover).getByRole('group', { name: 'AI Grouping' });
    expect(within(section).getByText('Beta')).toBeTruthy();
    const persona = within(section).getByRole('button', { name: 'Persona' });
    expect(persona.getAttribute('aria-disabled')).toBe('true');

    await userEvent.click(persona);
    expect(onChange).not.toHaveBeenCalled();
    persona.blur();
    persona.focus();
    expect((await screen.findByRole('tooltip')).textContent).toBe('AI computation in progress');
  });

  it('lets a ready AI grouping be chosen', async () => {
    const { popover, onChange } = await openPopover({ aiGrouping: { enabled: true, ready: true } });
    await userEvent.click(within(popover).getByRole('button', { name: 'Ad angle' }));
    expect(onChange).toHaveBeenCalledWith('ai:angle');
  });
});
