/**
 * The public API: the routes an API key may call, and whether each reads or writes (a write needs a key of
 * the write scope). The one list of them: the OpenAPI document tags these `public`, docs/public-api.md shows
 * each with a curl example, and every other route refuses a key (403).
 */
export const PUBLIC_API_ROUTES: Readonly<Record<string, 'read' | 'write'>> = {
  // Discover: the public ad library and its brands.
  'POST /api/v1/discover/search': 'read',
  'GET /api/v1/discover/ads/:adId': 'read',
  'GET /api/v1/brands': 'read',
  'GET /api/v1/brands/:brandId': 'read',
  // Detective: the workspace's tracked brands and their analytics.
  'GET /api/v1/detective': 'read',
  'GET /api/v1/detective/:detectiveId': 'read',
  'GET /api/v1/detective/:detectiveId/analytics': 'read',
  // Inspiration: boards, saved ads, and saving an ad to a board.
  'GET /api/v1/inspiration/folder-tree/workspace/:workspaceId': 'read',
  'POST /api/v1/inspiration/folder/:folderId/list-items': 'read',
  'GET /api/v1/inspiration/file/:fileId': 'read',
  'POST /api/v1/inspiration/file': 'write',
  // Creative Hub: folders and files, read.
  'GET /api/v1/assets/folder-tree/workspace/:workspaceId': 'read',
  'POST /api/v1/assets/folder/:folderId/list-items': 'read',
  'GET /api/v1/assets/file/:fileId': 'read',
  // Analytics: the workspace's reports, and running one.
  'GET /reports/api/v1/folders': 'read',
  'GET /reports/api/v1/reports/:reportId': 'read',
  'POST /reports/api/v1/reports/query': 'read',
  // Tools.
  'POST /tools/api/v1/hooks/generate': 'read',
  'POST /tools/api/v1/product-details': 'read',
};

/** `POST /api/v1/discover/search`: how a route is named in `PUBLIC_API_ROUTES`. */
export const routeName = (method: string, url: string): string => `${method} ${url}`;
