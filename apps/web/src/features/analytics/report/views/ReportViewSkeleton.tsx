import { Group, Skeleton, SimpleGrid, Stack } from '@mantine/core';

export type ReportViewKind = 'bar' | 'line' | 'grid';

/** A view's shape while its lines load: bars, a chart area, or cards. */
export function ReportViewSkeleton({
  view,
  metricCount = 2,
}: {
  view: ReportViewKind;
  metricCount?: number;
}) {
  const label = 'Loading the chart';
  switch (view) {
    case 'bar':
      return (
        <SimpleGrid
          cols={{ base: 1, md: Math.min(Math.max(metricCount, 1), 4) }}
          aria-busy
          aria-label={label}
        >
          {Array.from({ length: Math.min(Math.max(metricCount, 1), 4) }, (_, chart) => (
            <Stack key={chart} gap={8}>
              <Skeleton h={14} w="50%" />
              {Array.from({ length: 8 }, (__, bar) => (
                <Group key={bar} gap="xs" wrap="nowrap">
                  <Skeleton h={12} w="35%" />
                  <Skeleton h={16} w={`${55 - bar * 5}%`} />
                </Group>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      );
    case 'line':
      return (
        <Stack gap="md" aria-busy aria-label={label}>
          <Group gap="md">
            <Skeleton h={30} w={180} />
            <Skeleton h={30} w={200} />
          </Group>
          <Skeleton h={320} />
        </Stack>
      );
    case 'grid':
      return (
        <SimpleGrid cols={{ base: 2, md: 3, xl: 5 }} aria-busy aria-label={label}>
          {Array.from({ length: 10 }, (_, card) => (
            <Stack key={card} gap={8}>
              <Skeleton style={{ aspectRatio: '1 / 1' }} />
              <Skeleton h={14} w="80%" />
              <Skeleton h={12} w="50%" />
            </Stack>
          ))}
        </SimpleGrid>
      );
  }
}
