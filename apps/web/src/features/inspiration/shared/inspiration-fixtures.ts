import {
  allowedWorkspaceActions,
  type DriveTreeNode,
  type InspirationBoard,
  type InspirationFile,
  type WorkspaceRole,
} from '@hookline/domain';

/*
 * The records the fake API answers Inspiration's calls with in component tests: sensible defaults, and
 * whatever a test overrides. Allowed actions follow a role, as the server's do.
 */

const BOARD_ACTIONS = ['workspace.view', 'board.create', 'board.manage', 'file.upload', 'share.manage'];
const FILE_ACTIONS = ['workspace.view', 'comment.write', 'file.upload', 'file.manage', 'share.manage'];
const among = (offered: readonly string[], role: WorkspaceRole) =>
  offered.filter((action) => (allowedWorkspaceActions(role) as readonly string[]).includes(action));

export function aBoard(
  overrides: Partial<InspirationBoard> = {},
  role: WorkspaceRole = 'admin',
): InspirationBoard {
  return {
    _id: 'board-1',
    workspaceId: 'ws-1',
    parent: null,
    name: 'Summer hooks',
    description: 'Openers that stop the scroll.',
    type: 'folder',
    isFolder: true,
    isWorkspace: false,
    hasChild: true,
    items: 3,
    coverURLs: [],
    isFavourite: false,
    isWatched: false,
    createdAt: '2026-03-01T09:00:00.000Z',
    modifiedAt: '2026-03-01T09:00:00.000Z',
    allowedActions: among(BOARD_ACTIONS, role),
    ...overrides,
  };
}

export function aSavedAd(
  overrides: Partial<InspirationFile> = {},
  role: WorkspaceRole = 'admin',
): InspirationFile {
  return {
    _id: 'file-1',
    workspaceId: 'ws-1',
    folderId: 'board-1',
    folderIds: ['board-1'],
    source: 'meta',
    is_manual_upload: false,
    discoverAdId: 'ad-1',
    adArchiveId: '123456789',
    brandId: 'brand-1',
    brand: { _id: 'brand-1', name: 'Northwind Outdoors', logoURL: null },
    page_name: 'Northwind Outdoors',
    format: 'image',
    publisher_platform: ['facebook', 'instagram'],
    is_active: true,
    start_date: '2026-02-01',
    end_date: null,
    assets: [
      {
        index: 0,
        type: 'image',
        url: '/api/v1/inspiration/media/file-1/0.jpg',
        thumbnail: '/api/v1/inspiration/media/file-1/0-thumb.jpg',
        width: 1080,
        height: 1350,
        durationMs: null,
        processing: false,
        openDiscussionCount: 0,
        discussionCount: 0,
      },
    ],
    body: 'Three trails, one jacket.',
    isHtmlBody: false,
    description: null,
    caption: null,
    title: 'Built for the long way round',
    ctaText: 'Shop now',
    ctaURL: 'https://northwind.example/jackets',
    sourceUrl: null,
    tags: [],
    isFavourite: false,
    isWatched: false,
    openDiscussionCount: 2,
    savedBy: { _id: 'user-1', name: 'Riley Moss' },
    createdAt: '2026-03-04T09:00:00.000Z',
    modifiedAt: '2026-03-04T09:00:00.000Z',
    allowedActions: among(FILE_ACTIONS, role),
    ...overrides,
  };
}

const node = (id: string, name: string, children: DriveTreeNode[] = []): DriveTreeNode => ({
  _id: id,
  name,
  parent: null,
  isWorkspace: false,
  isFolder: true,
  type: 'folder',
  hasChild: children.length > 0,
  children,
});

/** The workspace `ws-1` ("Spring campaign") with "Summer hooks" (holding "Video openers") and "UGC". */
export const A_BOARD_TREE: DriveTreeNode = {
  ...node('ws-1', 'Spring campaign', [
    {
      ...node('board-1', 'Summer hooks', [{ ...node('board-2', 'Video openers'), parent: 'board-1' }]),
      parent: 'ws-1',
    },
    { ...node('board-3', 'UGC'), parent: 'ws-1' },
  ]),
  isWorkspace: true,
  isFolder: false,
};
