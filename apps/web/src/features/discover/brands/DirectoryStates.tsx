import { Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconFilterOff, IconStar } from '@tabler/icons-react';
import type { BrandListOptions } from '../../../api/discover-api.ts';
import classes from './BrandDirectory.module.css';

/** The directory while its first page loads: cards shaped like brands. */
export function DirectorySkeleton() {
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading the brands">
      {Array.from({ length: 12 }, (_, index) => (
        <div key={index} className={classes.skeletonCard}>
          <Skeleton height={52} width={52} radius="md" mb="sm" />
          <Skeleton height={12} width="70%" mb={8} />
          <Skeleton height={9} width="50%" mb={16} />
          <Skeleton height={9} width="80%" />
        </div>
      ))}
    </div>
  );
}

/** Why the directory is empty (no brands yet, none match, no favourites), and what to do. */
export function EmptyDirectory({
  options,
  onClear,
  onRetry,
}: {
  options: BrandListOptions;
  onClear: () => void;
  onRetry: () => void;
}) {
  const filtered = options.query.trim() !== '' || options.categoryId || options.industry;
  let icon = <IconBuildingStore size={24} aria-hidden />;
  let title = 'The library has no brands yet';
  let text =
    'Brands appear here as the library is filled, which takes a minute or two on a new installation.';
  let action = (
    <Button mt="xs" variant="default" onClick={onRetry}>
      Check again
    </Button>
  );
  if (filtered) {
    icon = <IconFilterOff size={24} aria-hidden />;
    title = options.favouritesOnly ? 'None of your favourites match' : 'No brands match';
    text = 'Try other words, another category or industry.';
    action = (
      <Button mt="xs" variant="default" onClick={onClear}>
        Clear filters
      </Button>
    );
  } else if (options.favouritesOnly) {
    icon = <IconStar size={24} aria-hidden />;
    title = 'No favourite brands yet';
    text =
      'Star a brand to keep it here, a click away from its ads. Favourites are yours alone; to have Hookline ' +
      'keep a brand’s ads up to date for the whole workspace, follow it in Discover settings.';
    action = (
      <Button mt="xs" variant="default" onClick={onClear}>
        Show all brands
      </Button>
    );
  }
  return (
    <Stack align="center" ta="center" gap="xs" py={72} px="md" className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={440}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}
