import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the local mail server took: its envelope recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A mail server on this machine for tests that send through SMTP. With `refuseFirst`, it answers
 * the first that many messages 451 (busy, try later), as a real server sometimes does, then
 * takes them.
 */
export class LocalSmtpServer {
  readonly received: ReceivedMail[] = [];
  #refused = 0;
  readonly #server: SMTPServer;

  constructor({ refuseFirst = 0 }: { refuseFirst?: number } = {}) {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          if (this.#refused < refuseFirst) {
            this.#refused += 1;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
  }

  /** How many messages were refused so far. */
  get refusedCount(): number {
    return this.#refused;
  }

  /** Listens on a free port of 127.0.0.1; `url` is then the `SMTP_URL` to send through. */
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.#server.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
