import type { DriveFile, DriveVersion } from '@hookline/domain';

/** A version for tests: an image, current, processed. */
export function aVersion(overrides: Partial<DriveVersion> = {}): DriveVersion {
  return {
    versionId: 'v-1',
    number: 1,
    name: 'hero.png',
    mime: 'image/png',
    kind: 'image',
    size: 204_800,
    resolution: '1920x1080',
    durationMs: null,
    frameRate: null,
    isActive: true,
    thumbGenerationInprogress: false,
    thumbnailURL: '/media/v-1/thumbnail',
    mediaURL: '/media/v-1/original',
    posterURL: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    uploadedBy: 'user-1',
    discussionCount: 0,
    ...overrides,
  };
}

/** A file for tests, its media fields those of its current version; every member action allowed. */
export function aDriveFile(overrides: Partial<DriveFile> = {}): DriveFile {
  const versions = overrides.versions ?? [aVersion()];
  const active = versions.find((version) => version.isActive) ?? versions[0];
  return {
    _id: 'file-1',
    workspaceId: 'ws-1',
    folderId: null,
    name: 'Hero banner',
    description: null,
    customFields: {},
    tags: [],
    versions,
    activeVersionId: active?.versionId ?? null,
    isFavourite: false,
    isWatched: false,
    thumbGenerationInprogress: false,
    size: active?.size ?? 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    modifiedAt: '2026-03-01T09:00:00.000Z',
    thumbnailURL: active?.thumbnailURL ?? null,
    mediaURL: active?.mediaURL ?? null,
    posterURL: active?.posterURL ?? null,
    mime: active?.mime ?? null,
    kind: active?.kind ?? null,
    resolution: active?.resolution ?? null,
    durationMs: active?.durationMs ?? null,
    openDiscussionCount: 0,
    allowedActions: ['workspace.view', 'comment.write', 'file.upload', 'file.manage', 'share.manage'],
    ...overrides,
  };
}
