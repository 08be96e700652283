import type { Workspace } from '@hookline/domain';
import { Skeleton } from '@mantine/core';
import { NameBreadcrumbs } from '../../../ui/truncated/NameBreadcrumbs.tsx';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import type { BoardStep } from './use-board-path.ts';

/** Inspiration › the workspace › its boards down to the one open; the last is the page itself. */
export function BoardBreadcrumbs({
  workspace,
  steps,
}: {
  workspace: Workspace;
  steps: readonly BoardStep[] | null;
}) {
  const trail = steps ?? [{ _id: workspace._id, name: workspace.name, isWorkspace: true }];
  return (
    <NameBreadcrumbs
      label="Breadcrumbs"
      area="Inspiration"
      crumbs={trail.map((step) => ({
        key: step._id,
        name: step.isWorkspace ? workspace.name : step.name,
        to: inspirationPaths.board(workspace._id, step._id),
      }))}
      endsOnPage={steps !== null}
      trailing={steps === null && <Skeleton h={14} w={80} />}
    />
  );
}
