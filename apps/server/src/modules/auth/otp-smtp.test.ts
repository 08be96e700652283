import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../platform/mail/mailer.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe('one-time code through a real SMTP server', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp();
    t.context.mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: t.context.config.mail.from,
      log: t.context.log,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the sign-up code, and the code it carries verifies', async () => {
    const email = uniqueEmail('smtp');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/send-otp',
      payload: { email, otpReasonCode: 1, userName: 'Smtp Person' },
    });
    expect(response.statusCode).toBe(200);
    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message?.from).toBe('no-reply@hookline.local');
    expect(message?.raw).toMatch(/^Subject: Your Hookline verification code\r?$/m);
    const code = /code to verify your e-mail address: (\d{4})/.exec(message?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    // The code is in the body only.
    expect(/^Subject: .*$/m.exec(message?.raw ?? '')?.[0]).not.toContain(code);
    expect(message?.raw).toContain('text/html');
    const verify = await t.app.inject({
      method: 'PUT',
      url: '/auth/api/v1/verify-otp',
      payload: { email, otp: code, otpReasonCode: 1 },
    });
    expect(verify.json()).toEqual({ verified: true });
  });
});
