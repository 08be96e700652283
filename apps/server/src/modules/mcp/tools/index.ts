import type { McpTool } from '../mcp-tool.ts';
import { getAd, getBrand, searchAds } from './research-tools.ts';

/** Every tool of the MCP server, in the order an assistant meets them. */
export const MCP_TOOLS: readonly McpTool[] = [searchAds, getAd, getBrand];
