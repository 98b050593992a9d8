/**
 * A small S3-compatible server for tests, on a loopback port: path-style `/<bucket>/<key>`,
 * objects in a Map, PUT / GET / DELETE. Like S3 it checks every request's AWS Signature V4 —
 * the Authorization header's form, the access key id, the `<date>/<region>/s3/aws4_request`
 * scope, x-amz-date and x-amz-content-sha256, and the signature itself, recomputed here with
 * node:crypto independently of the client — and answers 403 with an XML error otherwise; a
 * missing key is 404 NoSuchKey, another bucket 404 NoSuchBucket, a body whose hash is not the
 * signed one 400 XAmzContentSHA256Mismatch.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3StoreConfig } from '../src/files/store.ts';

export interface FakeObject {
  bytes: Buffer;
  contentType: string | undefined;
}

export interface FakeRequest {
  method: string;
  path: string;
  status: number;
  /** the S3 error code answered, if any */
  code?: string;
}

export interface FakeS3 {
  /** the endpoint, `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** the objects of the bucket, by key */
  objects: Map<string, FakeObject>;
  /** every request, in order */
  requests: FakeRequest[];
  /** a status (e.g. 503) to answer instead of serving, for a method; null to stop */
  failWith(method: string, status: number | null): void;
  /** the store configuration for this server (overrides: wrong keys, region, bucket …) */
  config(overrides?: Partial<S3StoreConfig>): S3StoreConfig;
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/([^/\s,]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{8})T\d{6}Z$/;
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function xmlError(code: string, message: string, resource: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export async function startFakeS3(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'legion-files';
  const region = options.region ?? 'eu-test-1';
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKETESTKEY00001';
  const secretAccessKey = options.secretAccessKey ?? 'fake/secret+key/for-tests-only-0123456789';
  const objects = new Map<string, FakeObject>();
  const requests: FakeRequest[] = [];
  const failures = new Map<string, number>();

  /** null when the request is signed as S3 wants; else the error code and message */
  function checkSignature(request: IncomingMessage, path: string, query: string) {
    const authorization = header(request, 'authorization');
    const match = authorization ? AUTHORIZATION.exec(authorization) : null;
    if (!match) return ['AccessDenied', 'Missing or malformed AWS4-HMAC-SHA256 Authorization'];
    const [, keyId, date, scopeRegion, service, signedHeaders, signature] = match;
    if (keyId !== accessKeyId) {
      return ['InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist'];
    }
    if (scopeRegion !== region || service !== 's3') {
      return ['AuthorizationHeaderMalformed', `The scope must be <date>/${region}/s3/aws4_request`];
    }
    const amzDate = header(request, 'x-amz-date');
    const dateMatch = amzDate ? AMZ_DATE.exec(amzDate) : null;
    if (!amzDate || !dateMatch || dateMatch[1] !== date) {
      return ['AccessDenied', 'x-amz-date is missing or does not match the scope date'];
    }
    const contentHash = header(request, 'x-amz-content-sha256');
    if (!contentHash) return ['AccessDenied', 'x-amz-content-sha256 is missing'];
    const signed = (signedHeaders ?? '').split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!signed.includes(required)) return ['AccessDenied', `${required} must be signed`];
    }
    const canonicalUri = path
      .split('/')
      .map((segment) => rfc3986(decodeURIComponent(segment)))
      .join('/');
    const canonicalQuery = [...new URLSearchParams(query)]
      .map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}`)
      .sort()
      .join('&');
    const canonicalHeaders = signed
      .map((name) => `${name}:${(header(request, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
      .join('');
    const canonicalRequest = [
      request.method,
      canonicalUri,
      canonicalQuery,
      canonicalHeaders,
      signedHeaders,
      contentHash,
    ].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      amzDate,
      scope,
      createHash('sha256').update(canonicalRequest).digest('hex'),
    ].join('\n');
    let key = hmac(`AWS4${secretAccessKey}`, date ?? '');
    for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
    const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
    if (expected !== signature) {
      return ['SignatureDoesNotMatch', 'The request signature we calculated does not match'];
    }
    return null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    const answer = (status: number, code?: string, message?: string) => {
      requests.push({ method, path, status, ...(code ? { code } : {}) });
      if (code) {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(xmlError(code, message ?? code, path));
      } else {
        response.writeHead(status);
        response.end();
      }
    };

    const refused = checkSignature(request, path, url.search);
    if (refused) return answer(403, refused[0], refused[1]);
    const contentHash = header(request, 'x-amz-content-sha256');
    if (contentHash !== 'UNSIGNED-PAYLOAD') {
      const actual = body.length ? createHash('sha256').update(body).digest('hex') : EMPTY_SHA256;
      if (actual !== contentHash) {
        return answer(400, 'XAmzContentSHA256Mismatch', 'The content hash does not match');
      }
    }
    const failure = failures.get(method);
    if (failure) return answer(failure, failure === 503 ? 'SlowDown' : 'InternalError');

    const [, requestBucket, ...rest] = path.split('/');
    const key = rest.map((segment) => decodeURIComponent(segment)).join('/');
    if (requestBucket !== bucket) {
      return answer(404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (!key) return answer(405, 'MethodNotAllowed', 'Only object requests here');
    if (method === 'PUT') {
      objects.set(key, { bytes: body, contentType: header(request, 'content-type') });
      requests.push({ method, path, status: 200 });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      response.end();
      return;
    }
    if (method === 'GET') {
      const object = objects.get(key);
      if (!object) return answer(404, 'NoSuchKey', 'The specified key does not exist.');
      requests.push({ method, path, status: 200 });
      response.writeHead(200, {
        'content-type': object.contentType ?? 'application/octet-stream',
        'content-length': object.bytes.length,
      });
      response.end(object.bytes);
      return;
    }
    if (method === 'DELETE') {
      // S3 answers 204 whether or not the key was there
      objects.delete(key);
      return answer(204);
    }
    return answer(405, 'MethodNotAllowed', `${method} is not served here`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failWith(method, status) {
      if (status === null) failures.delete(method);
      else failures.set(method, status);
    },
    config(overrides = {}) {
      return {
        kind: 's3',
        endpoint,
        bucket,
        region,
        accessKeyId,
        secretAccessKey,
        ...overrides,
      };
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
