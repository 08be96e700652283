import type { DrivePathStep } from '@hookline/domain';
import { NameBreadcrumbs } from '../truncated/NameBreadcrumbs.tsx';

interface SharedPathCrumbsProps {
  /** The landmark's name: 'Folders', 'Boards'. */
  label: string;
  /** From the shared node down to the one open; nothing shows at the shared node itself. */
  path: readonly DrivePathStep[];
  /** Opens a node in place; undefined for the shared node. */
  onOpen: (id: string | undefined) => void;
}

/** The trail of a share page that opens folders or boards in place, from the shared one down. */
export function SharedPathCrumbs({ label, path, onOpen }: SharedPathCrumbsProps) {
  if (path.length <= 1) return null;
  return (
    <NameBreadcrumbs
      label={label}
      crumbs={path.map((step, index) => ({
        key: step._id,
        name: step.name,
        onClick: () => onOpen(index === 0 ? undefined : step._id),
      }))}
      endsOnPage
    />
  );
}
