import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAIL_JOB } from './mail-queue.ts';

describe('the mail queue', () => {
  const smtp = new LocalSmtpServer({ refuseFirst: 2 });
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      jobWorkers: true,
      jobPollingIntervalSeconds: 0.5,
      mailTuning: { retryLimit: 3, retryDelaySeconds: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a queued message through SMTP, retrying while the server refuses it', async () => {
    await t.app.mail.send({ to: 'owner@example.com', subject: 'New lead', text: 'Ada sent the form.' });
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(smtp.refusedCount).toBe(2);
    expect(smtp.received[0]!.to).toEqual(['owner@example.com']);
    expect(smtp.received[0]!.raw).toContain('Subject: New lead');
    expect(smtp.received[0]!.raw).toContain('Ada sent the form.');
    // The Message-ID given when it was queued, the same on every attempt.
    const [queued] = (
      (await t.database.db.execute(
        sql`select data->>'messageId' as id from pgboss.job where name = ${MAIL_JOB}`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    expect(queued!.id).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(smtp.received[0]!.raw).toContain(`Message-ID: ${queued!.id}`);
  }, 30_000);
});
