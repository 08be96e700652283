import { loadOnFirstUse } from '../../platform/load-on-first-use.ts';

/**
 * The MCP SDK's server side, loaded with the first `/mcp` request: a server that no assistant calls holds none
 * of it (about 10 MB of an idle server's heap).
 */
export const loadMcpSdk = loadOnFirstUse(async () => {
  const [{ McpServer, ResourceTemplate }, { StreamableHTTPServerTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
  return { McpServer, ResourceTemplate, StreamableHTTPServerTransport };
});

export type McpSdk = Awaited<ReturnType<typeof loadMcpSdk>>;
