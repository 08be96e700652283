import { Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconPlus, IconRadar2 } from '@tabler/icons-react';
import classes from './DetectiveHome.module.css';

/** The tracked brands while they load: cards shaped like trackers. */
export function TrackersSkeleton() {
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading the tracked brands">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={classes.skeletonCard}>
          <Stack gap={8}>
            <Skeleton height={44} width={44} radius="md" />
            <Skeleton height={12} width="60%" />
            <Skeleton height={9} width="40%" mb={8} />
            <Skeleton height={22} width="70%" />
            <Skeleton height={44} />
          </Stack>
        </div>
      ))}
    </div>
  );
}

/** No brand tracked yet: why Detective is worth it, and the first action (or whom to ask). */
export function NoTrackers({ onTrack }: { onTrack: (() => void) | null }) {
  return (
    <Stack align="center" ta="center" gap="xs" py={72} px="md" className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconRadar2 size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>No brands tracked yet</Text>
      <Text size="sm" c="dimmed" maw={460}>
        Track a competitor to see, every week, the ads it runs, the ones it launched and whether it is scaling
        up or pulling back.
      </Text>
      {onTrack ? (
        <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onTrack}>
          Track your first brand
        </Button>
      ) : (
        <Text size="sm" maw={460}>
          Guests can read what the workspace tracks; ask one of its members to track a brand.
        </Text>
      )}
    </Stack>
  );
}

/** Brands are tracked, but none matches the search. */
export function NoMatchingTrackers({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <Stack align="center" ta="center" gap="xs" py={56} px="md" className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconFilterOff size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>No tracked brand matches “{query.trim()}”</Text>
      <Text size="sm" c="dimmed">
        Try another name, or track the brand.
      </Text>
      <Button mt="xs" variant="default" onClick={onClear}>
        Show all tracked brands
      </Button>
    </Stack>
  );
}
