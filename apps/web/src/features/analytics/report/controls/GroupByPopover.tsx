import { REPORT_QUERY_MESSAGES, type AdPlatform } from '@hookline/domain';
import { Badge, Button, Divider, Group, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconLayersSubtract, IconSettings } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import type { NamingConvention } from '../../../../api/report-library-api.ts';
import {
  aiGroupByOptions,
  groupByLabel,
  namingConventionSections,
  staticGroupByOptions,
  type GroupByOption,
} from './group-by-options.ts';

export interface GroupByPopoverProps {
  platform: AdPlatform;
  /** The report's `groupAdsBy`. */
  value: string;
  onChange: (groupAdsBy: string) => void;
  conventions: readonly NamingConvention[];
  /**
   * `enabled`: the organisation's AI grouping feature is on (the section shows only then);
   * `ready`: the ad account's AI labels are computed (the options are usable only then).
   */
  aiGrouping: { enabled: boolean; ready: boolean };
  /** Opens the naming-convention management; the action shows only when given. */
  onManageConventions?: () => void;
}

/** The "Creative Attributes" popover: how the report groups its ads (spec sections 2 and 5). */
export function GroupByPopover(props: GroupByPopoverProps) {
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const aiMessageId = useId();

  const choose = (value: string) => {
    props.onChange(value);
    setOpened(false);
  };
  const option = (item: GroupByOption) => (
    <OptionButton key={item.value} option={item} selected={item.value === props.value} onChoose={choose} />
  );

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={300} trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconLayersSubtract size={16} aria-hidden />}
          onClick={() => setOpened((value) => !value)}
        >
          {`Group: ${groupByLabel(props.value, props.conventions)}`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-labelledby={titleId} maw="calc(100vw - 2rem)">
        <Text id={titleId} fw={700} size="sm" px="xs" pb={4}>
          Creative Attributes
        </Text>
        <ScrollArea.Autosize mah="min(28rem, 60vh)" type="auto">
          <Stack gap={2}>
            <OptionGroup label="Ad attributes">
              {staticGroupByOptions(props.platform).map(option)}
            </OptionGroup>

            {namingConventionSections(props.conventions).map((section) => (
              <OptionGroup key={section.id} label={section.title}>
                {section.options.map(option)}
              </OptionGroup>
            ))}
            {props.onManageConventions && (
              <Button
                variant="subtle"
                justify="flex-start"
                size="compact-sm"
                leftSection={<IconSettings size={16} aria-hidden />}
                onClick={() => {
                  setOpened(false);
                  props.onManageConventions?.();
                }}
              >
                Manage naming conventions
              </Button>
            )}

            {props.aiGrouping.enabled && (
              <OptionGroup
                label="AI Grouping"
                badge={
                  <Badge size="xs" variant="light">
                    Beta
                  </Badge>
                }
              >
                {!props.aiGrouping.ready && (
                  <Text id={aiMessageId} size="xs" c="dimmed" px="xs" hidden>
                    {REPORT_QUERY_MESSAGES.aiGroupingInProgress}
                  </Text>
                )}
                {aiGroupByOptions().map((item) =>
                  props.aiGrouping.ready ? (
                    option(item)
                  ) : (
                    <Tooltip
                      key={item.value}
                      label={REPORT_QUERY_MESSAGES.aiGroupingInProgress}
                      events={{ hover: true, focus: true, touch: true }}
                      position="right"
                    >
                      {/* Focusable although unusable, so the tooltip shows for the keyboard too. */}
                      <Button
                        variant="subtle"
                        color="gray"
                        justify="flex-start"
                        size="compact-sm"
                        data-disabled
                        aria-disabled
                        aria-describedby={aiMessageId}
                        onClick={(event) => event.preventDefault()}
                      >
                        {item.label}
                      </Button>
                    </Tooltip>
                  ),
                )}
              </OptionGroup>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

function OptionGroup(props: { label: string; badge?: ReactNode; children: ReactNode }) {
  const labelId = useId();
  return (
    <Stack gap={2} role="group" aria-labelledby={labelId}>
      <Divider my={4} />
      <Group gap={6} px="xs">
        <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase">
          {props.label}
        </Text>
        {props.badge}
      </Group>
      {props.children}
    </Stack>
  );
}

function OptionButton(props: {
  option: GroupByOption;
  selected: boolean;
  onChoose: (value: string) => void;
}) {
  return (
    <Button
      variant={props.selected ? 'light' : 'subtle'}
      color={props.selected ? undefined : 'dark'}
      justify="flex-start"
      size="compact-sm"
      aria-pressed={props.selected}
      rightSection={props.selected ? <IconCheck size={14} aria-hidden /> : null}
      onClick={() => props.onChoose(props.option.value)}
    >
      {props.option.label}
    </Button>
  );
}
