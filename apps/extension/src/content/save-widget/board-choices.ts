import type { BoardOrganisation } from '../../shared/hookline-api.ts';
import type { BoardChoice } from '../../shared/runtime-messages.ts';

export interface BoardOption extends BoardChoice {
  /** The option's value in the picker. */
  value: string;
  /** The board's path: its parents' names and its own. */
  label: string;
}

export interface BoardGroup {
  label: string;
  options: BoardOption[];
}

/**
 * The picker's boards, grouped by workspace ("Organisation / Workspace" when the user belongs to several
 * organisations). Workspaces without boards are left out.
 */
export function boardGroups(organisations: readonly BoardOrganisation[]): BoardGroup[] {
  const severalOrganisations = organisations.length > 1;
  const groups: BoardGroup[] = [];
  let index = 0;
  for (const organisation of organisations) {
    for (const workspace of organisation.workspaces) {
      if (workspace.boards.length === 0) continue;
      groups.push({
        label: severalOrganisations
          ? `${organisation.orgName} / ${workspace.workspaceName}`
          : workspace.workspaceName,
        options: workspace.boards.map((board) => ({
          value: String(index++),
          label: board.path || board.name,
          workspaceId: workspace.workspaceId,
          folderId: board._id,
        })),
      });
    }
  }
  return groups;
}

/** The option to offer first: the board of the last save when it is still there, else the first. */
export function initialOption(
  groups: readonly BoardGroup[],
  last: BoardChoice | null,
): BoardOption | undefined {
  const options = groups.flatMap((group) => group.options);
  return (
    options.find((option) => option.folderId === last?.folderId && option.workspaceId === last.workspaceId) ??
    options[0]
  );
}
