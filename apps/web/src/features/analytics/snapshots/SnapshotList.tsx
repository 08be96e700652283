import type { Workspace } from '@hookline/domain';
import { Anchor, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { FolderTree, SnapshotSummary } from '../../../api/report-library-api.ts';
import { TablePagination } from '../../../ui/pagination/TablePagination.tsx';
import { usePagedRows } from '../../../ui/pagination/use-paged-rows.ts';
import { useNarrow } from '../../../ui/use-narrow.ts';
import { analyticsPaths } from '../analytics-paths.ts';
import { formatDate } from './snapshot-report.ts';
import { SnapshotRowActions } from './SnapshotRowActions.tsx';

type ReportSummary = FolderTree['unfiled'][number];

interface SnapshotListProps {
  workspace: Workspace;
  snapshots: readonly SnapshotSummary[];
  /** The workspace's reports by id, when known: they name the report a snapshot froze. */
  reports: ReadonlyMap<string, ReportSummary> | undefined;
  canManage: boolean;
  onRename: (snapshot: SnapshotSummary) => void;
  onDelete: (snapshot: SnapshotSummary) => void;
}

/** Below this width, Report, Created and Created by fold under the snapshot's name. */
const NARROW_LIST = 900;

/** Spec section 6: a user we can't name is "Unknown". */
function creatorName(workspace: Workspace, userId: string | null): string {
  const member = userId ? workspace.members.find((candidate) => candidate.userId === userId) : undefined;
  if (!member) return 'Unknown';
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

function ReportLink({
  workspaceId,
  snapshot,
  reports,
}: {
  workspaceId: string;
  snapshot: SnapshotSummary;
  reports: SnapshotListProps['reports'];
}) {
  if (!snapshot.reportId) {
    return (
      <Text span size="sm" c="dimmed">
        Report deleted
      </Text>
    );
  }
  const report = reports?.get(snapshot.reportId);
  const comparison = report?.reportType === 'comparison' || report?.reportType === 'tiktok_comparison';
  return (
    <Anchor component={Link} to={analyticsPaths.report(workspaceId, snapshot.reportId, comparison)} size="sm">
      {report?.name ?? 'Open report'}
    </Anchor>
  );
}

/** The workspace's snapshots: what each froze, when and by whom, and its actions. */
export function SnapshotList({
  workspace,
  snapshots,
  reports,
  canManage,
  onRename,
  onDelete,
}: SnapshotListProps) {
  const { ref, narrow } = useNarrow(NARROW_LIST);
  const paged = usePagedRows(snapshots);
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <div ref={ref}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Snapshot</Table.Th>
                {!narrow && <Table.Th w="22%">Report</Table.Th>}
                {!narrow && <Table.Th w={130}>Created</Table.Th>}
                {!narrow && <Table.Th w={160}>Created by</Table.Th>}
                <Table.Th w={narrow ? 88 : 232}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {paged.rows.map((snapshot) => {
                const created = formatDate(snapshot.createdAt);
                const creator = creatorName(workspace, snapshot.createdBy);
                return (
                  <Table.Tr key={snapshot._id}>
                    <Table.Td>
                      <Text size="sm" fw={600} truncate="end" title={snapshot.name}>
                        {snapshot.name}
                      </Text>
                      {narrow && (
                        <Text size="xs" c="dimmed" component="div" truncate="end">
                          <ReportLink workspaceId={workspace._id} snapshot={snapshot} reports={reports} /> ·{' '}
                          {created} · {creator}
                        </Text>
                      )}
                    </Table.Td>
                    {!narrow && (
                      <Table.Td
                        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                      >
                        <ReportLink workspaceId={workspace._id} snapshot={snapshot} reports={reports} />
                      </Table.Td>
                    )}
                    {!narrow && (
                      <Table.Td>
                        <Text size="sm">{created}</Text>
                      </Table.Td>
                    )}
                    {!narrow && (
                      <Table.Td>
                        <Text size="sm" truncate="end">
                          {creator}
                        </Text>
                      </Table.Td>
                    )}
                    <Table.Td>
                      <SnapshotRowActions
                        snapshot={snapshot}
                        canManage={canManage}
                        compact={narrow}
                        onRename={onRename}
                        onDelete={onDelete}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      </Paper>
      <TablePagination {...paged.pagination} label="Pages of snapshots" />
    </Stack>
  );
}

/** The list's loading state: rows shaped like the list. */
export function SnapshotListSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label="Loading snapshots">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} h={20} my={14} w={`${80 - index * 10}%`} />
      ))}
    </Paper>
  );
}
