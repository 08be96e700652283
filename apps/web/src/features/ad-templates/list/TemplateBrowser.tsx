import type { TemplateSeason } from '@hookline/domain';
import { Group, Loader, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useAddressState } from '../../../ui/use-address-state.ts';
import type { TemplatesContext } from '../shared/TemplatesArea.tsx';
import { activeFilterCount, listRequestOf, newSeed, readListParams, writeListParams } from './list-params.ts';
import { NoTemplates, TemplatesSkeleton } from './ListStates.tsx';
import classes from './TemplateBrowser.module.css';
import { TemplateFilterBar } from './TemplateFilterBar.tsx';
import { TemplateGrid } from './TemplateGrid.tsx';
import { templatesOf, useTemplateList } from './use-template-list.ts';

const LIST_CODEC = { read: readListParams, write: writeListParams };

interface TemplateBrowserProps {
  context: TemplatesContext;
  /** A seasonal page's own set; null on Discover. */
  season: TemplateSeason | null;
  /** The grid's accessible name. */
  label: string;
}

/**
 * The filter panel over the library's grid, for Discover and the seasonal pages. The filters and sort live
 * in the address; the list follows the spec's rules (section 4): a change of filter starts again at page 1,
 * page 1 replaces the grid, later pages are appended, and more is offered only after a full page.
 */
export function TemplateBrowser({ context, season, label }: TemplateBrowserProps) {
  const { workspace, canUse } = context;
  const { state: params, change } = useAddressState(LIST_CODEC);
  const [fallbackSeed] = useState(newSeed);
  const list = useTemplateList(listRequestOf(workspace._id, params, season, fallbackSeed));
  const templates = templatesOf(list.data);
  const total = list.data?.pages[0]?.total;

  let content: ReactNode;
  if (list.isPending) content = <TemplatesSkeleton />;
  else if (list.isError) {
    content = (
      <LoadError what="the templates" onRetry={() => void list.refetch()} retrying={list.isRefetching} />
    );
  } else if (templates.length === 0) {
    content = (
      <NoTemplates
        params={params}
        filtered={activeFilterCount(params) > 0}
        onShowAll={() =>
          change({ industries: [], themes: [], orientation: null, favourite: false, previouslyUsed: false })
        }
      />
    );
  } else {
    content = (
      <TemplateGrid
        templates={templates}
        workspaceId={workspace._id}
        canFavourite={canUse}
        label={label}
        showSeason={season === null}
        pages={{
          hasNextPage: list.hasNextPage,
          isFetchingNextPage: list.isFetchingNextPage,
          isFetchNextPageError: list.isFetchNextPageError,
          fetchNextPage: list.fetchNextPage,
        }}
      />
    );
  }

  return (
    <>
      <TemplateFilterBar params={params} change={change} personal={canUse} />
      <Group gap="xs" className={classes.count}>
        <Text size="sm" fw={600} role="status" aria-live="polite">
          {list.isSuccess && total !== undefined
            ? `${total.toLocaleString('en-US')} ${total === 1 ? 'template' : 'templates'}`
            : ''}
        </Text>
        {list.isRefetching && !list.isFetchingNextPage && (
          <Loader size={14} role="status" aria-label="Refreshing" />
        )}
      </Group>
      {content}
    </>
  );
}
