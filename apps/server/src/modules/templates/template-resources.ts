import { workspaceWithProduct } from '../tenancy/index.ts';

/** A workspace as Ad Templates' routes reach it: through a grant that includes Ad Templates. */
export const templatesWorkspaceResource = workspaceWithProduct('adtemplates');
