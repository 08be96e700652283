import { Button, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NotFoundScreen } from '../../../ui/NotFoundScreen.tsx';
import { analyticsPaths, isComparisonPath } from '../analytics-paths.ts';
import { useActiveAdAccount } from '../hooks/use-active-ad-account.ts';
import { useAnalyticsWorkspace } from '../hooks/use-analytics-workspace.ts';
import { ReportEditor } from '../report/ReportEditor.tsx';
import { useReportSource } from '../report/use-report-data.ts';

/**
 * `report/top/:reportId`, `report/comparison/:reportId` and their short forms: a saved report, or "new".
 * Opening a saved report makes its ad account the active one (spec section 2).
 */
export function ReportPage() {
  const { reportId = 'new' } = useParams();
  const { pathname } = useLocation();
  const comparison = isComparisonPath(pathname);
  const { workspace, canManage } = useAnalyticsWorkspace();
  const workspaceId = workspace?._id ?? '';
  const { accountsQuery, accounts, activeAdAccount, setActiveAdAccountId } = useActiveAdAccount(workspaceId);
  const source = useReportSource(reportId, activeAdAccount?._id, comparison);
  const report = source.data;

  // A saved report makes its ad account the active one when it opens (its folder opens in the tree).
  const activated = useRef<string | null>(null);
  useEffect(() => {
    if (!report || reportId === 'new' || activated.current === report._id) return;
    activated.current = report._id;
    setActiveAdAccountId(report.adAccountId);
  }, [report, reportId, setActiveAdAccountId]);

  if (!workspace) return null;
  if (accountsQuery.isError) {
    return (
      <LoadError
        what="the ad accounts"
        onRetry={() => void accountsQuery.refetch()}
        retrying={accountsQuery.isFetching}
      />
    );
  }
  if (!accountsQuery.isPending && accounts.length === 0) {
    return <NoAdAccount workspaceId={workspaceId} canManage={canManage} />;
  }
  if (source.isError) {
    if (isApiError(source.error) && source.error.status === 404) return <NotFoundScreen inShell />;
    return (
      <LoadError what="this report" onRetry={() => void source.refetch()} retrying={source.isFetching} />
    );
  }
  if (!report || accountsQuery.isPending) return <ReportSkeleton />;

  return (
    <ReportEditor
      key={`${report._id}:${report.adAccountId}`}
      workspace={workspace}
      report={report}
      comparison={comparison}
      accounts={accounts}
      canManage={canManage}
      onAdAccountChange={setActiveAdAccountId}
    />
  );
}

function NoAdAccount({ workspaceId, canManage }: { workspaceId: string; canManage: boolean }) {
  return (
    <Stack align="center" ta="center" gap="sm" py={80} px="md">
      <ThemeIcon size={52} radius="xl" variant="light">
        <IconPlugConnected size={26} />
      </ThemeIcon>
      <Title order={2} fz={22}>
        Connect an ad account to build a report
      </Title>
      <Text c="dimmed" maw={440}>
        {canManage
          ? 'Reports read the figures of a Meta or TikTok ad account. Connect one, or try the sandbox with demo data.'
          : 'Reports read the figures of a Meta or TikTok ad account. Ask a workspace admin to connect one.'}
      </Text>
      {canManage && (
        <Button component={Link} to={analyticsPaths.onboard(workspaceId)} mt="xs">
          Connect an ad account
        </Button>
      )}
    </Stack>
  );
}

function ReportSkeleton() {
  return (
    <Stack gap="md" p={32} aria-busy="true" aria-label="Loading the report">
      <Skeleton h={30} w={320} />
      <Skeleton h={18} w={200} />
      <Skeleton h={44} />
      <Skeleton h={280} radius="md" />
      <Skeleton h={360} radius="md" />
    </Stack>
  );
}
