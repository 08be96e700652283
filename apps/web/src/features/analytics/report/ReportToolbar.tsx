import type { AdAccount, MetricDefinition } from '@hookline/domain';
import { Button, Popover, Select, Stack, Switch, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { NamingConvention, Preset } from '../../../api/report-library-api.ts';
import { PlatformIcon } from '../components/AdAccountSwitcher.tsx';
import { DateRangePicker } from './controls/DateRangePicker.tsx';
import { FilterBuilder } from './controls/FilterBuilder.tsx';
import { GroupByPopover } from './controls/GroupByPopover.tsx';
import { MetricPicker } from './controls/MetricPicker.tsx';
import { PresetMenu } from './controls/PresetMenu.tsx';
import type { ReportDraft } from './report-draft.ts';
import classes from './ReportPage.module.css';

interface ReportToolbarProps {
  draft: ReportDraft;
  account: AdAccount;
  accounts: AdAccount[];
  catalogue: MetricDefinition[];
  conventions: NamingConvention[];
  presets: Preset[];
  aiGrouping: { enabled: boolean; ready: boolean };
  canManage: boolean;
  onChange: (change: Partial<ReportDraft>) => void;
  onAdAccountChange: (adAccountId: string) => void;
  onManageConventions: () => void;
  onSavePreset: (name: string) => Promise<unknown>;
  onDeletePreset: (preset: Preset) => Promise<unknown>;
}

/** What the report reads (account, dates, grouping, filters) and how its table looks (columns, presets, colours). */
export function ReportToolbar(props: ReportToolbarProps) {
  const { draft, account, onChange } = props;
  return (
    <div className={classes.toolbar} role="toolbar" aria-label="Report settings">
      <Select
        aria-label="Ad account"
        data={props.accounts.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
        value={account._id}
        onChange={(value) => value && value !== account._id && props.onAdAccountChange(value)}
        allowDeselect={false}
        leftSection={<PlatformIcon platform={account.platform} />}
        w={220}
        comboboxProps={{ width: 280, position: 'bottom-start' }}
      />
      <DateRangePicker
        value={{ datePreset: draft.datePreset, startDate: draft.startDate, endDate: draft.endDate }}
        timezone={account.timezone_name}
        onChange={(range) => onChange(range)}
      />
      <GroupByPopover
        platform={account.platform}
        value={draft.groupAdsBy}
        onChange={(groupAdsBy) => onChange({ groupAdsBy })}
        conventions={props.conventions}
        aiGrouping={props.aiGrouping}
        onManageConventions={props.canManage ? props.onManageConventions : undefined}
      />
      <FilterBuilder
        platform={account.platform}
        catalogue={props.catalogue}
        filters={draft.filters}
        filterGroups={draft.filterGroups}
        onChange={(change) => onChange(change)}
      />
      <div className={classes.toolbarEnd}>
        <MetricPicker
          label="Columns"
          catalogue={props.catalogue}
          selected={draft.tableMetrics}
          onChange={(tableMetrics) => onChange({ tableMetrics, columnPresetId: null })}
        />
        <PresetMenu
          presets={props.presets}
          activePresetId={draft.columnPresetId}
          onApply={(preset) => onChange({ tableMetrics: preset.metrics, columnPresetId: preset._id })}
          onSave={props.onSavePreset}
          onDelete={props.onDeletePreset}
          canManage={props.canManage}
        />
        <Popover position="bottom-end" width={280} shadow="md" trapFocus>
          <Popover.Target>
            <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} />}>
              Table
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="sm">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                Colours
              </Text>
              <Switch
                label="Highlight better than average"
                checked={draft.colorHighlightEnabled}
                onChange={(event) => onChange({ colorHighlightEnabled: event.currentTarget.checked })}
              />
              <Switch
                label="Lowlight worse than average"
                checked={draft.colorLowlightEnabled}
                onChange={(event) => onChange({ colorLowlightEnabled: event.currentTarget.checked })}
              />
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
                Columns
              </Text>
              <Switch
                label="Ad status"
                checked={draft.adStatusColumnEnabled}
                onChange={(event) => onChange({ adStatusColumnEnabled: event.currentTarget.checked })}
              />
              <Switch
                label="Creative tags"
                checked={draft.creativeTagColumnEnabled}
                onChange={(event) => onChange({ creativeTagColumnEnabled: event.currentTarget.checked })}
              />
              <Switch
                label="Launch date"
                checked={draft.adLaunchDateColumnEnabled}
                onChange={(event) => onChange({ adLaunchDateColumnEnabled: event.currentTarget.checked })}
              />
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </div>
    </div>
  );
}
