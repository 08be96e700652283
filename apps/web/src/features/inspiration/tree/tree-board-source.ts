import type { InspirationBoard } from '@hookline/domain';
import type { TreeNodeSource } from '../../../ui/tree/tree-node-source.ts';
import { inspirationApi } from '../../../api/inspiration-api.ts';

/** A board of the tree as its menu needs it: read from its parent's list; until then, what the tree knows. */
export const treeBoardSource: TreeNodeSource<InspirationBoard> = {
  product: 'inspiration',
  queryKey: (_workspaceId, boardId) => ['inspiration', 'tree-board', boardId],
  readChildren: async (parentId, signal) => {
    // The boards come on the first page whatever its size; one saved ad is the least to ask for.
    const page = await inspirationApi.listItems(parentId, { page: 1, limit: 1, sort: 'newest' }, signal);
    return page.folders;
  },
  provisional: (base) => ({ ...base, coverURLs: [] }),
};
