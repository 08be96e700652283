import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconFolder } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { FolderTree } from '../../../api/report-library-api.ts';
import { isComparisonType, reportKindLabel, reportPath } from '../components/folder-tree/report-kind.ts';
import { reportGroups, UNFILED_TITLE, type ReportGroup } from './report-groups.ts';
import classes from './AnalyticsHome.module.css';

/** The account's saved reports as cards, under their folders' names. */
export function ReportCardGrid({ tree, workspaceId }: { tree: FolderTree; workspaceId: string }) {
  return (
    <Stack gap="xl">
      {reportGroups(tree).map((group) => (
        <ReportGroupSection key={group.key} group={group} workspaceId={workspaceId} />
      ))}
    </Stack>
  );
}

function ReportGroupSection({ group, workspaceId }: { group: ReportGroup; workspaceId: string }) {
  const headingId = `report-group-${group.key}`;
  return (
    <section aria-labelledby={headingId}>
      <Group gap={8} mb="sm" wrap="nowrap">
        <span aria-hidden className={classes.groupMark}>
          {group.emoticon ?? <IconFolder size={18} stroke={1.6} />}
        </span>
        <Title order={2} fz="md" id={headingId} className={classes.truncate} title={group.title}>
          {group.title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
          {group.reports.length}
        </Text>
      </Group>
      <ul className={classes.grid}>
        {group.reports.map((report) => (
          <li key={report._id}>
            <Paper
              component={Link}
              to={reportPath(workspaceId, report)}
              withBorder
              radius="md"
              p="md"
              className={classes.card}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <span aria-hidden className={classes.cardMark}>
                  {report.emoticon ?? <IconChartBar size={22} stroke={1.6} />}
                </span>
                <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} lineClamp={2} title={report.name}>
                    {report.name}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    <Badge
                      variant="light"
                      color={isComparisonType(report.reportType) ? 'grape' : 'blue'}
                      radius="sm"
                      tt="none"
                    >
                      {reportKindLabel(report.reportType)}
                    </Badge>
                    <Text size="xs" c="dimmed" className={classes.truncate}>
                      {group.folderId ? `In ${group.title}` : UNFILED_TITLE}
                    </Text>
                  </Group>
                </Stack>
              </Group>
            </Paper>
          </li>
        ))}
      </ul>
    </section>
  );
}
