import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../src/config.ts';

/**
 * A small S3-compatible server for tests: path-style PUT, GET, HEAD and DELETE of objects in one
 * bucket, with S3's XML errors. It checks what a real server would refuse: a request not signed
 * with the expected access key, and a body whose SHA-256 differs from the signed one.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** `METHOD key` of every request, in order. */
  log: string[];
  /**
   * Set by a test to make the fake fail as an S3 server does (null, the default: it answers
   * everything). Asked for every request, so a fault can hit some keys and spare others.
   */
  fault: ((request: { method: string; key: string }) => FakeS3Fault | null) | null;
  close(): Promise<void>;
}

/** The S3_* settings of an app whose uploads go to the fake. */
export function fakeS3Settings(
  fake: FakeS3,
): Pick<ServerConfig, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'> {
  return {
    S3_BUCKET: fake.bucket,
    S3_ENDPOINT: fake.endpoint,
    S3_ACCESS_KEY_ID: fake.accessKeyId,
    S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
  };
}

export type FakeS3Fault =
  /** An S3 error answer, e.g. 500 `InternalError` or 503 `SlowDown`. */
  | { status: number; code: string }
  /** Answered as usual, this much later. */
  | { delayMs: number }
  /** The connection is cut without an answer: the server went away. */
  | 'drop';

function xmlError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket = 'tessera-test'): Promise<FakeS3> {
  const accessKeyId = 'FAKEACCESSKEY';
  const secretAccessKey = 'fake-secret-access-key';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: string[] = [];

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      log.push(`${request.method} ${key}`);
      const fault = fake.fault?.({ method: request.method ?? '', key }) ?? null;
      if (fault === 'drop') {
        request.socket.destroy();
        return;
      }
      if (fault && 'status' in fault) {
        xmlError(response, fault.status, fault.code, 'The fake was told to fail this request.');
        return;
      }
      if (fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      const authorization = request.headers.authorization ?? '';
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        xmlError(response, 403, 'InvalidAccessKeyId', 'The access key is not known.');
        return;
      }
      if (bucketName !== bucket) {
        xmlError(response, 404, 'NoSuchBucket', 'The bucket does not exist.');
        return;
      }
      if (request.method === 'PUT') {
        const body = await readBody(request);
        const signed = request.headers['x-amz-content-sha256'];
        const actual = createHash('sha256').update(body).digest('hex');
        if (signed !== 'UNSIGNED-PAYLOAD' && signed !== actual) {
          xmlError(response, 400, 'XAmzContentSHA256Mismatch', 'The body does not match its hash.');
          return;
        }
        objects.set(key, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        response.end();
        return;
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) {
          xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.byteLength),
        });
        response.end(request.method === 'HEAD' ? undefined : object.body);
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      }
      xmlError(response, 405, 'MethodNotAllowed', 'The method is not allowed.');
    })().catch((error: unknown) => {
      xmlError(response, 500, 'InternalError', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeS3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    fault: null,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
