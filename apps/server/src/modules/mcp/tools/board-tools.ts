import { createHash } from 'node:crypto';
import type { BoardListItems, DriveTreeNode, InspirationFile } from '@hookline/domain';
import { z } from 'zod';
import {
  clip,
  cursorInput,
  defineTool,
  limitInput,
  MCP_PAGE_DEFAULT,
  nextCursor,
  pageOfCursor,
  pageOfList,
} from '../mcp-tool.ts';
import { flattenTree, rootIdOf } from './folder-tree.ts';

const workspaceId = z.string().min(1).describe('The workspace, from list_workspaces.');
const boardId = z.string().min(1).describe('The board, from list_boards.');

/** A saved ad as a list shows it: what it says, where it came from, who saved it; no media. */
function savedAdSummary(file: InspirationFile) {
  return {
    savedAdId: file._id,
    adId: file.discoverAdId,
    brand: file.page_name,
    brandId: file.brandId,
    source: file.source,
    format: file.format,
    platforms: file.publisher_platform,
    headline: file.title,
    body: clip(file.body),
    cta: file.ctaText,
    landingPage: file.ctaURL,
    startDate: file.start_date,
    isActive: file.is_active,
    tags: file.tags.map((tag) => tag.name),
    note: clip(file.description),
    savedBy: file.savedBy.name,
    savedAt: file.createdAt,
  };
}

export const listBoards = defineTool({
  name: 'list_boards',
  title: 'List inspiration boards',
  description:
    "Lists a workspace's Inspiration boards (where the team saves ads it likes), nested boards included, each " +
    'with its boardId and path. Use it to find where a kind of ad is collected before list_saved_ads, or the ' +
    'board to give save_ad_to_board; rootId lists the ads saved at the top.',
  input: { workspaceId, cursor: cursorInput },
  async run(args, { api }) {
    const tree = await api.get<{ data: DriveTreeNode[] }>(
      `/api/v1/inspiration/folder-tree/workspace/${encodeURIComponent(args.workspaceId)}`,
    );
    const page = pageOfList(flattenTree(tree.data), args.cursor);
    return {
      rootId: rootIdOf(tree.data) ?? args.workspaceId,
      total: page.total,
      boards: page.items.map((board) => ({
        boardId: board.id,
        name: board.name,
        parentId: board.parentId,
        path: board.path,
      })),
      nextCursor: page.nextCursor,
    };
  },
});

export const listSavedAds = defineTool({
  name: 'list_saved_ads',
  title: "List a board's saved ads",
  description:
    'Lists the ads saved in one Inspiration board, newest saved first, with their copy, brand, tags and notes ' +
    '(and, on the first page, the boards inside it). Use it to see what the team collected as inspiration for ' +
    'a theme; adId opens an ad of the library with get_ad. At most 50 a call, with a cursor to read on.',
  input: { boardId, cursor: cursorInput, limit: limitInput },
  async run(args, { api }) {
    const page = pageOfCursor(args.cursor);
    const size = args.limit ?? MCP_PAGE_DEFAULT;
    const listed = await api.post<BoardListItems>(
      `/api/v1/inspiration/folder/${encodeURIComponent(args.boardId)}/list-items`,
      { page, limit: size, sort: 'newest' },
    );
    return {
      total: listed.total,
      ...(page === 1 && {
        boards: listed.folders.map((board) => ({ boardId: board._id, name: board.name, items: board.items })),
      }),
      ads: listed.files.map(savedAdSummary),
      nextCursor: nextCursor(page, size, listed.total),
    };
  },
});

/** The same save asked again (an assistant retrying) carries the same key, so it saves once. */
const idempotencyKeyOf = (args: { workspaceId: string; boardId: string; adId: string }) =>
  `mcp-save-ad-${createHash('sha256')
    .update(JSON.stringify([args.workspaceId, args.boardId, args.adId]))
    .digest('hex')}`;

export const saveAdToBoard = defineTool({
  name: 'save_ad_to_board',
  title: 'Save an ad to a board',
  description:
    'Saves an ad of the library (an adId from search_ads or get_brand_analytics) into an Inspiration board of ' +
    'a workspace, with its media, for the team to see. Use it only when the user asks to save or collect an ' +
    'ad. Needs an API key with the write scope; asking again for the same ad and board saves it once.',
  writes: true,
  input: {
    workspaceId,
    boardId,
    adId: z.string().min(1).describe('The ad, from search_ads.'),
  },
  async run(args, { api }) {
    const saved = await api.post<InspirationFile>(
      '/api/v1/inspiration/file',
      { workspaceId: args.workspaceId, folderId: args.boardId, discoverAdId: args.adId },
      { idempotencyKey: idempotencyKeyOf(args) },
    );
    return { saved: true, boardIds: saved.folderIds, ad: savedAdSummary(saved) };
  },
});
