import { createStoredId, type StoredId } from '../../../ui/stored-id.ts';

const stores = new Map<string, StoredId>();

/** The active ad account of a workspace, remembered per workspace (spec section 4). */
export function activeAdAccountStore(workspaceId: string): StoredId {
  let store = stores.get(workspaceId);
  if (!store) {
    store = createStoredId(`activeAdAccount:${workspaceId}`);
    stores.set(workspaceId, store);
  }
  return store;
}
