import type { Workspace } from '@hookline/domain';
import { Anchor, Breadcrumbs, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { inspirationPaths } from '../shared/inspiration-paths.ts';
import classes from './BoardView.module.css';
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
    <nav aria-label="Breadcrumbs">
      <Breadcrumbs separatorMargin={6} className={classes.breadcrumbs}>
        <Text size="sm" c="dimmed">
          Inspiration
        </Text>
        {trail.map((step, index) =>
          index === trail.length - 1 && steps !== null ? (
            <Text key={step._id} size="sm" fw={500} aria-current="page" truncate>
              {step.isWorkspace ? workspace.name : step.name}
            </Text>
          ) : (
            <Anchor
              key={step._id}
              component={Link}
              to={inspirationPaths.board(workspace._id, step._id)}
              size="sm"
              truncate
            >
              {step.isWorkspace ? workspace.name : step.name}
            </Anchor>
          ),
        )}
        {steps === null && <Skeleton h={14} w={80} />}
      </Breadcrumbs>
    </nav>
  );
}
