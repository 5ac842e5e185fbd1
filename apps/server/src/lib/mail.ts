import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header (`<unique@domain>`); nodemailer makes one when it is left out. */
  messageId?: string;
}

/** Where the file transport reports what it wrote: Fastify's logger or the console. */
export interface MailLog {
  info(details: object, message: string): void;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail so a single machine needs no mail server and tests can read what was sent.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  dataDir: string;
  from: string;
  log: MailLog;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.join(options.dataDir, 'mail');
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(folder, { recursive: true });
      sequence += 1;
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(folder, `${Date.now()}-${sequence}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to file');
    },
  };
}
