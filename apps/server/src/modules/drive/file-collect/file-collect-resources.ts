import { workspaceChildResource } from '../../tenancy/index.ts';
import { driveFileCollectLinks } from '../tables.ts';

/** A file-collect link, found through the caller's membership and Creative Hub grant in its workspace. */
export const driveFileCollectLinkResource = workspaceChildResource({
  name: 'driveFileCollectLink',
  table: driveFileCollectLinks,
  id: driveFileCollectLinks.id,
  workspaceId: driveFileCollectLinks.workspaceId,
  product: 'drive',
});
