import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPocketsphinx, transcribeWithPocketsphinx } from './pocketsphinx-runner.ts';

/** A prefix laid out as Debian's packages lay it out: `bin/` and the model under `share/pocketsphinx/`. */
function fakePrefix(input: { binaries: Record<string, string>; model: boolean }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'hookline-pocketsphinx-'));
  mkdirSync(path.join(prefix, 'bin'));
  for (const [name, script] of Object.entries(input.binaries)) {
    const file = path.join(prefix, 'bin', name);
    writeFileSync(file, `#!/bin/sh\n${script}\n`);
    chmodSync(file, 0o755);
  }
  const modelDir = path.join(prefix, 'share/pocketsphinx/model/en-us');
  if (input.model) {
    mkdirSync(path.join(modelDir, 'en-us'), { recursive: true });
    writeFileSync(path.join(modelDir, 'en-us.lm.bin'), '');
    writeFileSync(path.join(modelDir, 'cmudict-en-us.dict'), '');
  }
  return { prefix, bin: path.join(prefix, 'bin'), modelDir };
}

describe('finding pocketsphinx', () => {
  it('finds 0.8’s pocketsphinx_continuous with the English model beside it', () => {
    const { bin, modelDir } = fakePrefix({ binaries: { pocketsphinx_continuous: 'exit 0' }, model: true });
    expect(findPocketsphinx(`/nonexistent${path.delimiter}${bin}`)).toEqual({
      found: true,
      install: { kind: 'continuous', binary: path.join(bin, 'pocketsphinx_continuous'), modelDir },
    });
  });

  it('prefers 5.x’s pocketsphinx when both are there', () => {
    const { bin } = fakePrefix({
      binaries: { pocketsphinx: 'exit 0', pocketsphinx_continuous: 'exit 0' },
      model: true,
    });
    expect(findPocketsphinx(bin)).toMatchObject({ found: true, install: { kind: 'live' } });
  });

  it('says which package is missing', () => {
    expect(findPocketsphinx(fakePrefix({ binaries: {}, model: true }).bin)).toEqual({
      found: false,
      missing: 'pocketsphinx',
    });
    expect(findPocketsphinx('')).toEqual({ found: false, missing: 'pocketsphinx' });
    const withoutModel = fakePrefix({ binaries: { pocketsphinx_continuous: 'exit 0' }, model: false });
    expect(findPocketsphinx(withoutModel.bin)).toEqual({ found: false, missing: 'pocketsphinx-en-us' });
  });
});

describe('running pocketsphinx', () => {
  const audio = () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-wav-')), 'speech.wav');
    writeFileSync(file, 'RIFF');
    return file;
  };

  it('gives 0.8 the model and the file, and reads its timed words', async () => {
    const { prefix, bin, modelDir } = fakePrefix({
      binaries: {
        pocketsphinx_continuous: [
          `printf '%s\\n' "$@" > "$(dirname "$0")/args"`,
          "echo 'free shipping today'",
          "echo '<s> 0.000 0.100 1.0'",
          "echo 'free 0.110 0.400 0.9'",
          "echo 'shipping 0.410 0.900 0.9'",
          "echo 'today 0.910 1.300 0.9'",
          "echo '</s> 1.310 1.500 1.0'",
        ].join('\n'),
      },
      model: true,
    });
    const audioPath = audio();
    const transcript = await transcribeWithPocketsphinx(
      { kind: 'continuous', binary: path.join(bin, 'pocketsphinx_continuous'), modelDir },
      { audioPath },
    );
    expect(transcript).toEqual({
      engine: 'pocketsphinx',
      text: 'free shipping today',
      segments: [{ start: 0.11, end: 1.3, text: 'free shipping today' }],
      confidence: 0.9,
    });
    expect(readFileSync(path.join(prefix, 'bin/args'), 'utf8').trim().split('\n')).toEqual([
      ...['-hmm', path.join(modelDir, 'en-us')],
      ...['-lm', path.join(modelDir, 'en-us.lm.bin')],
      ...['-dict', path.join(modelDir, 'cmudict-en-us.dict')],
      ...['-infile', audioPath, '-time', 'yes', '-logfn', '/dev/null'],
    ]);
  });

  it('gives 5.x the live command and reads its JSON lines', async () => {
    const { prefix, bin, modelDir } = fakePrefix({
      binaries: {
        pocketsphinx: [
          `printf '%s\\n' "$@" > "$(dirname "$0")/args"`,
          `echo '{"b":0.5,"d":1.0,"p":1,"t":"order now","w":[{"b":0.5,"d":0.4,"p":1,"t":"order"},{"b":0.9,"d":0.6,"p":1,"t":"now"}]}'`,
        ].join('\n'),
      },
      model: true,
    });
    const audioPath = audio();
    const transcript = await transcribeWithPocketsphinx(
      { kind: 'live', binary: path.join(bin, 'pocketsphinx'), modelDir },
      { audioPath },
    );
    expect(transcript.segments).toEqual([{ start: 0.5, end: 1.5, text: 'order now' }]);
    expect(readFileSync(path.join(prefix, 'bin/args'), 'utf8').trim().split('\n').slice(-2)).toEqual([
      'live',
      audioPath,
    ]);
  });

  it('reports a failed or stuck decoder with what it said', async () => {
    const { bin, modelDir } = fakePrefix({
      binaries: {
        pocketsphinx_continuous:
          'echo \'ERROR: "acmod.c", line 83: Folder does not contain acoustic model\' >&2\nexit 1',
        pocketsphinx: 'exec sleep 5',
      },
      model: true,
    });
    await expect(
      transcribeWithPocketsphinx(
        { kind: 'continuous', binary: path.join(bin, 'pocketsphinx_continuous'), modelDir },
        { audioPath: audio() },
      ),
    ).rejects.toThrow(
      'pocketsphinx failed (exit code 1): ERROR: "acmod.c", line 83: Folder does not contain acoustic model',
    );
    await expect(
      transcribeWithPocketsphinx(
        { kind: 'live', binary: path.join(bin, 'pocketsphinx'), modelDir },
        { audioPath: audio(), timeoutMs: 200 },
      ),
    ).rejects.toThrow('pocketsphinx ran past 0.2 s and was stopped');
  });
});
