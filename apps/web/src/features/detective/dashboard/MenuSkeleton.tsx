import type { DetectiveMenu } from '@hookline/domain';
import { Paper, Skeleton, Stack } from '@mantine/core';
import classes from './DetectiveDashboard.module.css';

/** A menu's shape while it loads: its stat tiles, then its panels. */
export function MenuSkeleton({ menu }: { menu: DetectiveMenu }) {
  const panels = menu === 'landing-pages' || menu === 'cadence' ? 1 : 4;
  return (
    <Stack
      gap="md"
      role="status"
      aria-busy="true"
      aria-label="Loading the dashboard"
      data-testid="detective-menu-skeleton"
    >
      <div className={classes.stats}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={84} radius="md" />
        ))}
      </div>
      <div className={classes.grid}>
        {Array.from({ length: panels }, (_, index) => (
          <Paper
            key={index}
            withBorder
            radius="md"
            p="md"
            className={panels === 1 ? classes.wide : undefined}
          >
            <Skeleton h={16} w={180} mb="md" />
            <Skeleton h={220} />
          </Paper>
        ))}
      </div>
    </Stack>
  );
}
