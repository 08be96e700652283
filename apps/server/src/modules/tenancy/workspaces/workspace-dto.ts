import {
  allowedWorkspaceActions,
  type Product,
  type Workspace,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@hookline/domain';
import type { WorkspaceRow } from './tables.ts';
import { workspaceThumbnailUrl } from './workspace-lookup.service.ts';
import type { WorkspaceUserChoices } from './workspace-user-settings.service.ts';

/** A workspace the caller can open, with the caller's effective role and products in it. */
export interface OpenableWorkspace {
  row: WorkspaceRow;
  role: WorkspaceRole;
  products: Product[];
}

/** The Workspace of the spec (section 3); `role`, `products`, `isPinned` and `enableEmailNotification` are the caller's. */
export function toWorkspaceDto(input: {
  workspace: OpenableWorkspace;
  choices: WorkspaceUserChoices;
  members: WorkspaceMember[];
}): Workspace {
  const { row, role, products } = input.workspace;
  return {
    _id: row.id,
    orgId: row.orgId,
    name: row.name,
    thumbnailURL: workspaceThumbnailUrl(row),
    enableEmailNotification: input.choices.enableEmailNotification,
    isPinned: input.choices.pinnedAt !== null,
    role,
    products,
    allowedActions: [...allowedWorkspaceActions(role)],
    members: input.members,
    createdAt: row.createdAt.toISOString(),
    rootFolderId: row.id,
  };
}
