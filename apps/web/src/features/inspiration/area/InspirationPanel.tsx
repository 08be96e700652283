import type { Workspace } from '@hookline/domain';
import { IconUsersGroup } from '@tabler/icons-react';
import { AreaPanel } from '../../../ui/AreaPanel.tsx';
import { SavedFilterList } from '../filters/SavedFilterList.tsx';
import type { InspirationCan } from '../shared/use-inspiration-workspace.ts';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import { BoardTree } from '../tree/BoardTree.tsx';

interface InspirationPanelProps {
  workspace: Workspace;
  currentBoardId: string | null;
  can: InspirationCan;
}

/** The panel's first link: what the whole team saved. */
const TEAM = {
  label: 'Team inspiration',
  description: 'What everyone saved, newest first',
  icon: IconUsersGroup,
};

/** Inspiration's panel: what the team saved, the workspace's board tree, and the filters. */
export function InspirationPanel({ workspace, currentBoardId, can }: InspirationPanelProps) {
  return (
    <AreaPanel
      area="Inspiration"
      workspaceName={workspace.name}
      home={{ ...TEAM, to: inspirationPaths.team() }}
      tree={<BoardTree workspace={workspace} currentBoardId={currentBoardId} can={can} />}
      filters={<SavedFilterList workspace={workspace} canManage={can('savedFilters.manage')} />}
    />
  );
}
