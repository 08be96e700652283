import { isUnlimited } from '@hookline/domain';
import { Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { useAnalyticsUsage } from '../hooks/use-analytics-usage.ts';
import { formatUsd, planName } from '../plan-limit-labels.ts';

interface MeterProps {
  label: string;
  used: number;
  limit: number;
  /** "2 of 3", "$1,200 of $50,000". */
  format: (value: number) => string;
  note: string;
}

/** One figure against its limit; an unlimited one has no bar. */
function Meter({ label, used, limit, format, note }: MeterProps) {
  const unlimited = isUnlimited(limit);
  const share = unlimited || limit === 0 ? 0 : Math.min(100, (used / limit) * 100);
  return (
    <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">
        {unlimited ? `${format(used)} · no limit` : `${format(used)} of ${format(limit)}`}
      </Text>
      {!unlimited && (
        <Progress
          value={share}
          color={share >= 100 ? 'red' : 'hookline'}
          size="sm"
          aria-label={`${label}: ${format(used)} of ${format(limit)}`}
        />
      )}
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}

const monthName = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');

function spendNote(history: Array<{ month: string; totalAdSpend: number }>, limit: number): string {
  const lastTwo = history.slice(0, 2);
  if (isUnlimited(limit) || lastTwo.length < 2) {
    return 'Spend of every ad account in the organisation, in US dollars.';
  }
  const months = lastTwo
    .map((entry) => `${monthName(entry.month)}: ${formatUsd(entry.totalAdSpend)}`)
    .join(' · ');
  return `${months}. New ad accounts can't be added while spend is over the limit in both months.`;
}

/**
 * The plan's analytics limits beside the organisation's usage: new ad accounts this month, and last month's
 * ad spend. Shown to those who may see usage (`org.usage.view`).
 */
export function PlanUsageCard({ orgId }: { orgId: string }) {
  const { usage, spendHistory } = useAnalyticsUsage(orgId);
  const failed = usage.isError || spendHistory.isError;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-usage-title">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="md" id="plan-usage-title">
          Plan usage
        </Title>
        {usage.data && (
          <Text size="sm" c="dimmed">
            {planName(usage.data.analytics.plan)} plan
          </Text>
        )}
      </Group>
      {failed ? (
        <LoadError
          compact
          what="your plan's usage"
          retrying={usage.isRefetching || spendHistory.isRefetching}
          onRetry={() => {
            if (usage.isError) void usage.refetch();
            if (spendHistory.isError) void spendHistory.refetch();
          }}
        />
      ) : usage.data && spendHistory.data ? (
        <UsageMeters
          limits={usage.data.analytics}
          adAccountCount={usage.data.usageMetrics.adAccountCount}
          monthlyAdSpend={usage.data.usageMetrics.monthlyAdSpend}
          history={spendHistory.data.monthylSpendHistory}
        />
      ) : (
        <Group gap="xl" aria-busy="true" aria-label="Loading plan usage">
          {[0, 1].map((meter) => (
            <Stack key={meter} gap={8} style={{ flex: '1 1 220px' }}>
              <Skeleton height={12} width="50%" />
              <Skeleton height={10} width="30%" />
              <Skeleton height={8} />
            </Stack>
          ))}
        </Group>
      )}
    </Paper>
  );
}

interface UsageMetersProps {
  /** The Analytics product's limits (not the highest plan across products). */
  limits: { adAccountCount: number; adaccount_spend_limit: number };
  adAccountCount: number;
  monthlyAdSpend: number;
  history: Array<{ month: string; totalAdSpend: number }>;
}

function UsageMeters({ limits, adAccountCount, monthlyAdSpend, history }: UsageMetersProps) {
  return (
    <Group gap="xl" align="flex-start">
      <Meter
        label="New ad accounts this month"
        used={adAccountCount}
        limit={limits.adAccountCount}
        format={String}
        note="Counted across the organisation; the count starts again on the 1st. An account disconnected and added again in the same month counts once."
      />
      <Meter
        label="Ad spend last month"
        used={monthlyAdSpend}
        limit={limits.adaccount_spend_limit}
        format={formatUsd}
        note={spendNote(history, limits.adaccount_spend_limit)}
      />
    </Group>
  );
}
