import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import {
  useCopyTemplates,
  useLaunchNamingConvention,
  useLauncherSettings,
} from '../hooks/use-launcher-queries.ts';
import { useLauncherWorkspace } from '../hooks/use-launcher-workspace.ts';
import { HANDOFF_PARAM, handoffFileIds, launcherPaths } from '../launcher-paths.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import type { PickedFile } from './group-creatives.ts';
import { useHandoffFiles } from './use-handoff-files.ts';
import { LaunchWizard } from './LaunchWizard.tsx';

/** `:adAccountId/launch` and `:adAccountId/partnership-ads/launch`; `?draftId=` resumes a draft. */
export function LaunchWizardPage({ partnership = false }: { partnership?: boolean }) {
  const { adAccountId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // The draft this wizard made itself goes into the address without reloading the wizard; another one resumes.
  const [ownDraftId, setOwnDraftId] = useState<string | null>(null);
  const param = searchParams.get('draftId');
  const draftId = param !== null && param !== ownDraftId ? param : null;
  const { workspaceId: routeWorkspaceId, workspace, canLaunch, canUpload } = useLauncherWorkspace();
  // Read once: the wizard's first save replaces the address with its draft's.
  const [handoffIds] = useState(() =>
    param === null ? handoffFileIds(searchParams.get(HANDOFF_PARAM)) : [],
  );
  const handoff = useHandoffFiles(routeWorkspaceId, handoffIds);
  const settings = useLauncherSettings(adAccountId);
  const templates = useCopyTemplates(adAccountId);
  const conventionId = settings.data?.launchSettings.namingConventionId ?? null;
  const convention = useLaunchNamingConvention(adAccountId, conventionId);
  // Read once: the wizard's own saves must not reset it.
  const draft = useQuery({
    queryKey: AD_LAUNCHER_KEYS.draft(draftId ?? ''),
    queryFn: ({ signal }) => adLauncherApi.draft(draftId!, signal),
    enabled: draftId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return (
    <AccountPage title={partnership ? 'Launch partnership ads' : 'Launch ads'}>
      {(account, workspaceId) =>
        !canLaunch || !account.canLaunch ? (
          <EmptyState
            title="You can't launch on this ad account"
            text={
              canLaunch
                ? 'A workspace admin chooses who may launch on each ad account: ask one to add you.'
                : "Your role in this workspace doesn't allow launching ads."
            }
            action={
              <Button variant="default" component={Link} to={launcherPaths.home(workspaceId)}>
                Ad accounts
              </Button>
            }
          />
        ) : (
          <QueryState query={settings} what="the launch settings">
            {(settingsData) =>
              draftId !== null && draft.data === undefined ? (
                <QueryState query={draft} what="the draft">
                  {() => null}
                </QueryState>
              ) : conventionId !== null && convention.data === undefined ? (
                <QueryState query={convention} what="the naming convention for ad names">
                  {() => null}
                </QueryState>
              ) : (templates.data === undefined && !templates.isError) || handoff.status === 'loading' ? (
                <Text c="dimmed" aria-busy="true">
                  Loading…
                </Text>
              ) : handoff.status === 'error' ? (
                <LoadError
                  what="the files from the Creative Hub"
                  onRetry={handoff.retry}
                  retrying={handoff.retrying}
                />
              ) : (
                <Stack gap="md">
                  {handoff.status === 'ready' && <HandoffNotice {...handoff} asked={handoffIds.length} />}
                  <LaunchWizard
                    key={draftId && draft.data ? draft.data._id : 'new'}
                    account={account}
                    settings={settingsData}
                    templates={templates.data ?? []}
                    namingConvention={conventionId !== null ? (convention.data ?? null) : null}
                    workspaceId={workspaceId}
                    rootFolderId={workspace?.rootFolderId ?? workspaceId}
                    canUpload={canUpload}
                    draft={draftId !== null ? (draft.data ?? null) : null}
                    handoffFiles={handoff.status === 'ready' ? handoff.files : undefined}
                    partnership={partnership}
                    onDraftCreated={(id) => {
                      setOwnDraftId(id);
                      setSearchParams({ draftId: id }, { replace: true });
                    }}
                  />
                </Stack>
              )
            }
          </QueryState>
        )
      }
    </AccountPage>
  );
}

/** What came of the files handed over: how many are picked, and how many were left out. */
function HandoffNotice({ files, missing, asked }: { files: PickedFile[]; missing: number; asked: number }) {
  const picked =
    files.length === 0
      ? 'None of the files handed over could be picked: choose files from the Creative Hub below.'
      : `${files.length === 1 ? '1 file' : `${files.length} files`} from the Creative Hub ${
          files.length === 1 ? 'is' : 'are'
        } picked for this launch.`;
  const left =
    missing === 0
      ? null
      : `${missing === 1 ? '1 file' : `${missing} of the ${asked} files`} could not be found in this workspace's Creative Hub and ${
          missing === 1 ? 'was' : 'were'
        } left out.`;
  return (
    <Alert
      color={missing > 0 ? 'orange' : 'teal'}
      variant="light"
      icon={missing > 0 ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
      role="status"
      title="Files from the Creative Hub"
    >
      <Text size="sm">{picked}</Text>
      {left && <Text size="sm">{left}</Text>}
    </Alert>
  );
}

export function PartnershipLaunchPage() {
  return <LaunchWizardPage partnership />;
}
