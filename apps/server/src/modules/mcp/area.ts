import { defineArea } from '../../platform/area.ts';

/**
 * The MCP server: Hookline for AI assistants, over the public API with an API key. Its route sits outside the
 * service bases (`/mcp`), so the composition registers it (`registerMcp`); the area has no tables of its own.
 */
export const mcpArea = defineArea({ name: 'mcp', tables: {}, routes: [], resources: [] });
