import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

describe('SMTP delivery', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends through SMTP_URL when it is set', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: '/nonexistent',
      from: 'Tessera <no-reply@example.com>',
      log: { info: () => undefined },
    });
    await mailer.send({ to: 'someone@example.com', subject: 'Hello there', text: 'Body text' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['someone@example.com']);
    expect(received[0]!.raw).toContain('Subject: Hello there');
    expect(received[0]!.raw).toContain('Body text');
  });
});
