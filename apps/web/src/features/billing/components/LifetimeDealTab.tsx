import { formatStorageGB, type Organisation, type UsageLimits } from '@hookline/domain';
import { Badge, Card, Group, List, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInfinity } from '@tabler/icons-react';
import { useActiveSubscriptions } from '../../../app/session/use-active-subscriptions.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsPanelHeader } from '../../../ui/SettingsPanelHeader.tsx';
import { ContainerGrid } from './ContainerGrid.tsx';
import { formatLimit } from '../plan-display.ts';

function licenceLimits(limits: UsageLimits): { label: string; value: string }[] {
  return [
    { label: 'Team members', value: formatLimit(limits.membersCount) },
    { label: 'Workspaces', value: formatLimit(limits.workspacesCount) },
    { label: 'Creative Hub storage', value: formatStorageGB(limits.fileSizeInGB) },
    { label: 'Tracked brands', value: formatLimit(limits.detectiveBrandCount) },
    { label: 'Video transcriptions', value: formatLimit(limits.videoTranscriptionCount) },
  ];
}

/**
 * Settings › Organisation › Lifetime deal: what the organisation's licence gives. Guests, analytics, ad
 * templates and the launcher aren't part of it (spec section 5).
 */
export function LifetimeDealTab({ org }: { org: Organisation }) {
  const active = useActiveSubscriptions(org._id);
  const header = (
    <SettingsPanelHeader
      title="Lifetime deal"
      description="Your organisation’s lifetime licence: paid once, yours for good."
    />
  );
  if (active.isError) {
    return (
      <>
        {header}
        <LoadError what="your licence" onRetry={() => void active.refetch()} retrying={active.isRefetching} />
      </>
    );
  }
  if (!active.data) {
    return (
      <>
        {header}
        <Skeleton height={220} radius="lg" aria-label="Loading your licence" />
      </>
    );
  }
  const licence = active.data.activeSubscriptions.find((item) => item.purchase_medium === 'app_sumo');
  const planName = licence?.planDetails?.plan_name ?? (licence ? licence.plan : null);
  return (
    <Stack gap="lg" pb="xl">
      {header}
      {licence === undefined ? (
        <Card withBorder radius="lg" padding="xl">
          <Text size="sm" c="dimmed">
            No lifetime licence is active for this organisation. If you bought one, activate its code when you
            sign in, or contact our support team.
          </Text>
        </Card>
      ) : (
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="lg">
            <Group gap="sm">
              <ThemeIcon size={40} radius="xl" variant="light">
                <IconInfinity size={22} />
              </ThemeIcon>
              <div>
                <Title order={3} fz="lg">
                  {planName} lifetime licence
                </Title>
                <Text size="sm" c="dimmed">
                  No renewals, no invoices.
                </Text>
              </div>
              <Badge ml="auto" color="teal" variant="light">
                Active
              </Badge>
            </Group>
            <ContainerGrid cols={{ base: 2, '560px': 3, '1000px': 5 }} spacing="sm">
              {licenceLimits(active.data.usageLimits).map((row) => (
                <Card key={row.label} withBorder radius="md" padding="sm">
                  <Text size="xs" c="dimmed" fw={600}>
                    {row.label}
                  </Text>
                  <Text fw={700}>{row.value}</Text>
                </Card>
              ))}
            </ContainerGrid>
            {licence.planDetails && licence.planDetails.feature_highlights.length > 0 && (
              <List
                spacing={6}
                size="sm"
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light" color="teal">
                    <IconCheck size={12} />
                  </ThemeIcon>
                }
              >
                {licence.planDetails.feature_highlights.map((highlight) => (
                  <List.Item key={highlight}>{highlight}</List.Item>
                ))}
              </List>
            )}
            <Text size="sm" c="dimmed">
              The licence covers Inspiration, Detective and the Creative Hub for members. Guests, Creative
              Analytics, Ad Templates and the Ad Launcher aren’t part of it.
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
