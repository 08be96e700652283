import type { DriveFile, DriveListItems, DriveTreeNode } from '@hookline/domain';
import { z } from 'zod';
import {
  clip,
  cursorInput,
  defineTool,
  limitInput,
  MCP_PAGE_DEFAULT,
  MCP_PAGE_MAX,
  nextCursor,
  pageOfCursor,
} from '../mcp-tool.ts';
import { flattenTree } from './folder-tree.ts';

/** A Creative Hub file as an assistant reads it: what it is and its state, without its media addresses. */
const fileSummary = (file: DriveFile) => ({
  fileId: file._id,
  name: file.name,
  kind: file.kind,
  mime: file.mime,
  sizeBytes: file.size,
  resolution: file.resolution,
  durationMs: file.durationMs,
  description: clip(file.description),
  tags: file.tags.map((tag) => tag.name),
  versions: file.versions.length,
  openComments: file.openDiscussionCount,
  modifiedAt: file.modifiedAt,
});

export const listCreativeHubFiles = defineTool({
  name: 'list_creative_hub_files',
  title: 'List Creative Hub files',
  description:
    "Lists a workspace's Creative Hub: its folders (on the first page) and the files of one folder, or of the " +
    'root when no folderId is given, with kind, size, tags, versions and open comments. Use it to find the ' +
    "team's own creatives (images and videos in review or delivered). At most 50 files a call, with a cursor.",
  input: {
    workspaceId: z.string().min(1).describe('The workspace, from list_workspaces.'),
    folderId: z
      .string()
      .min(1)
      .optional()
      .describe('A folder from this answer’s folders; the root if left out.'),
    cursor: cursorInput,
    limit: limitInput,
  },
  async run(args, { api }) {
    const page = pageOfCursor(args.cursor);
    const size = args.limit ?? MCP_PAGE_DEFAULT;
    // The Creative Hub answers its root node itself (the boards' tree wraps it in `data`).
    const root = await api.get<DriveTreeNode>(
      `/api/v1/assets/folder-tree/workspace/${encodeURIComponent(args.workspaceId)}`,
    );
    const folderId = args.folderId ?? root._id;
    const listed = await api.post<DriveListItems>(
      `/api/v1/assets/folder/${encodeURIComponent(folderId)}/list-items`,
      { page, limit: size, sort: 'modifiedAt', order: 'desc' },
    );
    const folders = flattenTree([root]);
    return {
      folderId,
      ...(page === 1 && {
        folderCount: folders.length,
        folders: folders
          .slice(0, MCP_PAGE_MAX)
          .map((folder) => ({ folderId: folder.id, name: folder.name, path: folder.path })),
      }),
      total: listed.total,
      subfolders: listed.folders.map((folder) => ({
        folderId: folder._id,
        name: folder.name,
        items: folder.items,
      })),
      files: listed.files.map(fileSummary),
      nextCursor: nextCursor(page, size, listed.total),
    };
  },
});
