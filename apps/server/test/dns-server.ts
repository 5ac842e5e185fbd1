import { createSocket, type Socket } from 'node:dgram';

/**
 * A tiny authoritative DNS server on 127.0.0.1 for tests: A, CNAME and TXT records from a table
 * the test edits while it runs. Unknown names answer NXDOMAIN, known names without the asked
 * type answer NOERROR with no records. Enough of RFC 1035 for node:dns's resolver, nothing more.
 */
export interface DnsRecords {
  A?: string[];
  CNAME?: string[];
  TXT?: string[];
}

const TYPES = { A: 1, CNAME: 5, TXT: 16 } as const;

export interface TestDnsServer {
  /** `127.0.0.1:port`, for the DNS_SERVERS setting. */
  address: string;
  records: Map<string, DnsRecords>;
  /** While true, queries get no answer at all (a resolver timeout). */
  silent: boolean;
  close(): Promise<void>;
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at]! !== 0) {
    const length = message[at]!;
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, '')
    .split('.')
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function rdata(type: keyof typeof TYPES, value: string): Buffer {
  if (type === 'A') return Buffer.from(value.split('.').map(Number));
  if (type === 'CNAME') return encodeName(value);
  const text = Buffer.from(value, 'utf8');
  return Buffer.concat([Buffer.from([text.length]), text]);
}

function answer(query: Buffer, records: Map<string, DnsRecords>): Buffer {
  const { name, end } = readName(query, 12);
  const qtype = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const entry = records.get(name);
  const typeName = (Object.keys(TYPES) as (keyof typeof TYPES)[]).find((key) => TYPES[key] === qtype);
  const values = entry && typeName ? (entry[typeName] ?? []) : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // QR, opcode 0, AA, RD copied, RA; rcode 3 (NXDOMAIN) for unknown names.
  header.writeUInt16BE(0x8580 | (entry ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values.length, 6);
  const answers = values.map((value) => {
    const data = rdata(typeName!, value);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0);
    fixed.writeUInt16BE(qtype, 2);
    fixed.writeUInt16BE(1, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, question, ...answers]);
}

export async function startDnsServer(): Promise<TestDnsServer> {
  const socket: Socket = createSocket('udp4');
  const server: TestDnsServer = {
    address: '',
    records: new Map(),
    silent: false,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (message, remote) => {
    if (server.silent || message.length < 17) return;
    try {
      socket.send(answer(message, server.records), remote.port, remote.address);
    } catch {
      // A malformed query gets no answer, as from a real server that drops it.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  server.address = `127.0.0.1:${socket.address().port}`;
  return server;
}
