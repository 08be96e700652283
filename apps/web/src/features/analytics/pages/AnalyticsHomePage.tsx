import { LoadError } from '../../../ui/LoadError.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { useFolderTree } from '../components/folder-tree/use-folder-tree.ts';
import { reportCount } from '../components/folder-tree/tree-order.ts';
import { useActiveAdAccount } from '../hooks/use-active-ad-account.ts';
import { useAnalyticsWorkspace } from '../hooks/use-analytics-workspace.ts';
import { AccountSummary } from '../home/AccountSummary.tsx';
import { NoAdAccounts, NoReports } from '../home/HomeEmptyStates.tsx';
import { AccountSummarySkeleton, ReportGridSkeleton } from '../home/HomeSkeleton.tsx';
import { NewReportMenu } from '../home/NewReportMenu.tsx';
import { ReportCardGrid } from '../home/ReportCardGrid.tsx';

/** `analytics/:workspaceId`: the active ad account in a line, then its saved reports by folder. */
export function AnalyticsHomePage() {
  const { workspaceId, workspace, canManage } = useAnalyticsWorkspace();
  const { accountsQuery, activeAdAccount } = useActiveAdAccount(workspaceId);
  const tree = useFolderTree(workspaceId, activeAdAccount?._id);

  let content;
  if (accountsQuery.isError) {
    content = (
      <LoadError
        what="the ad accounts"
        onRetry={() => void accountsQuery.refetch()}
        retrying={accountsQuery.isRefetching}
      />
    );
  } else if (accountsQuery.isPending || !workspace) {
    content = (
      <>
        <AccountSummarySkeleton />
        <ReportGridSkeleton />
      </>
    );
  } else if (!activeAdAccount) {
    content = <NoAdAccounts workspaceId={workspaceId} canManage={canManage} />;
  } else {
    let reports;
    if (tree.isError) {
      reports = (
        <LoadError what="the reports" onRetry={() => void tree.refetch()} retrying={tree.isRefetching} />
      );
    } else if (tree.isPending) {
      reports = <ReportGridSkeleton />;
    } else if (reportCount(tree.data) === 0) {
      reports = <NoReports workspaceId={workspaceId} canManage={canManage} />;
    } else {
      reports = <ReportCardGrid tree={tree.data} workspaceId={workspaceId} />;
    }
    content = (
      <>
        <AccountSummary account={activeAdAccount} workspaceId={workspaceId} />
        {reports}
      </>
    );
  }

  return (
    <PageContainer
      title="Analytics"
      description={workspace?.name}
      actions={canManage && activeAdAccount ? <NewReportMenu workspaceId={workspaceId} /> : undefined}
    >
      {content}
    </PageContainer>
  );
}
