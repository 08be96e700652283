import type { MetricDefinition } from '@hookline/domain';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

interface MetricTitleProps {
  metric: MetricDefinition;
  id?: string;
}

/** A chart's title: the metric's long name, and its description in a tooltip that the keyboard reaches too. */
export function MetricTitle({ metric, id }: MetricTitleProps) {
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Text id={id} fw={600} size="sm" truncate title={metric.longName}>
        {metric.longName}
      </Text>
      <Tooltip
        label={metric.description}
        multiline
        w={280}
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`About ${metric.longName}`}>
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
