import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_OUTBOUND_POLICY,
  describeOutboundFailure,
  isBlockedAddress,
  mayConnect,
  type OutboundPolicy,
  OutboundRefused,
  outboundRequest,
  REFUSED_ADDRESS_MESSAGE,
  refusalFor,
} from './outbound.ts';

describe('isBlockedAddress', () => {
  it('blocks private, loopback, link-local and other special addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      'not-an-address',
    ])
      expect(isBlockedAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect(isBlockedAddress(address), address).toBe(false);
  });

  it('honours the operator’s allowed networks only for those networks', () => {
    const policy = { ...DEFAULT_OUTBOUND_POLICY, allowNetworks: ['10.1.2.0/24', '127.0.0.1'] };
    expect(mayConnect('10.1.2.77', policy)).toBe(true);
    expect(mayConnect('127.0.0.1', policy)).toBe(true);
    expect(mayConnect('127.0.0.2', policy)).toBe(false);
    expect(mayConnect('10.1.3.1', policy)).toBe(false);
    expect(mayConnect('169.254.169.254', policy)).toBe(false);
    expect(mayConnect('169.254.169.254', { ...DEFAULT_OUTBOUND_POLICY, allowPrivate: true })).toBe(true);
  });
});

describe('refusalFor (default policy)', () => {
  // Names answered by the policy's hosts table: nothing leaves the machine.
  const policy: OutboundPolicy = {
    ...DEFAULT_OUTBOUND_POLICY,
    hosts: {
      'loopback.test': ['127.0.0.1'],
      'mixed.test': ['93.184.216.34', '10.0.0.9'],
      'public.test': ['93.184.216.34'],
    },
  };

  it('refuses the classic SSRF targets, literal or by name', async () => {
    for (const url of [
      'http://127.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/',
      'http://10.0.0.1/',
      'https://loopback.test/hook',
      'http://localhost:3000/',
      'http://mixed.test/',
      'http://0x7f000001/',
      'http://2130706433/',
    ])
      expect(await refusalFor(url, policy), url).toBe(REFUSED_ADDRESS_MESSAGE);
  });

  it('accepts public names and refuses other schemes', async () => {
    expect(await refusalFor('https://public.test/hook', policy)).toBeNull();
    expect(await refusalFor('ftp://public.test/', policy)).toBe('Only http and https addresses are allowed.');
  });
});

describe('outboundRequest', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.url === '/to-private') {
        response.writeHead(307, { location: `http://127.0.0.2:${port}/ok` }).end();
      } else if (request.url === '/to-ok') {
        response.writeHead(308, { location: '/ok' }).end();
      } else if (request.url === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else if (request.url === '/slow') {
        setTimeout(() => response.end('late'), 2000);
      } else {
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk;
        });
        request.on('end', () => response.writeHead(200).end(`got ${body} ${'x'.repeat(10_000)}`));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const allowReceiver: OutboundPolicy = {
    ...DEFAULT_OUTBOUND_POLICY,
    allowNetworks: ['127.0.0.1'],
    timeoutMs: 1000,
  };
  const post = (path: string, policy = allowReceiver) =>
    outboundRequest(
      `http://127.0.0.1:${port}${path}`,
      { method: 'POST', headers: {}, body: 'hello' },
      policy,
    );

  it('posts and keeps only the start of the answer', async () => {
    const answer = await post('/ok');
    expect(answer.status).toBe(200);
    expect(answer.excerpt.startsWith('got hello')).toBe(true);
    expect(answer.excerpt.length).toBeLessThanOrEqual(DEFAULT_OUTBOUND_POLICY.maxResponseBytes);
  });

  it('follows redirects to allowed addresses, re-sending the body', async () => {
    const answer = await post('/to-ok');
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(`http://127.0.0.1:${port}/ok`);
    expect(answer.excerpt.startsWith('got hello')).toBe(true);
  });

  it('refuses a redirect to a private address before connecting', async () => {
    const before = seen.length;
    await expect(post('/to-private')).rejects.toThrow(OutboundRefused);
    expect(seen.slice(before)).toEqual(['POST /to-private']);
  });

  it('stops redirect loops and slow answers', async () => {
    await expect(post('/loop')).rejects.toThrow('Stopped after 3 redirects.');
    await expect(post('/slow')).rejects.toThrow();
  });

  it('refuses the receiver itself under the default policy', async () => {
    const before = seen.length;
    await expect(post('/ok', DEFAULT_OUTBOUND_POLICY)).rejects.toThrow(REFUSED_ADDRESS_MESSAGE);
    expect(seen.length).toBe(before);
  });

  it('says what went wrong in words the person who gave the URL can act on', async () => {
    const failure = async (promise: Promise<unknown>) =>
      describeOutboundFailure(
        await promise.then(
          () => null,
          (error: unknown) => error,
        ),
        allowReceiver,
      );
    expect(await failure(post('/ok', DEFAULT_OUTBOUND_POLICY))).toEqual({
      message: REFUSED_ADDRESS_MESSAGE,
      refused: true,
    });
    expect(await failure(post('/slow'))).toEqual({ message: 'No answer within 1 second.', refused: false });
    expect(
      await failure(
        outboundRequest(
          'http://hooks.invalid/leads',
          { method: 'POST', headers: {}, body: '' },
          allowReceiver,
        ),
      ),
    ).toEqual({ message: 'The host hooks.invalid could not be found.', refused: false });
  });
});
