import type { WorkspaceAction } from '@hookline/domain';
import type { Resource } from '../../../platform/http/access/resource.ts';
import { workspaceChildResource, type WorkspaceAccess } from '../../tenancy/index.ts';
import { driveZipJobs, type DriveZipJobRow } from '../tables.ts';

const zipJobRowResource = workspaceChildResource({
  name: 'driveZipJob',
  table: driveZipJobs,
  id: driveZipJobs.id,
  workspaceId: driveZipJobs.workspaceId,
  product: 'drive',
});

/** A zip job: found through the caller's membership of its workspace, and only by the member who asked for it. */
export const driveZipJobResource: Resource<DriveZipJobRow, WorkspaceAccess, WorkspaceAction> = {
  ...zipJobRowResource,
  async forMember(db, input) {
    const found = await zipJobRowResource.forMember(db, input);
    return found && found.row.userId === input.userId ? found : undefined;
  },
};
