import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DeleteSavedFilterDialog } from '../../../ui/DeleteSavedFilterDialog.tsx';
import { SavedAdView } from '../ad-view/index.ts';
import classes from '../board-page/BoardView.module.css';
import { InspirationFilterBar } from '../filters/InspirationFilterBar.tsx';
import type { InspirationListState } from '../filters/inspiration-filters.ts';
import { SaveFilterDialog } from '../filters/SaveFilterDialog.tsx';
import { useDeleteSavedFilter, useSaveFilter } from '../filters/use-saved-filters.ts';
import type { ListStateChange } from '../filters/use-list-state.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

interface AdListFrameProps {
  workspaceId: string;
  workspaceName: string;
  /** Small words above the title: what kind of list it is. */
  kicker: ReactNode;
  title: string;
  description: ReactNode;
  state: InspirationListState;
  change: ListStateChange;
  /** The ads counted, once the first page is in. */
  count: ReactNode;
  refreshing: boolean;
  /** The saved filter shown, which may be deleted; null on team inspiration and the presets. */
  savedFilterId: string | null;
  /** The board a new saved filter applies to; null: the team's list. */
  boardId: string | null;
  canManageFilters: boolean;
  searchPlaceholder: string;
  /** Where "Save filter" is said to apply. */
  scope: string;
  children: ReactNode;
}

/**
 * The frame of a list of saved ads that is not a board (team inspiration, a preset, a saved filter): its
 * title, the filter bar with "Save filter", deleting the saved filter shown, the list, and the saved-ad view.
 */
export function AdListFrame(props: AdListFrameProps) {
  const { workspaceId, state, change, savedFilterId, canManageFilters } = props;
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const saveFilter = useSaveFilter(workspaceId);
  const deleteFilter = useDeleteSavedFilter(workspaceId);

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Stack gap={6} className={classes.heading}>
          <Text size="sm" c="dimmed">
            {props.kicker}
          </Text>
          <TruncatedText order={1} fz={28}>
            {props.title}
          </TruncatedText>
          <Text size="sm" c="gray.8" className={classes.description}>
            {props.description}
          </Text>
          <div className={classes.facts}>
            {props.count}
            {props.refreshing && <Loader size={14} role="status" aria-label="Refreshing" />}
          </div>
        </Stack>
        {savedFilterId && canManageFilters && (
          <div className={classes.actions}>
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              Delete filter
            </Button>
          </div>
        )}
      </header>
      <div className={classes.toolbar}>
        <InspirationFilterBar
          state={state}
          change={change}
          workspaceId={workspaceId}
          placeholder={props.searchPlaceholder}
          onSaveFilter={canManageFilters ? () => setSaving(true) : null}
        />
      </div>
      {props.children}
      <SavedAdView />
      <SaveFilterDialog
        opened={saving}
        scope={props.scope}
        pending={saveFilter.isPending}
        onClose={() => setSaving(false)}
        onSave={(name) =>
          saveFilter.mutate(
            { name, state, boardId: props.boardId },
            {
              onSuccess: (filter) => {
                setSaving(false);
                void navigate(inspirationPaths.savedFilter(filter._id));
              },
            },
          )
        }
      />
      <DeleteSavedFilterDialog
        opened={deleting}
        filterId={savedFilterId}
        filterName={props.title}
        workspaceName={props.workspaceName}
        keeps="The saved ads"
        deletion={deleteFilter}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          void navigate(inspirationPaths.team());
        }}
      />
    </div>
  );
}
