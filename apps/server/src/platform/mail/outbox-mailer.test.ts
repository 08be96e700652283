import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCapturedLog } from '../../test/captured-log.ts';
import { createMailer, recipientHash } from './mailer.ts';

describe('outbox mailer (the offline default)', () => {
  it('writes each mail as an .eml file with headers and body, and logs only its kind and a hash', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-outbox-')), 'outbox');
    const captured = createCapturedLog('info');
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'Hookline <no-reply@hookline.local>',
      log: captured.log,
      recipientKey: 'log-key',
    });
    await mailer.send({
      kind: 'signup-code',
      to: 'ana@acme.com',
      subject: 'Your Hookline verification code',
      text: 'Use this code to verify your e-mail address: 4821',
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    // The outbox is the offline mailbox: its file names keep the recipient, never a code.
    expect(files[0]).toMatch(/-ana@acme\.com\.eml$/);
    expect(files[0]).not.toContain('4821');
    const eml = readFileSync(path.join(outboxDir, files[0] as string), 'utf8');
    expect(eml).toContain('To: ana@acme.com');
    expect(eml).toContain('Subject: Your Hookline verification code');
    expect(eml).toContain('Use this code to verify your e-mail address: 4821');
    expect(eml).not.toMatch(/^kind:/im);

    const [entry, ...others] = captured.entries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ msg: 'mail written to outbox', kind: 'signup-code' });
    expect(entry?.recipient).toBe(recipientHash('ana@acme.com', 'log-key'));
    expect(entry?.recipient).toMatch(/^[0-9a-f]{12}$/);
    // The line as written, less the clock and process id, whose digits may spell the code by chance.
    const { time: _time, pid: _pid, ...fields } = entry ?? {};
    const line = JSON.stringify(fields);
    for (const secret of ['4821', 'ana@acme.com', 'verification code', outboxDir]) {
      expect(line).not.toContain(secret);
    }
  });

  it('hashes the lower-cased address, keyed when a key is given', () => {
    expect(recipientHash('Ana@Acme.com')).toBe(recipientHash('ana@acme.com'));
    expect(recipientHash('ana@acme.com', 'one key')).not.toBe(recipientHash('ana@acme.com', 'another key'));
    expect(recipientHash('ana@acme.com', 'one key')).not.toBe(recipientHash('ana@acme.com'));
  });
});
