import type { OrganisationSummary, Workspace } from '@hookline/domain';
import type { ReactNode } from 'react';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useProductWorkspace } from '../../../app/session/use-product-workspace.ts';
import { WorkspaceAreaGate } from '../../../ui/WorkspaceAreaGate.tsx';

/** The workspace Ad Templates reads in, and what the caller may do there. */
export interface TemplatesContext {
  workspace: Workspace;
  org: OrganisationSummary | undefined;
  /**
   * Favourite, "Make it yours", open the design: a member's actions. Guests (read-only in the workspace)
   * browse only; the server refuses them too.
   */
  canUse: boolean;
}

/**
 * A page of Ad Templates: the active workspace (the library is read through its Ad Templates grant), its
 * workspaces loading or failed, or no access to the module there.
 */
export function TemplatesArea({ children }: { children: (context: TemplatesContext) => ReactNode }) {
  const area = useProductWorkspace('adtemplates');
  const { activeOrg } = useActiveOrg();
  return (
    <WorkspaceAreaGate state={area} moduleName="Ad Templates">
      {(workspace) => children({ workspace, org: activeOrg, canUse: area.can('adtemplates.manage') })}
    </WorkspaceAreaGate>
  );
}
