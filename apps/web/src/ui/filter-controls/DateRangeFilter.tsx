import '@mantine/dates/styles.css';
import { DATE_FORMAT } from '@hookline/domain';
import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar, IconChevronDown } from '@tabler/icons-react';
import dayjs from 'dayjs';
import classes from './filter-controls.module.css';

interface DateRangeFilterProps {
  /** The button's words: "Start date", "Date saved". */
  label: string;
  /** What the range means, above the calendar: "Started running between". */
  heading: string;
  /** Days, `YYYY-MM-DD`. */
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

const formatDay = (day: string) => dayjs(day).format(DATE_FORMAT);

/** The chosen range in words, for the button's badge; null when none is chosen. */
export function rangeText(from: string | null, to: string | null): string | null {
  if (from && to) return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
  if (from) return `from ${formatDay(from)}`;
  if (to) return `until ${formatDay(to)}`;
  return null;
}

/** A range of days picked on a calendar, or one of the last 7, 30 or 90 days; none in the future. */
export function DateRangeFilter({ label, heading, from, to, onChange }: DateRangeFilterProps) {
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
          {label}
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
            {heading}
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
