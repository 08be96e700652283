import { defineTool } from '../mcp-tool.ts';

export const listWorkspaces = defineTool({
  name: 'list_workspaces',
  title: 'List workspaces',
  description:
    'Lists the workspaces this API key may use, each with its workspaceId and name. Call it first: most other ' +
    "tools take a workspaceId (a brand's or a client's team), and a key may be limited to some workspaces of " +
    'its organisation, so ids from elsewhere are refused.',
  input: {},
  async run(_args, { listWorkspaces: workspacesOfKey }) {
    const workspaces = await workspacesOfKey();
    return {
      workspaces: workspaces.map((workspace) => ({ workspaceId: workspace.id, name: workspace.name })),
    };
  },
});
