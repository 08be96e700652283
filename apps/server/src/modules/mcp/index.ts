/** The MCP server's public face: the route the composition registers. */
export { mcpArea } from './area.ts';
export { MCP_PATH, registerMcp } from './mcp.routes.ts';
