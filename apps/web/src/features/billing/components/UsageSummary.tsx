import {
  bytesToGB,
  COMING_SOON,
  formatStorageGB,
  isModuleReleased,
  isUnlimitedLimit,
  type ModuleKey,
  type UsageLimits,
  type UsageMetricsResponse,
} from '@hookline/domain';
import { Card, Progress, Stack, Text } from '@mantine/core';
import { ContainerGrid } from './ContainerGrid.tsx';
import { formatLimit } from '../plan-display.ts';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

interface UsageRow {
  label: string;
  used: number;
  limit: number;
  format?: (value: number) => string;
  /** The module the row counts for: while it doesn't exist yet the row says 'Coming soon', not 0 of N. */
  module?: ModuleKey;
}

function usageRows(usage: UsageMetricsResponse['usageMetrics'], limits: UsageLimits): UsageRow[] {
  return [
    { label: 'Members', used: usage.membersCount, limit: limits.membersCount },
    { label: 'Guests', used: usage.guestMembersCount, limit: limits.guestUserCount },
    { label: 'Workspaces', used: usage.workspacesCount, limit: limits.workspacesCount },
    {
      label: 'Creative Hub storage',
      used: bytesToGB(usage.driveSize),
      limit: limits.fileSizeInGB,
      format: formatStorageGB,
      module: 'creative-hub',
    },
    {
      label: 'Analytics ad accounts',
      used: usage.adAccountCount,
      limit: limits.adAccountCount,
      module: 'analytics',
    },
    {
      label: 'Ad Launcher ad accounts',
      used: usage.adLauncherAdAccountCount,
      limit: limits.adlauncher_ad_account_count,
      module: 'ad-launcher',
    },
    {
      label: 'Detective brands',
      used: usage.detectiveCount,
      limit: limits.detectiveBrandCount,
      module: 'detective',
    },
    {
      label: 'Ad templates',
      used: usage.adTemplateCount,
      limit: limits.adTemplateCount,
      module: 'ad-templates',
    },
    {
      label: 'Video transcriptions',
      used: usage.adTranscriptionCount,
      limit: limits.videoTranscriptionCount,
    },
  ];
}

/** Current usage against the organisation's limits (the highest across its plans). */
export function UsageSummary({
  usage,
  limits,
}: {
  usage: UsageMetricsResponse['usageMetrics'];
  limits: UsageLimits;
}) {
  const released = useReleasedModules();
  return (
    <ContainerGrid cols={{ base: 2, '560px': 3, '1000px': 5 }} spacing="sm">
      {usageRows(usage, limits).map((row) => {
        if (row.module && !isModuleReleased(row.module, released)) {
          return (
            <Card key={row.label} withBorder radius="md" padding="sm" data-coming-soon>
              <Stack gap={6}>
                <Text size="xs" c="dimmed" fw={600}>
                  {row.label}
                </Text>
                <Text size="sm" fw={600} c="dimmed">
                  {COMING_SOON}
                </Text>
              </Stack>
            </Card>
          );
        }
        const format = row.format ?? ((value: number) => value.toLocaleString('en-US'));
        const unlimited = isUnlimitedLimit(row.limit);
        const ratio = unlimited || row.limit === 0 ? 0 : Math.min(100, (row.used / row.limit) * 100);
        return (
          <Card key={row.label} withBorder radius="md" padding="sm">
            <Stack gap={6}>
              <Text size="xs" c="dimmed" fw={600}>
                {row.label}
              </Text>
              <Text size="sm" fw={600}>
                {format(row.used)}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  of {unlimited ? 'Unlimited' : row.format ? row.format(row.limit) : formatLimit(row.limit)}
                </Text>
              </Text>
              <Progress
                value={ratio}
                size="sm"
                color={ratio >= 100 ? 'red' : ratio >= 80 ? 'orange' : undefined}
                aria-label={`${row.label} used`}
              />
            </Stack>
          </Card>
        );
      })}
    </ContainerGrid>
  );
}
