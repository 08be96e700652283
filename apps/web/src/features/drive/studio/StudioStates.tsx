import { Button, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './studio.module.css';

/** The studio's shape while the file loads: a dark stage and a panel of comment placeholders. */
export function StudioSkeleton({ header }: { header?: ReactNode }) {
  return (
    <div className={classes.studio} aria-busy="true" aria-label="Loading the file">
      {header ?? (
        <div className={classes.header}>
          <Skeleton h={22} w={220} radius="sm" style={{ opacity: 0.25 }} />
        </div>
      )}
      <div className={classes.body}>
        <div className={classes.stage} style={{ padding: 24 }}>
          <Skeleton h="100%" radius="md" style={{ opacity: 0.12 }} />
        </div>
        <div className={classes.side} style={{ padding: 16, gap: 10 }}>
          <Skeleton h={32} radius="md" />
          <Skeleton h={84} radius="md" />
          <Skeleton h={84} radius="md" />
          <Skeleton h={84} radius="md" />
        </div>
      </div>
    </div>
  );
}

/** A file that isn't there (deleted, merged away, another organisation's, or never existed). */
export function FileGone({ action }: { action?: { label: string; onClick: () => void } }) {
  return (
    <div className={classes.centered}>
      <Stack align="center" ta="center" gap="xs" maw={440}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconFileOff size={28} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          This file isn’t here any more
        </Title>
        <Text c="gray.7">
          It may have been deleted, merged into another file, or moved out of your reach.
        </Text>
        {action && (
          <Button mt="sm" variant="default" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </Stack>
    </div>
  );
}

/** A file whose first upload hasn't finished: nothing to show yet. */
export function FileUploading() {
  return (
    <div className={classes.centered} role="status">
      <Stack align="center" ta="center" gap="xs" maw={420}>
        <Title order={1} fz={22}>
          This file is still being uploaded
        </Title>
        <Text c="gray.7">It opens here as soon as its upload completes.</Text>
      </Stack>
    </div>
  );
}
