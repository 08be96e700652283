import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useReadOnly } from './ads-opener.tsx';
import { useDashboardAdSource } from './dashboard-ad-source.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import classes from './DetectiveDashboard.module.css';

interface AdSummaryProps {
  adId: string;
  /** A line of its own under the ad's words ("Ran 84 days"). */
  detail?: string;
}

/**
 * An ad of a figure as a list shows it: its still and first words, read from the Discover library (on a
 * public page, where the library can't be read, by its id only).
 */
export function AdSummary({ adId, detail }: AdSummaryProps) {
  const readOnly = useReadOnly();
  const source = useDashboardAdSource();
  const query = useQuery({
    queryKey: source.key(adId),
    queryFn: ({ signal }) => source.load(adId, signal),
    enabled: !readOnly,
    staleTime: 5 * 60_000,
  });
  const ad = query.data;
  const still = safeImageUrl(ad?.assets[0]?.thumbnailURL ?? ad?.assets[0]?.url ?? null);
  const words = ad ? (ad.title ?? ad.body).trim() : '';
  return (
    <Group gap="sm" wrap="nowrap" className={classes.adSummary}>
      <Box className={classes.thumb} aria-hidden>
        {still ? <img src={still} alt="" loading="lazy" /> : <IconPhoto size={18} />}
      </Box>
      <Stack gap={0} style={{ minWidth: 0 }}>
        {query.isLoading ? (
          <Skeleton h={12} w={160} my={4} />
        ) : (
          <Text size="sm" fw={500} lineClamp={1}>
            {words || `Ad ${adId}`}
          </Text>
        )}
        <Text size="xs" c="dimmed" lineClamp={1}>
          {[detail, ad ? `${ad.runningDays} days, ${ad.isActive ? 'running' : 'stopped'}` : null]
            .filter(Boolean)
            .join(' · ') || `Ad ${adId}`}
        </Text>
      </Stack>
    </Group>
  );
}
