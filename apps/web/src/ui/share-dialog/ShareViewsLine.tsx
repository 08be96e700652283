import { Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';

interface ShareViewsLineProps {
  total: number;
  uniqueViewers: number;
  anonymousViews: number;
}

/** How often a link was opened, and by how many named viewers and how many without a name. */
export function ShareViewsLine({ total, uniqueViewers, anonymousViews }: ShareViewsLineProps) {
  return (
    <Group gap={6}>
      <IconEye size={16} aria-hidden />
      <Text size="sm">
        {total === 0
          ? 'Not viewed yet'
          : `Viewed ${total.toLocaleString('en-US')} ${total === 1 ? 'time' : 'times'}`}
        {uniqueViewers > 0 && ` · ${uniqueViewers} named ${uniqueViewers === 1 ? 'viewer' : 'viewers'}`}
        {anonymousViews > 0 && total > 0 && ` · ${anonymousViews} without a name`}
      </Text>
    </Group>
  );
}
