import '@mantine/dates/styles.css';
import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar, IconChevronDown } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { formatDay } from '../shared/discover-format.ts';
import classes from './FilterBar.module.css';

interface StartDateFilterProps {
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
}

const PRESETS = [
  { label: 'Last 7 days', days: 7 },
  { label: 'Last 30 days', days: 30 },
  { label: 'Last 90 days', days: 90 },
] as const;

const DAY = 'YYYY-MM-DD';

function rangeText(from: string | null, to: string | null): string | null {
  if (from && to) return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
  if (from) return `from ${formatDay(from)}`;
  if (to) return `until ${formatDay(to)}`;
  return null;
}

/** When the ads started running: a range picked on a calendar, or one of the last 7, 30 or 90 days. */
export function StartDateFilter({ from, to, onChange }: StartDateFilterProps) {
  const chosen = rangeText(from, to);
  const today = dayjs().format(DAY);
  return (
    <Popover position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          size="sm"
          variant={chosen ? 'light' : 'default'}
          leftSection={<IconCalendar size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          className={classes.filterButton}
        >
          Start date
          {chosen && ' '}
          {chosen && (
            <Badge size="sm" ml={2} variant="filled" tt="none">
              {chosen}
            </Badge>
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Started running between
          </Text>
          <Group gap={6}>
            {PRESETS.map((preset) => (
              <Button
                key={preset.days}
                size="compact-sm"
                variant="default"
                onClick={() =>
                  onChange({
                    from: dayjs()
                      .subtract(preset.days - 1, 'day')
                      .format(DAY),
                    to: today,
                  })
                }
              >
                {preset.label}
              </Button>
            ))}
          </Group>
          <DatePicker
            type="range"
            allowSingleDateInRange
            hideOutsideDates
            // Mantine paints weekends red-6, which reads 3.3:1 on white: below WCAG AA.
            weekendDays={[]}
            maxDate={today}
            value={[from, to]}
            onChange={([start, end]) => onChange({ from: start, to: end })}
            ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
          />
          {chosen && (
            <Group justify="flex-end">
              <Button size="compact-sm" variant="subtle" onClick={() => onChange({ from: null, to: null })}>
                Clear dates
              </Button>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
