import { allowedWorkspaceActions, deniedMessage, type Product, type WorkspaceAction } from '@hookline/domain';
import { forbidden } from '../../platform/http/app-error.ts';
import type { Resource } from '../../platform/http/access/resource.ts';
import { workspaceChildResource, workspaceWithProduct, type WorkspaceAccess } from '../tenancy/index.ts';
import {
  customFields,
  savedFilters,
  tags,
  type CustomFieldRow,
  type SavedFilterRow,
  type TagRow,
} from './tables.ts';

/*
 * The kinds of thing the settings routes touch. Each row is found in one query that joins the caller's
 * membership and grant in the row's workspace, so another organisation's id is a 404. Tags and saved
 * filters belong to a product: a member reaches them only through a grant that includes it.
 */

/** Workspace actions, when the grant includes `product`; none otherwise (a 403, as for any product's routes). */
function actionsWithProduct(access: WorkspaceAccess, product: Product): readonly WorkspaceAction[] {
  return access.products.includes(product) ? allowedWorkspaceActions(access.role) : [];
}

/**
 * Refuses a product the caller's grant lacks, for the workspace-level calls whose product comes with the
 * request (`GET tags?product=`): the same 403 as a route on that product's workspace.
 */
export function requireProduct(access: WorkspaceAccess, product: Product, action: WorkspaceAction): void {
  if (!actionsWithProduct(access, product).includes(action)) throw forbidden(deniedMessage(action));
}

/** Every row of these tables sits in one product's part of its workspace. */
function productChildResource<Row extends { product: Product }>(
  base: Resource<Row, WorkspaceAccess, WorkspaceAction>,
): Resource<Row, WorkspaceAccess, WorkspaceAction> {
  return {
    ...base,
    allowedActions: ({ row, access }) => actionsWithProduct(access, row.product),
  };
}

/** A tag; routes pin its workspace (`within`). */
export const tagResource = productChildResource<TagRow>(
  workspaceChildResource({
    name: 'tag',
    table: tags,
    id: tags.id,
    workspaceId: tags.workspaceId,
    within: tags.workspaceId,
  }),
);

/** A saved filter ("search context"). */
export const savedFilterResource = productChildResource<SavedFilterRow>(
  workspaceChildResource({
    name: 'savedFilter',
    table: savedFilters,
    id: savedFilters.id,
    workspaceId: savedFilters.workspaceId,
  }),
);

/** A custom field: the Creative Hub's, so the grant must include `drive`. Routes pin its workspace. */
export const customFieldResource: Resource<CustomFieldRow, WorkspaceAccess, WorkspaceAction> =
  workspaceChildResource({
    name: 'customField',
    table: customFields,
    id: customFields.id,
    workspaceId: customFields.workspaceId,
    within: customFields.workspaceId,
    product: 'drive',
  });

/** A workspace as its custom fields are reached: through a grant that includes the Creative Hub. */
export const customFieldWorkspaceResource = {
  ...workspaceWithProduct('drive'),
  name: 'customFieldWorkspace',
};

export const settingsResources = [
  tagResource,
  savedFilterResource,
  customFieldResource,
  customFieldWorkspaceResource,
];
