import { Stack, Text, Title } from '@mantine/core';
import { AdFeed } from '../ads/AdFeed.tsx';
import { useWorkspaceDefaults } from '../filters/use-workspace-defaults.ts';
import { LibraryNav } from '../shared/LibraryNav.tsx';
import classes from '../shared/LibraryPage.module.css';

/** `library/discover`: the public ads of every brand in the library, searched and filtered. */
export function DiscoverPage() {
  useWorkspaceDefaults();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Stack gap={4} className={classes.heading}>
          <Title order={1} fz={26}>
            Discover
          </Title>
          <Text size="sm" c="dimmed">
            Ads brands run on Facebook, Instagram and TikTok: see what they say, how they look and how long
            they run.
          </Text>
        </Stack>
        <LibraryNav />
      </header>
      <AdFeed />
    </div>
  );
}
