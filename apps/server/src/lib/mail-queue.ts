import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from './jobs.ts';
import type { Mailer, MailMessage } from './mail.ts';

/** The pg-boss job every queued message goes through. */
export const MAIL_JOB = 'outgoing-mail';

/** Retries of a message the mail server did not take: about 1, 2, 4, 8, 16 and 32 minutes apart. */
export const MAIL_RETRY_LIMIT = 6;
export const MAIL_RETRY_DELAY_SECONDS = 60;

export interface MailQueueTuning {
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * Outgoing mail that must not be lost to a mail server being away for a while (lead alerts):
 * `send` stores the message as a pg-boss job and returns at once; a worker hands it to the
 * mailer, and a failure is retried with backoff. The message is kept whole in the job, so a
 * retry sends exactly what was queued.
 */
export class MailQueue {
  readonly #jobs: Jobs;
  /** The domain of the Message-IDs it gives: the sender's own (`MAIL_FROM`). */
  readonly #messageIdDomain: string;

  constructor(deps: {
    jobs: Jobs;
    mailer: Mailer;
    log: FastifyBaseLogger;
    from: string;
    tuning?: MailQueueTuning;
  }) {
    this.#jobs = deps.jobs;
    this.#messageIdDomain = /@([^\s@>]+)>?\s*$/.exec(deps.from)?.[1] ?? 'localhost';
    deps.jobs.register<MailMessage>({
      name: MAIL_JOB,
      retryLimit: deps.tuning?.retryLimit ?? MAIL_RETRY_LIMIT,
      retryDelaySeconds: deps.tuning?.retryDelaySeconds ?? MAIL_RETRY_DELAY_SECONDS,
      // An SMTP exchange takes seconds; this only frees a job whose worker died.
      expireInSeconds: 120,
      concurrency: 2,
      handler: async (job) => {
        try {
          await deps.mailer.send(job.data);
        } catch (error) {
          const details = {
            err: error,
            to: job.data.to,
            subject: job.data.subject,
            attempt: job.retryCount + 1,
          };
          if (job.lastAttempt) deps.log.error(details, 'mail could not be sent; giving up');
          else deps.log.warn(details, 'mail could not be sent; trying again later');
          throw error;
        }
      },
    });
  }

  /** Queues one message; it is sent (and retried) by a job worker. */
  async send(message: MailMessage): Promise<void> {
    // One Message-ID for every attempt: when a worker dies after the mail server took the
    // message but before the job was marked done, the retry's copy is recognisably the same mail.
    const messageId = message.messageId ?? `<${randomUUID()}@${this.#messageIdDomain}>`;
    await this.#jobs.send(MAIL_JOB, { ...message, messageId });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail through the job queue (retried); `AppDeps.mailer` sends at once. */
    mail: MailQueue;
  }
}
