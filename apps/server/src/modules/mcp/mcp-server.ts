import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpTool, ToolContext } from './mcp-tool.ts';
import { loadMcpSdk } from './mcp-sdk.ts';
import { PublicApiRefusal } from './public-api-client.ts';
import { MCP_TOOLS } from './tools/index.ts';
import { registerMetricResources } from './metric-resources.ts';

export const MCP_SERVER_NAME = 'hookline';

/** A tool's answer: its result as compact JSON text, or the public API's refusal as an error result. */
async function answer(tool: McpTool, args: unknown, context: ToolContext): Promise<CallToolResult> {
  try {
    const result = await tool.run(args as never, context);
    return { content: [{ type: 'text', text: JSON.stringify(result) }] };
  } catch (error) {
    if (error instanceof PublicApiRefusal) {
      return { isError: true, content: [{ type: 'text', text: `${error.status}: ${error.message}` }] };
    }
    throw error;
  }
}

/** The MCP server of one request (the transport is stateless): every tool, acting with the caller's key. */
export async function createMcpServer(context: ToolContext, version: string): Promise<McpServer> {
  const sdk = await loadMcpSdk();
  const server = new sdk.McpServer(
    { name: MCP_SERVER_NAME, version },
    {
      instructions:
        "Hookline: a team's ad research (a public ad library, tracked competitors), its boards of saved ads, its " +
        'Creative Hub files, ad performance reports and a hook generator. Start with list_workspaces: most tools ' +
        'take a workspaceId.',
    },
  );
  for (const tool of MCP_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: !tool.writes, openWorldHint: false },
      },
      (args: unknown) => answer(tool, args, context),
    );
  }
  registerMetricResources(server, sdk);
  return server;
}
