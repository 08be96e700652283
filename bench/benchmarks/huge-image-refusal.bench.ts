import sharp from 'sharp';
import { createTeam } from '../../apps/server/src/test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';
import type { Benchmark } from '../harness.ts';

const ROUNDS = 7;
const TUS = { 'tus-resumable': '1.0.0' };

/** Sends `bytes` to the Creative Hub's tus endpoint, whole, and answers the final PATCH's status. */
async function upload(t: TestApp, token: string, workspaceId: string, bytes: Buffer): Promise<number> {
  const metadata = [
    `filename ${Buffer.from('huge.png').toString('base64')}`,
    `workspaceId ${Buffer.from(workspaceId).toString('base64')}`,
  ];
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/assets/upload',
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-length': String(bytes.length),
      'upload-metadata': metadata.join(','),
    },
  });
  if (created.statusCode !== 201) throw new Error(`the upload was not created: ${created.statusCode}`);
  const finished = await t.app.inject({
    method: 'PATCH',
    url: String(created.headers['location']),
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    payload: bytes,
  });
  return finished.statusCode;
}

async function medianMs(rounds: number, run: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/**
 * A 16000x16000 PNG sent to the Creative Hub is refused from its header: it must cost about what refusing any
 * other file of the same size costs (a text file named .png, refused by its content), not the seconds that
 * decoding 256 million pixels would take.
 */
export const benchmark: Benchmark = {
  name: 'Creative Hub upload of a 16000x16000 PNG, refused, median time',
  async run() {
    const t = await createTestApp();
    const team = await createTeam(t);
    const huge = await sharp({
      create: { width: 16_000, height: 16_000, channels: 3, background: { r: 40, g: 90, b: 200 } },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const text = Buffer.alloc(huge.length, 'Just some text, not a picture at all.\n');
    const refuse = (bytes: Buffer, status: number) => async () => {
      const answered = await upload(t, team.collaborator.token, team.workspace.id, bytes);
      if (answered !== status) throw new Error(`expected ${status}, got ${answered}`);
    };

    await refuse(huge, 400)();
    await refuse(text, 415)();
    const hookline = await medianMs(ROUNDS, refuse(huge, 400));
    const baseline = await medianMs(ROUNDS, refuse(text, 415));
    await t.close();
    return {
      name: this.name,
      unit: 'ms',
      hookline,
      baseline,
      baselineName: 'refusing a text file of the same size',
      lowerIsBetter: true,
      notes: `${(huge.length / 1024).toFixed(0)} KiB each; median of ${ROUNDS}`,
    };
  },
};
