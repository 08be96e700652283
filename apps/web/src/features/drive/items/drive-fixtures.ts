import {
  allowedWorkspaceActions,
  type DriveFile,
  type DriveFolder,
  type WorkspaceRole,
} from '@hookline/domain';

/** Records the fake API answers with in the Creative Hub's tests. */
export function aDriveFolder(
  overrides: Partial<DriveFolder> = {},
  role: WorkspaceRole = 'admin',
): DriveFolder {
  return {
    _id: 'folder-1',
    workspaceId: 'ws-1',
    parent: null,
    name: 'Spring launch',
    description: null,
    type: 'folder',
    isFolder: true,
    isWorkspace: false,
    hasChild: false,
    items: 3,
    isFavourite: false,
    isWatched: false,
    hasChatConnection: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    modifiedAt: '2026-03-02T10:00:00.000Z',
    allowedActions: [...allowedWorkspaceActions(role)],
    ...overrides,
  };
}

export function aDriveFile(overrides: Partial<DriveFile> = {}, role: WorkspaceRole = 'admin'): DriveFile {
  return {
    _id: 'file-1',
    workspaceId: 'ws-1',
    folderId: null,
    name: 'hero-banner.png',
    description: null,
    customFields: {},
    tags: [],
    versions: [],
    activeVersionId: 'version-1',
    isFavourite: false,
    isWatched: false,
    thumbGenerationInprogress: false,
    size: 245_760,
    createdAt: '2026-03-01T10:00:00.000Z',
    modifiedAt: '2026-03-03T10:00:00.000Z',
    thumbnailURL: null,
    mediaURL: '/api/v1/assets/media/version-1/original?exp=1&sig=x',
    posterURL: null,
    mime: 'image/png',
    kind: 'image',
    resolution: '1200x800',
    durationMs: null,
    openDiscussionCount: 0,
    allowedActions: [...allowedWorkspaceActions(role)].filter((action) =>
      ['workspace.view', 'comment.write', 'file.upload', 'file.manage', 'share.manage'].includes(action),
    ),
    ...overrides,
  };
}
