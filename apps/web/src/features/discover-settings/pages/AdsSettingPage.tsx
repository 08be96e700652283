import type { Workspace } from '@hookline/domain';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LoadError } from '../../../ui/LoadError.tsx';
import { DefaultFiltersForm, defaultsBodyOf, formStateOf } from '../components/DefaultFiltersForm.tsx';
import { DiscoverSettingsFrame } from '../components/DiscoverSettingsFrame.tsx';
import { useDiscoverSettings, useSaveDiscoverDefaults } from '../hooks/use-discover-settings.ts';

function DiscoverDefaults({ workspace }: { workspace: Workspace }) {
  const canChange = workspace.allowedActions.includes('workspace.settings');
  const settings = useDiscoverSettings(workspace._id);
  const save = useSaveDiscoverDefaults(workspace._id);

  if (settings.isError) {
    return (
      <LoadError
        what="the default filters"
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  }
  if (settings.isPending) {
    return (
      <Stack gap="lg" maw={560} aria-busy="true" aria-label="Loading the default filters">
        {[56, 56, 60, 24, 60].map((height, row) => (
          <Skeleton key={row} height={height} radius="md" />
        ))}
      </Stack>
    );
  }
  const saved = formStateOf(settings.data);
  return (
    <>
      {!canChange && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} mb="lg" maw={560}>
          You can see the filters Discover opens with in this workspace. Only its admins and collaborators can
          change them.
        </Alert>
      )}
      <DefaultFiltersForm
        // Saved defaults start the form afresh.
        key={JSON.stringify(saved)}
        saved={saved}
        readOnly={!canChange}
        saving={save.isPending}
        onSave={(state) => save.mutate(defaultsBodyOf(state))}
      />
    </>
  );
}

/** `library/ads-setting`: the filters and sort Discover opens with in the active workspace. */
export function AdsSettingPage() {
  return (
    <DiscoverSettingsFrame
      title="Default filters"
      description="The filters and sort Discover opens with, until someone changes them."
    >
      {(workspace) => <DiscoverDefaults key={workspace._id} workspace={workspace} />}
    </DiscoverSettingsFrame>
  );
}
