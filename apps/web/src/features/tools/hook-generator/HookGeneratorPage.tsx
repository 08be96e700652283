import type { Workspace } from '@hookline/domain';
import { Box, Grid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { HookLibrary } from '../library/HookLibrary.tsx';
import { useSaveHooks } from '../library/use-hook-library.ts';
import { GeneratedHooks } from './GeneratedHooks.tsx';
import { HookForm } from './HookForm.tsx';
import { useHookGeneration, type GenerateRequest } from './use-hook-generation.ts';

const DESCRIPTION =
  'Opening lines for ads, written from your product’s own facts and grouped by how aware your audience already is.';

type Tab = 'generate' | 'library';

function Generator({ workspace }: { workspace: Workspace }) {
  const { state, generate } = useHookGeneration();
  const [lastRequest, setLastRequest] = useState<GenerateRequest | null>(null);
  const save = useSaveHooks(workspace._id);
  const run = (request: GenerateRequest) => {
    setLastRequest(request);
    void generate({ ...request, workspaceId: workspace._id });
  };
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, xl: 5 }}>
        <HookForm onGenerate={run} generating={state.status === 'loading'} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 7 }} style={{ minWidth: 0 }}>
        <GeneratedHooks
          state={state}
          onRetry={() => lastRequest && run(lastRequest)}
          saving={save.isPending}
          onSave={(hooks) =>
            save.mutateAsync({ product: state.status === 'done' ? state.request.product : '', hooks })
          }
        />
      </Grid.Col>
    </Grid>
  );
}

/** `tools/hook-generator`: the hook generator and the active workspace's hook library, as two tabs. */
export function HookGeneratorPage() {
  const { activeWorkspace, isLoading, isError, retry, isRetrying } = useActiveWorkspace();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'library' ? 'library' : 'generate';
  const showTab = (next: Tab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'library') params.set('tab', 'library');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  let content;
  if (isError) content = <LoadError what="your workspaces" onRetry={retry} retrying={isRetrying} />;
  else if (isLoading) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading your workspace">
        <Skeleton height={40} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  } else if (!activeWorkspace) {
    content = (
      <Text c="dimmed" py={40} ta="center">
        You have no workspace yet. Ask an admin of your organisation to give you one.
      </Text>
    );
  } else {
    content = (
      <Tabs
        value={tab}
        onChange={(value) => showTab(value === 'library' ? 'library' : 'generate')}
        keepMounted
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="generate">Generate</Tabs.Tab>
          <Tabs.Tab value="library">Hook library</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="generate">
          <Generator key={activeWorkspace._id} workspace={activeWorkspace} />
        </Tabs.Panel>
        <Tabs.Panel value="library">
          {tab === 'library' && (
            <Box>
              <HookLibrary
                key={activeWorkspace._id}
                workspaceId={activeWorkspace._id}
                canDelete={activeWorkspace.role !== 'guest'}
                onGenerate={() => showTab('generate')}
              />
            </Box>
          )}
        </Tabs.Panel>
      </Tabs>
    );
  }
  return (
    <PageContainer title="Hook generator" description={DESCRIPTION}>
      {content}
    </PageContainer>
  );
}
