import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

/*
 * A tus 1.0 client for the tests, speaking to the app through `inject`, and media made for them by ffmpeg.
 */

const TUS = { 'tus-resumable': '1.0.0' };

/** `Upload-Metadata`: `key base64(value)` pairs, comma-separated. */
export function uploadMetadata(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

export interface TusClient {
  create(input: {
    size: number | undefined;
    metadata: Record<string, string | undefined>;
    headers?: Record<string, string>;
    endpoint?: string;
  }): Promise<LightMyRequestResponse>;
  patch(location: string, offset: number, bytes: Buffer): Promise<LightMyRequestResponse>;
  head(location: string): Promise<LightMyRequestResponse>;
  remove(location: string): Promise<LightMyRequestResponse>;
  /** Creates an upload and sends it whole; answers the creation and the last PATCH. */
  upload(
    bytes: Buffer,
    metadata: Record<string, string | undefined>,
    endpoint?: string,
  ): Promise<{ created: LightMyRequestResponse; finished: LightMyRequestResponse; location: string }>;
}

/** A tus client as the holder of `token` (none: someone without an account). */
export function tusClient(t: TestApp, token?: string): TusClient {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  const client: TusClient = {
    create: ({ size, metadata, headers, endpoint }) =>
      t.app.inject({
        method: 'POST',
        url: endpoint ?? '/api/v1/assets/upload',
        headers: {
          ...TUS,
          ...auth,
          ...(size === undefined ? {} : { 'upload-length': String(size) }),
          'upload-metadata': uploadMetadata(metadata),
          ...headers,
        },
      }),
    patch: (location, offset, bytes) =>
      t.app.inject({
        method: 'PATCH',
        url: location,
        headers: {
          ...TUS,
          ...auth,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        payload: bytes,
      }),
    head: (location) => t.app.inject({ method: 'HEAD', url: location, headers: { ...TUS, ...auth } }),
    remove: (location) => t.app.inject({ method: 'DELETE', url: location, headers: { ...TUS, ...auth } }),
    async upload(bytes, metadata, endpoint) {
      const created = await client.create({ size: bytes.length, metadata, endpoint });
      expect(created.statusCode, created.body).toBe(201);
      const location = String(created.headers['location']);
      const finished = await client.patch(location, 0, bytes);
      return { created, finished, location };
    },
  };
  return client;
}

/**
 * A short test clip made by ffmpeg: testsrc at `size`, with a 440 Hz tone when `audio`, as MP4 (H.264),
 * MOV or WEBM (VP8), or an animated GIF.
 */
export function testVideo(input: {
  format: 'mp4' | 'mov' | 'webm' | 'gif';
  seconds?: number;
  size?: string;
  audio?: boolean;
  /** Frames a second, as ffmpeg takes them (`25`, `24000/1001`); 25 by default. */
  rate?: string;
}): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'hookline-test-video-'));
  try {
    const output = path.join(dir, `clip.${input.format}`);
    const seconds = String(input.seconds ?? 2);
    const codec = {
      webm: ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k'],
      gif: [],
      mp4: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
      mov: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    }[input.format];
    const audio = input.audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : [];
    const audioCodec = input.audio ? (input.format === 'webm' ? ['-c:a', 'libvorbis'] : ['-c:a', 'aac']) : [];
    execFileSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...[
          '-f',
          'lavfi',
          '-i',
          `testsrc=duration=${seconds}:size=${input.size ?? '320x240'}:rate=${input.rate ?? '25'}`,
        ],
        ...audio,
        ...codec,
        ...audioCodec,
        ...(input.audio ? ['-shortest'] : []),
        output,
      ],
      { timeout: 60_000 },
    );
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
