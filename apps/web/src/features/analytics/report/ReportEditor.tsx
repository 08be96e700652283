import type { AdAccount, Report, ReportRow, Workspace } from '@hookline/domain';
import { Alert, Anchor } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { FIRST_PAGE } from '../analytics-queries.ts';
import { useOrganisationDetails } from '../../../app/session/use-organisation-details.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { toast } from '../../../ui/toasts.ts';
import { analyticsPaths } from '../analytics-paths.ts';
import { CreativePreviewDrawer } from './preview/CreativePreviewDrawer.tsx';
import { TagAssignMenu } from './controls/TagAssignMenu.tsx';
import { groupByLabel } from './controls/group-by-options.ts';
import { NamingConventionsManager } from './NamingConventionsManager.tsx';
import { changesLines, draftOf, isDirty, withAdAccount, type ReportDraft } from './report-draft.ts';
import { ReportHeader } from './ReportHeader.tsx';
import classes from './ReportPage.module.css';
import { ReportTableSection } from './ReportTableSection.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';
import { ReportViews } from './ReportViews.tsx';
import { SaveReportDialog, type SaveReportValues } from './SaveReportDialog.tsx';
import { reportCsv, downloadCsv } from './table/report-csv.ts';
import {
  allLinesOf,
  useCreateSnapshot,
  useCreativeTagActions,
  usePresetActions,
  useSaveReport,
} from './use-report-actions.ts';
import {
  useAiGrouping,
  useCreativeTags,
  useMetricCatalogue,
  useNamingConventions,
  usePresets,
  useReportChartLines,
  useReportLines,
} from './use-report-data.ts';
import { useDetailsChangedElsewhere } from './use-details-changed-elsewhere.ts';
import { useReportFolders } from './use-report-folders.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

interface ReportEditorProps {
  workspace: Workspace;
  report: Report;
  comparison: boolean;
  accounts: AdAccount[];
  canManage: boolean;
  /** The report moved to another ad account of the workspace; it becomes the active one. */
  onAdAccountChange: (adAccountId: string) => void;
}

/** A report being read and shaped: its header, toolbar, chart, table and the creative preview. */
export function ReportEditor({
  workspace,
  report,
  comparison,
  accounts,
  canManage,
  onAdAccountChange,
}: ReportEditorProps) {
  const navigate = useNavigate();
  const isNew = report._id === 'new';
  const [saved, setSaved] = useState<ReportDraft>(() => draftOf(report));
  const [draft, setDraft] = useState<ReportDraft>(saved);
  // The page the route's loader asked for first (prefetch-analytics.ts).
  const [page, setPage] = useState<number>(FIRST_PAGE.page);
  const [limit, setLimit] = useState<number>(FIRST_PAGE.limit);
  const [openRow, setOpenRow] = useState<ReportRow | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [conventionsOpen, setConventionsOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const dirty = isDirty(draft, saved);
  useDetailsChangedElsewhere(report, setSaved, setDraft);
  const guard = useUnsavedChangesGuard(dirty && canManage);

  const account = accounts.find((candidate) => candidate._id === draft.adAccountId) ?? accounts[0]!;
  const { activeOrg } = useActiveOrg();
  const organisation = useOrganisationDetails(activeOrg?._id);
  const aiFlag = organisation.data?.featureFlags.enableAnalyticsAIGrouping ?? false;

  const metrics = useMetricCatalogue(account.platform, comparison, account._id);
  const lines = useReportLines(draft, page, limit);
  const chartLines = useReportChartLines(draft, lines.data !== undefined);
  const tags = useCreativeTags(workspace._id, account._id);
  const conventions = useNamingConventions(workspace._id, account._id);
  const presets = usePresets(workspace._id, account.platform);
  const aiGrouping = useAiGrouping(account._id, aiFlag);
  const folders = useReportFolders(workspace._id, account._id);

  const saveReport = useSaveReport(workspace._id, report._id, comparison);
  const snapshot = useCreateSnapshot(workspace._id);
  const tagActions = useCreativeTagActions(workspace._id, account._id);
  const presetActions = usePresetActions(workspace._id, account.platform);

  const change = (next: Partial<ReportDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    if (changesLines(next)) setPage(1);
  };

  const changeAdAccount = (adAccountId: string) => {
    const next = accounts.find((candidate) => candidate._id === adAccountId);
    if (!next) return;
    setDraft((current) => withAdAccount(current, next, comparison));
    setPage(1);
    onAdAccountChange(adAccountId);
  };

  const save = (values?: SaveReportValues) => {
    const toSave = values ? { ...draft, ...values } : draft;
    saveReport.mutate(toSave, {
      onSuccess: (savedReport) => {
        const now = draftOf(savedReport);
        setSaved(now);
        setDraft(now);
        setDetailsOpen(false);
        if (isNew) {
          guard.allowNextNavigation();
          void navigate(analyticsPaths.report(workspace._id, savedReport._id, comparison), { replace: true });
        }
      },
    });
  };

  const takeSnapshot = () =>
    snapshot.mutate(
      {
        reportId: report._id,
        name: `${draft.name} · ${new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`,
      },
      {
        onSuccess: (created) =>
          toast.success(
            <>
              Snapshot saved.{' '}
              <Anchor href={created.publicPath} target="_blank" rel="noopener noreferrer" size="sm">
                Open its public page
              </Anchor>
            </>,
          ),
      },
    );

  const groupLabel = groupByLabel(draft.groupAdsBy, conventions.data ?? []);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await allLinesOf(draft);
      const csv = reportCsv({
        rows,
        columns: draft.tableMetrics,
        catalogue: metrics.byKey,
        currency: account.currency,
        groupLabel,
        totals: lines.data?.totals,
        showStatus: draft.adStatusColumnEnabled,
        showTags: draft.creativeTagColumnEnabled,
        showLaunchDate: draft.adLaunchDateColumnEnabled,
      });
      downloadCsv(`${draft.name || 'report'}.csv`, csv);
      toast.success(`Exported ${rows.length.toLocaleString('en-US')} lines`);
    } catch {
      // The client has already said what went wrong.
    } finally {
      setExporting(false);
    }
  };

  const sampleAdNames = useMemo(
    () => [...new Set((lines.data?.data ?? []).flatMap((row) => row.ads.map((ad) => ad.name)))].slice(0, 20),
    [lines.data],
  );

  const rowActions = canManage
    ? (row: ReportRow) => {
        const adIds = row.ads.map((ad) => ad._id);
        return (
          <TagAssignMenu
            label={`Creative tags of ${row.groupLabel}`}
            tags={tags.data ?? []}
            appliedTagIds={row.ad.creativeTags.map((tag) => tag._id)}
            onToggle={(tagId, applied) =>
              tagActions.assign.mutateAsync(
                applied ? { adIds, tagIdsToAdd: [tagId] } : { adIds, tagIdsToRemove: [tagId] },
              )
            }
            onCreate={async (name, color) => {
              const tag = await tagActions.create.mutateAsync({ name, color });
              await tagActions.assign.mutateAsync({ adIds, tagIdsToAdd: [tag._id] });
              return tag;
            }}
          />
        );
      }
    : undefined;

  const aiStatus = aiGrouping.data;
  const syncing = lines.data && (lines.data.syncStatus === 'pending' || lines.data.syncStatus === 'syncing');

  return (
    <div className={classes.page}>
      <ReportHeader
        name={draft.name}
        description={draft.description}
        emoticon={draft.emoticon}
        comparison={comparison}
        isNew={isNew}
        dirty={dirty}
        canManage={canManage}
        saving={saveReport.isPending}
        exporting={exporting}
        snapshotting={snapshot.isPending}
        onEditDetails={() => setDetailsOpen(true)}
        onSave={() => (isNew ? setDetailsOpen(true) : save())}
        onSnapshot={takeSnapshot}
        onExport={() => void exportCsv()}
      />
      <ReportToolbar
        draft={draft}
        account={account}
        accounts={accounts}
        catalogue={metrics.list}
        conventions={conventions.data ?? []}
        presets={presets.data ?? []}
        aiGrouping={{ enabled: aiFlag && (aiStatus?.enabled ?? false), ready: aiStatus?.status === 'ready' }}
        canManage={canManage}
        onChange={change}
        onAdAccountChange={changeAdAccount}
        onManageConventions={() => setConventionsOpen(true)}
        onSavePreset={(name) => presetActions.create.mutateAsync({ name, metrics: draft.tableMetrics })}
        onDeletePreset={(preset) => presetActions.remove.mutateAsync(preset._id)}
      />
      {syncing && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconRefresh size={18} />}
          mb="md"
          title="This ad account is syncing"
        >
          Figures are still arriving; the report fills in as the sync goes on.
        </Alert>
      )}
      {(lines.isError && !lines.data) || (chartLines.isError && !chartLines.data) ? (
        <LoadError
          what="this report’s figures"
          onRetry={() => {
            void lines.refetch();
            void chartLines.refetch();
          }}
          retrying={lines.isFetching || chartLines.isFetching}
        />
      ) : (
        <>
          <ReportViews
            draft={draft}
            rows={chartLines.data?.data ?? []}
            total={chartLines.data?.total ?? 0}
            loading={chartLines.isPending || metrics.query.isPending}
            catalogue={metrics.byKey}
            catalogueList={metrics.list}
            currency={account.currency}
            onChange={change}
            onOpenRow={setOpenRow}
          />
          <ReportTableSection
            draft={draft}
            result={lines.data}
            loading={lines.isPending || metrics.query.isPending}
            catalogue={metrics.byKey}
            currency={account.currency}
            groupLabel={groupLabel}
            page={page}
            limit={limit}
            onPageChange={setPage}
            onLimitChange={(size) => {
              setLimit(size);
              setPage(1);
            }}
            onChange={change}
            onOpenRow={setOpenRow}
            rowActions={rowActions}
          />
        </>
      )}
      <CreativePreviewDrawer
        row={openRow}
        adAccountId={account._id}
        catalogue={metrics.byKey}
        currency={account.currency}
        metrics={draft.cardMetrics}
        onClose={() => setOpenRow(null)}
      />
      <SaveReportDialog
        opened={detailsOpen}
        title={isNew ? 'Save report' : 'Report details'}
        submitLabel={isNew ? 'Save report' : 'Save'}
        initial={{
          name: draft.name,
          description: draft.description,
          emoticon: draft.emoticon,
          folderId: draft.folderId,
        }}
        folders={folders}
        saving={saveReport.isPending}
        onClose={() => setDetailsOpen(false)}
        onSubmit={save}
      />
      <NamingConventionsManager
        opened={conventionsOpen}
        onClose={() => setConventionsOpen(false)}
        workspaceId={workspace._id}
        adAccountId={account._id}
        conventions={conventions.data ?? []}
        sampleAdNames={sampleAdNames}
      />
      <ConfirmDialog
        opened={guard.blocked}
        title="Leave without saving?"
        confirmLabel="Leave"
        danger
        onConfirm={guard.proceed}
        onClose={guard.stay}
      >
        This report has changes that are not saved. If you leave now, they are lost.
      </ConfirmDialog>
    </div>
  );
}
