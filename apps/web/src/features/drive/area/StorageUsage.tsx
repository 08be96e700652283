import { BYTES_PER_GB, UNLIMITED } from '@hookline/domain';
import { Box, Progress, Skeleton, Text } from '@mantine/core';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useDriveUsage } from '../shared/drive-queries.ts';
import { formatStorage, formatStorageLimit } from '../shared/drive-format.ts';

/** The organisation's Creative Hub storage, used against the plan's limit. */
export function StorageUsage({ orgId }: { orgId: string | undefined }) {
  const usage = useDriveUsage(orgId);
  if (usage.isError) {
    return (
      <LoadError
        compact
        what="the storage used"
        onRetry={() => void usage.refetch()}
        retrying={usage.isRefetching}
      />
    );
  }
  if (usage.isPending) {
    return (
      <Box p="md" aria-hidden>
        <Skeleton h={12} w="60%" mb={8} />
        <Skeleton h={6} />
      </Box>
    );
  }
  const { usedBytes, limitGB } = usage.data;
  const unlimited = limitGB >= UNLIMITED;
  const percent = unlimited || limitGB <= 0 ? 0 : Math.min(100, (usedBytes / (limitGB * BYTES_PER_GB)) * 100);
  const colour = percent >= 95 ? 'red' : percent >= 80 ? 'orange' : undefined;
  return (
    <Box p="md">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        Storage
      </Text>
      <Progress value={percent} size="sm" color={colour} aria-label="Storage used" mb={6} />
      <Text size="xs" c="gray.7">
        {formatStorage(usedBytes)} of {unlimited ? 'unlimited' : formatStorageLimit(limitGB)} used
      </Text>
    </Box>
  );
}
