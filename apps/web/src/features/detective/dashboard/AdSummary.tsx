import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { useReadOnly } from './ads-opener.tsx';
import { useDashboardAdSource } from './dashboard-ad-source.tsx';
import classes from './DetectiveDashboard.module.css';
import { useSeen } from './use-seen.ts';

interface AdSummaryProps {
  adId: string;
  /** A line of its own under the ad's words ("84 days · since Mar 3"). */
  detail?: string;
  /** Its still beside it: for short lists, since a list of 50 would have the server draw 50 of them. */
  withStill?: boolean;
}

/**
 * An ad of a figure as a list shows it: its first words (and still), read from the Discover library once
 * the row is scrolled to; on a public page, where the library can't be read, by its id only.
 */
export function AdSummary({ adId, detail, withStill = false }: AdSummaryProps) {
  const readOnly = useReadOnly();
  const source = useDashboardAdSource();
  const { ref, seen } = useSeen<HTMLDivElement>();
  const query = useQuery({
    queryKey: source.key(adId),
    queryFn: ({ signal }) => source.load(adId, signal),
    enabled: !readOnly && seen,
    staleTime: 5 * 60_000,
  });
  const ad = query.data;
  const still = withStill ? safeImageUrl(ad?.assets[0]?.thumbnailURL ?? null) : null;
  const words = ad ? (ad.title ?? ad.body).trim() : '';
  const facts = [
    detail,
    ad && !detail ? `${ad.runningDays} days, ${ad.isActive ? 'running' : 'stopped'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group gap="sm" wrap="nowrap" className={classes.adSummary} ref={ref}>
      {withStill && (
        <Box className={classes.thumb} aria-hidden>
          {still ? <img src={still} alt="" loading="lazy" /> : <IconPhoto size={18} />}
        </Box>
      )}
      <Stack gap={0} style={{ minWidth: 0 }}>
        {!readOnly && (query.isLoading || !seen) ? (
          <Skeleton h={12} w={160} my={4} />
        ) : (
          <Text size="sm" fw={500} lineClamp={1}>
            {words || `Ad ${adId}`}
          </Text>
        )}
        {facts && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {facts}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
