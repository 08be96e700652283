import { expect, type Page } from '@playwright/test';
import { callApiAsUser } from './api-as-user.ts';

/** The demo organisation's workspace with every product (apps/server/src/cli/seed-demo.ts). */
export const DEMO_WORKSPACE = 'Brand team';
/** The library is generated in the background on a fresh installation; it may take a while to appear. */
const LIBRARY_READY_MS = 120_000;

export interface SavedAdAsset {
  index: number;
  type: 'image' | 'video';
  openDiscussionCount: number;
}

export interface SavedAd {
  _id: string;
  page_name: string;
  title: string | null;
  folderIds: string[];
  assets: SavedAdAsset[];
}

/** The id of the demo workspace that boards are made in. */
export async function demoWorkspaceId(page: Page): Promise<string> {
  const orgs = await callApiAsUser<{ data: Array<{ _id: string }> }>(page, {
    method: 'GET',
    path: 'organisation',
  });
  expect(orgs.status).toBe(200);
  for (const org of orgs.body.data) {
    const workspaces = await callApiAsUser<{ data: Array<{ _id: string; name: string }> }>(page, {
      method: 'GET',
      path: `workspace?orgId=${encodeURIComponent(org._id)}`,
    });
    const found = workspaces.body.data.find((workspace) => workspace.name === DEMO_WORKSPACE);
    if (found) return found._id;
  }
  throw new Error(`The demo account has no workspace named ${DEMO_WORKSPACE}`);
}

/** A new board at the workspace's top level, or inside `parentId`. */
export async function createBoard(
  page: Page,
  input: { workspaceId: string; name: string; parentId?: string },
): Promise<{ _id: string; name: string }> {
  const created = await callApiAsUser<{ _id: string; name: string }>(page, {
    method: 'POST',
    path: 'inspiration/folder',
    body: { workspaceId: input.workspaceId, name: input.name, parentId: input.parentId },
  });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  return created.body;
}

/** Discover ads of a format with at least `minAssets` images or videos, once the generated library has them. */
export async function discoverAdIds(
  page: Page,
  input: { format: 'carousel' | 'image' | 'video'; minAssets: number; count: number },
): Promise<string[]> {
  let ids: string[] = [];
  await expect(async () => {
    const found = await callApiAsUser<{ data: Array<{ _id: string; assets: unknown[] }> }>(page, {
      method: 'POST',
      path: 'discover/search',
      body: { filters: { formats: [input.format] }, limit: 40 },
    });
    expect(found.status).toBe(200);
    ids = found.body.data.filter((ad) => ad.assets.length >= input.minAssets).map((ad) => ad._id);
    expect(ids.length).toBeGreaterThanOrEqual(input.count);
  }).toPass({ timeout: LIBRARY_READY_MS, intervals: [2_000, 5_000] });
  return ids.slice(0, input.count);
}

/** Saves a Discover ad into a board, as Discover's "Save to board" does; the server stores its media. */
export async function saveDiscoverAd(
  page: Page,
  input: { workspaceId: string; folderId: string; discoverAdId: string },
): Promise<SavedAd> {
  const saved = await callApiAsUser<SavedAd>(page, { method: 'POST', path: 'inspiration/file', body: input });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body;
}

/** The saved ads a board lists. */
export async function boardFiles(page: Page, boardId: string): Promise<SavedAd[]> {
  const listed = await callApiAsUser<{ files: SavedAd[] }>(page, {
    method: 'POST',
    path: `inspiration/folder/${boardId}/list-items`,
    body: { page: 1, limit: 40 },
  });
  expect(listed.status).toBe(200);
  return listed.body.files;
}
