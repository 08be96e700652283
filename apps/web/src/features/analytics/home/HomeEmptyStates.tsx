import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconLayoutColumns, IconPlugConnected, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { analyticsPaths } from '../analytics-paths.ts';
import classes from './AnalyticsHome.module.css';

function EmptyCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" py={48} px="lg">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** No ad account in the workspace: what Analytics does, and connecting one (or whom to ask). */
export function NoAdAccounts({ workspaceId, canManage }: { workspaceId: string; canManage: boolean }) {
  return (
    <EmptyCard icon={<IconPlugConnected size={24} />} title="Connect an ad account to start">
      <Text c="dimmed" maw={520}>
        Analytics reads your Meta and TikTok ads’ daily figures, then ranks and compares them in reports you
        save and share with your team.
      </Text>
      {canManage ? (
        <Button component={Link} to={analyticsPaths.onboard(workspaceId)} mt="sm">
          Connect an ad account
        </Button>
      ) : (
        <Text size="sm" fw={500} mt="sm" maw={520}>
          Ask a workspace admin to connect an ad account.
        </Text>
      )}
    </EmptyCard>
  );
}

/** An ad account but no saved report: the two kinds of report, and making the first one. */
export function NoReports({ workspaceId, canManage }: { workspaceId: string; canManage: boolean }) {
  return (
    <EmptyCard
      icon={<IconChartBar size={24} />}
      title={canManage ? 'Create your first report' : 'No reports yet'}
    >
      <Text c="dimmed" maw={520}>
        {canManage
          ? 'Pick the kind of report to start from. You can change its metrics, dates and grouping, then save it.'
          : 'Reports saved by the people who manage Analytics in this workspace appear here.'}
      </Text>
      <div className={classes.kinds}>
        <ReportKind
          icon={<IconTrophy size={18} />}
          title="Top ads"
          text="Ranks every ad by the metric you choose, to find the winners and the ads to stop."
          to={canManage ? analyticsPaths.newReport(workspaceId) : undefined}
          action="New top ads report"
        />
        <ReportKind
          icon={<IconLayoutColumns size={18} />}
          title="Comparison"
          text="Puts chosen ads or groups side by side, metric by metric, to see what sets them apart."
          to={canManage ? analyticsPaths.newReport(workspaceId, true) : undefined}
          action="New comparison report"
        />
      </div>
    </EmptyCard>
  );
}

function ReportKind(props: { icon: ReactNode; title: string; text: string; to?: string; action: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6} align="flex-start" h="100%">
        <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Text fw={600}>{props.title}</Text>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {props.text}
        </Text>
        {props.to && (
          <Button component={Link} to={props.to} variant="light" size="xs" mt={4}>
            {props.action}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
