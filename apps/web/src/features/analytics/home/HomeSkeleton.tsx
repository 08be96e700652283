import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import classes from './AnalyticsHome.module.css';

/** The account line, while the ad accounts load. */
export function AccountSummarySkeleton() {
  return (
    <Paper withBorder radius="md" p="md" mb="xl" aria-hidden>
      <Group gap="sm" wrap="nowrap">
        <Skeleton h={44} w={44} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={14} w="30%" />
          <Skeleton h={12} w="45%" />
          <Skeleton h={12} w="25%" />
        </Stack>
      </Group>
    </Paper>
  );
}

/** A heading and a row of cards, while the reports load. */
export function ReportGridSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton h={18} w={160} />
      <div className={classes.grid}>
        {[1, 2, 3, 4].map((card) => (
          <Skeleton key={card} h={92} radius="md" />
        ))}
      </div>
    </Stack>
  );
}
