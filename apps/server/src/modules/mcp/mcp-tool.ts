import { z } from 'zod';
import type { ApiKeyGrant } from '../../platform/http/access/caller.ts';
import type { PublicApi } from './public-api-client.ts';

/** A workspace as an assistant picks it: the id the other tools take, and its name. */
export interface ToolWorkspace {
  id: string;
  name: string;
}

/**
 * What a tool's run gets: the public API as the key calls it, what the key may reach, and the workspaces it
 * may touch (no public route lists them: the key's organisation's, narrowed to its workspaces).
 */
export interface ToolContext {
  api: PublicApi;
  key: ApiKeyGrant;
  listWorkspaces: () => Promise<ToolWorkspace[]>;
}

/** The most items a tool answers at once: an assistant reads them all, so the answer stays short. */
export const MCP_PAGE_MAX = 50;

/** The `cursor` argument of a tool whose list can be longer than a page. */
export const cursorInput = z
  .string()
  .max(200)
  .optional()
  .describe('The nextCursor of the previous answer, to read on.');

/** The `limit` argument of a paged tool: at most `MCP_PAGE_MAX`. */
export const limitInput = z
  .number()
  .int()
  .min(1)
  .max(MCP_PAGE_MAX)
  .optional()
  .describe(`At most ${MCP_PAGE_MAX}; 20 by default.`);

/** The page size of a paged tool when the assistant names none. */
export const MCP_PAGE_DEFAULT = 20;

/**
 * A page's position as a tool hands it back: an opaque cursor the assistant passes to read on. Today the
 * page number of the route behind it.
 */
export const cursorOfPage = (page: number): string => Buffer.from(`page:${page}`).toString('base64url');

export function pageOfCursor(cursor: string | undefined): number {
  if (!cursor) return 1;
  const match = /^page:(\d{1,5})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : 1;
}

/** The next page's cursor, or null when this page was the last. */
export const nextCursor = (page: number, limit: number, total: number): string | null =>
  page * limit < total ? cursorOfPage(page + 1) : null;

/** Cuts a long text for an assistant's reading: the start, and a mark that there is more. */
export function clip(text: string | null | undefined, max = 280): string | null {
  if (!text) return null;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * One MCP tool: its input (a zod shape), a one-paragraph description that tells an assistant when to use it,
 * and its run, which calls the public API and answers a compact result. A write tool needs a key of the
 * write scope: the route behind it refuses a read key, and the tool answers that refusal.
 */
export interface McpTool<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: Shape;
  writes?: boolean;
  run(args: z.infer<z.ZodObject<Shape>>, context: ToolContext): Promise<unknown>;
}

/** Declares a tool, its arguments typed from its input shape. */
export const defineTool = <Shape extends z.ZodRawShape>(tool: McpTool<Shape>): McpTool<Shape> => tool;

/** A page of a list the tool already holds whole (a tree, a library): the items and the next page's cursor. */
export function pageOfList<Item>(
  items: readonly Item[],
  cursor: string | undefined,
  limit = MCP_PAGE_MAX,
): { total: number; items: Item[]; nextCursor: string | null } {
  const page = pageOfCursor(cursor);
  return {
    total: items.length,
    items: items.slice((page - 1) * limit, page * limit),
    nextCursor: nextCursor(page, limit, items.length),
  };
}
