import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A local mail server that refuses the first `failures` messages (451, try later), then takes them. */
function flakySmtpServer(failures: number) {
  const received: Array<{ to: string[]; raw: string }> = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (refused < failures) {
          refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return { server, received, refusedCount: () => refused };
}

describe('the mail queue', () => {
  const smtp = flakySmtpServer(2);
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.server.address() as AddressInfo).port;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      jobWorkers: true,
      jobPollingIntervalSeconds: 0.5,
      mailTuning: { retryLimit: 3, retryDelaySeconds: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('sends a queued message through SMTP, retrying while the server refuses it', async () => {
    await t.app.mail.send({ to: 'owner@example.com', subject: 'New lead', text: 'Ada sent the form.' });
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(smtp.refusedCount()).toBe(2);
    expect(smtp.received[0]!.to).toEqual(['owner@example.com']);
    expect(smtp.received[0]!.raw).toContain('Subject: New lead');
    expect(smtp.received[0]!.raw).toContain('Ada sent the form.');
  }, 30_000);
});
