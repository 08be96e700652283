import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { createMailer } from './mailer.ts';

describe('outbox mailer (the offline default)', () => {
  it('writes each mail as an .eml file with headers and body', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'hookline-outbox-')), 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'Hookline <no-reply@hookline.local>',
      log: createLogger('silent'),
    });
    await mailer.send({ to: 'ana@acme.com', subject: 'Your code', text: 'Code: 1234' });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ana@acme\.com\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0] as string), 'utf8');
    expect(eml).toContain('To: ana@acme.com');
    expect(eml).toContain('Subject: Your code');
    expect(eml).toContain('Code: 1234');
  });
});
