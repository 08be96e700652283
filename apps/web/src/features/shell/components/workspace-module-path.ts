/** The modules whose pages belong to one workspace, named in their address: `/app/<module>/<workspaceId>/…`. */
const WORKSPACE_MODULES = ['analytics', 'drive', 'inspirations'] as const;

/**
 * Where choosing `workspaceId` in the sidebar leads from `pathname`: inside a workspace's module (Analytics,
 * the Creative Hub, Inspiration's boards), that module's start in the chosen workspace; elsewhere, nowhere
 * (null): the page stays and only the active workspace changes.
 */
export function workspaceModulePath(pathname: string, workspaceId: string): string | null {
  const [, app, module] = pathname.split('/');
  if (app !== 'app') return null;
  const found = WORKSPACE_MODULES.find((candidate) => candidate === module);
  return found ? `/app/${found}/${encodeURIComponent(workspaceId)}` : null;
}
