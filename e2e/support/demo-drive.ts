import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO } from './accounts.ts';

/*
 * The demo organisation's Creative Hub through its API, for tests that need files, folders and share links
 * in place before they open a page: signed in as the demo user, in its "Brand team" workspace.
 */

const WORKSPACE = 'Brand team';

export interface DemoDrive {
  token: string;
  workspaceId: string;
  headers: { Authorization: string };
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function demoDrive(request: APIRequestContext): Promise<DemoDrive> {
  const { token } = await ok<{ token: string }>(
    await request.post('/auth/api/v1/login', { data: { email: DEMO.email, password: DEMO.password } }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const orgs = await ok<{ data: { _id: string; name: string }[] }>(
    await request.get('/api/v1/organisation', { headers }),
  );
  const orgId = orgs.data.find((org) => org.name === 'Hookline Demo')!._id;
  const workspaces = await ok<{ data: { _id: string; name: string }[] }>(
    await request.get(`/api/v1/workspace?orgId=${orgId}`, { headers }),
  );
  const workspaceId = workspaces.data.find((workspace) => workspace.name === WORKSPACE)!._id;
  return { token, workspaceId, headers };
}

export async function createFolder(
  request: APIRequestContext,
  drive: DemoDrive,
  name: string,
  parentId?: string,
): Promise<{ _id: string; name: string }> {
  return ok(
    await request.post('/api/v1/assets/folder', {
      headers: drive.headers,
      data: { workspaceId: drive.workspaceId, name, ...(parentId ? { parentId } : {}) },
    }),
  );
}

/** A PNG of `width` × `height` in one colour, with a circle. */
export async function makeImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 236, g: 91, b: 155 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#ffb86b"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** A short MP4 made by ffmpeg's test source: `seconds` long, 640×360 at 25 fps. */
export function makeVideo(seconds = 2): Buffer {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-video-')), 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
    ...['-i', `testsrc=duration=${seconds}:size=640x360:rate=25`],
    ...['-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-y', file],
  ]);
  return readFileSync(file);
}

const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** Uploads `bytes` through tus as the demo user; answers the file's id. */
export async function tusUpload(
  request: APIRequestContext,
  drive: DemoDrive,
  input: { bytes: Buffer; filename: string; folderId: string; resolution: string },
): Promise<string> {
  const auth = { ...drive.headers, 'Tus-Resumable': '1.0.0' };
  const metadata = [
    `filename ${base64(input.filename)}`,
    `workspaceId ${base64(drive.workspaceId)}`,
    `folderId ${base64(input.folderId)}`,
    `resolution ${base64(input.resolution)}`,
  ].join(',');
  const created = await request.post('/api/v1/assets/upload', {
    headers: { ...auth, 'Upload-Length': String(input.bytes.length), 'Upload-Metadata': metadata },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location']!;
  const sent = await request.patch(location, {
    headers: { ...auth, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
    data: input.bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
  const head = await request.head(location, { headers: auth });
  return head.headers()['hookline-file-id']!;
}

export interface DriveFileState {
  versions: { versionId: string; number: number; thumbGenerationInprogress: boolean }[];
}

/**
 * Waits until the file has `versions` versions and each has its preview made (the demo's own media go
 * first).
 */
export async function waitForProcessing(
  request: APIRequestContext,
  drive: DemoDrive,
  fileId: string,
  versions = 1,
) {
  await expect
    .poll(
      async () => {
        const file = await ok<DriveFileState>(
          await request.get(`/api/v1/assets/file/${fileId}`, { headers: drive.headers }),
        );
        return (
          file.versions.length >= versions &&
          file.versions.every((version) => !version.thumbGenerationInprogress)
        );
      },
      { timeout: 240_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);
}

export async function shareFolder(
  request: APIRequestContext,
  drive: DemoDrive,
  input: { folderId: string; options: Record<string, unknown>; description?: string },
): Promise<string> {
  const { shareLinkId } = await ok<{ shareLinkId: string }>(
    await request.post('/api/v1/assets/share-link', {
      headers: drive.headers,
      data: {
        workspaceId: drive.workspaceId,
        folderId: input.folderId,
        timezone: 'UTC',
        ...(input.description ? { description: input.description } : {}),
        options: input.options,
      },
    }),
  );
  return shareLinkId;
}
