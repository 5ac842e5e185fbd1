import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSmtpServer } from '../../test/smtp-server.ts';
import { createMailer } from './mail.ts';

describe('SMTP delivery', () => {
  const smtp = new LocalSmtpServer();

  beforeAll(async () => {
    await smtp.start();
  });
  afterAll(() => smtp.close());

  it('sends through SMTP_URL when it is set', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      dataDir: '/nonexistent',
      from: 'Tessera <no-reply@example.com>',
      log: { info: () => undefined },
    });
    await mailer.send({ to: 'someone@example.com', subject: 'Hello there', text: 'Body text' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['someone@example.com']);
    expect(smtp.received[0]!.raw).toContain('Subject: Hello there');
    expect(smtp.received[0]!.raw).toContain('Body text');
  });
});
