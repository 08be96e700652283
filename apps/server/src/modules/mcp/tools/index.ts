import type { McpTool } from '../mcp-tool.ts';
import { fetchProductDetails, generateHooks } from './copy-tools.ts';
import { listCreativeHubFiles } from './creative-hub-tools.ts';
import { getBrandAnalytics, listTrackedBrands } from './detective-tools.ts';
import { listBoards, listSavedAds, saveAdToBoard } from './board-tools.ts';
import { listReports, runReport } from './report-tools.ts';
import { getAd, getBrand, searchAds } from './research-tools.ts';
import { listWorkspaces } from './workspace-tools.ts';

/** Every tool of the MCP server, in the order an assistant meets them: where, research, boards, results, copy. */
export const MCP_TOOLS: readonly McpTool[] = [
  listWorkspaces,
  searchAds,
  getAd,
  getBrand,
  listTrackedBrands,
  getBrandAnalytics,
  listBoards,
  listSavedAds,
  saveAdToBoard,
  listCreativeHubFiles,
  listReports,
  runReport,
  generateHooks,
  fetchProductDetails,
];
