/**
 * Body limits: a JSON body over 1 MB (the registry's limit is 64 KB) and an upload
 * over 20 MB are refused with 413 `{code: 413, msg}` before the server has read them whole,
 * whether the body is streamed without a length (chunked) or comes with an honest
 * Content-Length.
 *
 * How "before read whole" is proven: the client holds back the last byte of the body until an
 * answer arrives. A server that waits for the whole body cannot answer before that byte is
 * sent; one that stops at its limit answers while the client is still holding it. (So that a
 * broken server fails the test rather than hanging it, the byte is sent after a long wait.)
 */
import { request as httpRequest } from 'node:http';
import { IMAGE_UPLOAD, KNOWLEDGE_UPLOAD } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_BODY_LIMIT } from '../src/developer/images.ts';
import { KNOWLEDGE_BODY_LIMIT } from '../src/knowledge/routes.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

const MB = 1024 * 1024;
/** how long the client holds the last byte back before giving up on an early answer */
const HOLD_BACK_MS = 20_000;
const CHUNK = 64 * 1024;

let server: TestServer;
let user = '';
let developer = '';
let baseId = '';

beforeAll(async () => {
  server = await startTestServer();
  user = await signIn(server, 'user');
  developer = await signIn(server, 'developer');
  const created = await call(server, '/api/knowledge', { token: user, body: { name: '大文件' } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  baseId = created.body.data.id;
}, 60_000);
afterAll(() => server.close());

/** a body of `head`, `fill` bytes of filler, then `tail` */
interface Body {
  head: string;
  fill: number;
  tail: string;
}

const lengthOf = (body: Body) =>
  Buffer.byteLength(body.head) + body.fill + Buffer.byteLength(body.tail);

function* chunksOf(body: Body): Generator<Buffer> {
  yield Buffer.from(body.head);
  const filler = Buffer.alloc(CHUNK, 'a');
  for (let left = body.fill; left > 0; left -= CHUNK) {
    yield left >= CHUNK ? filler : filler.subarray(0, left);
  }
  yield Buffer.from(body.tail);
}

/** `{"name":"aaaa…"}` of exactly `bytes` bytes */
function jsonBody(bytes: number): Body {
  const head = '{"name":"';
  const tail = '"}';
  return { head, fill: bytes - head.length - tail.length, tail };
}

const BOUNDARY = 'legion-body-limit';
/** a multipart form with one file of `fileBytes` bytes */
function multipartBody(field: string, name: string, type: string, fileBytes: number): Body {
  return {
    head: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    fill: fileBytes,
    tail: `\r\n--${BOUNDARY}--\r\n`,
  };
}

interface Outcome {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the server answered
  body: any;
  /** the answer came while the client still held back the body's last byte */
  answeredBeforeWholeBody: boolean;
  /** bytes handed to the socket when the answer came, of `total` */
  sent: number;
  total: number;
}

/**
 * POSTs the body in chunks, with Content-Length (`declared`) or chunked, minding
 * back-pressure; with `holdBack`, its last byte waits for an answer (or HOLD_BACK_MS).
 */
function send(
  path: string,
  body: Body,
  options: { token: string; contentType: string; declared: boolean; holdBack: boolean },
): Promise<Outcome> {
  const total = lengthOf(body);
  return new Promise<Outcome>((resolve, reject) => {
    let answered = false;
    let wholeBodySent = false;
    let sent = 0;
    let wake: () => void = () => {};
    const request = httpRequest(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': options.contentType,
        ...(options.declared ? { 'content-length': String(total) } : {}),
      },
    });
    request.on('response', (response) => {
      answered = true;
      const answeredBeforeWholeBody = !wholeBodySent;
      const sentWhenAnswered = sent;
      wake();
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        request.destroy();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({
          status: response.statusCode ?? 0,
          body: parsed,
          answeredBeforeWholeBody,
          sent: sentWhenAnswered,
          total,
        });
      });
    });
    // the server may close the connection on the part it did not read: expected once answered
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const waitForDrainOrAnswer = () =>
      new Promise<void>((done) => {
        const finish = () => {
          request.off('drain', finish);
          request.off('close', finish);
          done();
        };
        wake = finish;
        request.on('drain', finish);
        request.on('close', finish);
      });

    void (async () => {
      let held: Buffer | undefined;
      for (const chunk of chunksOf(body)) {
        if (answered || request.destroyed) return;
        const isLast = sent + chunk.length === total;
        const part = isLast && options.holdBack ? chunk.subarray(0, chunk.length - 1) : chunk;
        if (isLast && options.holdBack) held = chunk.subarray(chunk.length - 1);
        sent += part.length;
        if (!request.write(part)) await waitForDrainOrAnswer();
      }
      if (held) {
        // the last byte waits for an early answer, which would come without it
        await new Promise<void>((done) => {
          const timer = setTimeout(done, HOLD_BACK_MS);
          wake = () => {
            clearTimeout(timer);
            done();
          };
        });
        if (answered || request.destroyed) return;
        wholeBodySent = true;
        sent += held.length;
        request.end(held);
      } else if (!answered && !request.destroyed) {
        wholeBodySent = true;
        request.end();
      }
    })().catch(reject);
  });
}

const TOO_LARGE_JSON = { code: 413, msg: 'Request body too large' };
const TOO_LARGE_FILE = { code: 413, msg: 'The file is larger than 20 MB' };
const uploadPath = () => KNOWLEDGE_UPLOAD.path.replace(':id', baseId);

describe('JSON bodies over 1 MB', () => {
  const body = jsonBody(MB + 1);

  it.each([
    ['streamed without a length (chunked)', false],
    ['with an honest Content-Length', true],
  ])('%s: 413 before the body is read whole', async (_label, declared) => {
    const outcome = await send('/api/knowledge', body, {
      token: user,
      contentType: 'application/json',
      declared,
      holdBack: true,
    });
    expect(outcome.total).toBe(MB + 1);
    expect(outcome.status).toBe(413);
    expect(outcome.body).toEqual(TOO_LARGE_JSON);
    expect(outcome.answeredBeforeWholeBody).toBe(true);
    expect(outcome.sent).toBeLessThan(outcome.total);
  });

  it('also on a route mounted outside the registry (the chat stream)', async () => {
    const outcome = await send('/api/agents/1/chat', body, {
      token: user,
      contentType: 'application/json',
      declared: false,
      holdBack: true,
    });
    expect(outcome.status).toBe(413);
    expect(outcome.body).toEqual(TOO_LARGE_JSON);
    expect(outcome.answeredBeforeWholeBody).toBe(true);
  });

  it('a body under the limit is read and answered as usual', async () => {
    const outcome = await send('/api/knowledge', jsonBody(1000), {
      token: user,
      contentType: 'application/json',
      declared: false,
      holdBack: false,
    });
    expect(outcome.status).toBe(400);
    expect(outcome.body.code).toBe(400);
  });
});

describe('uploads over 20 MB', () => {
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

  it.each([
    ['streamed without a length (chunked)', false],
    ['with an honest Content-Length', true],
  ])(
    '%s: 413 before the body is read whole',
    async (_label, declared) => {
      // a file larger than the route reads at all: 20 MB plus the multipart envelope's room
      const body = multipartBody('file', 'big.txt', 'text/plain', KNOWLEDGE_BODY_LIMIT + 1);
      const outcome = await send(uploadPath(), body, {
        token: user,
        contentType: multipart,
        declared,
        holdBack: true,
      });
      expect(outcome.status).toBe(413);
      expect(outcome.body).toEqual(TOO_LARGE_FILE);
      expect(outcome.answeredBeforeWholeBody).toBe(true);
      expect(outcome.sent).toBeLessThan(outcome.total);
    },
    60_000,
  );

  it.each([
    ['streamed without a length (chunked)', false],
    ['with an honest Content-Length', true],
  ])(
    '%s: a file of 20 MB + 1 byte is refused with 413',
    async (_label, declared) => {
      // within the envelope's room the form is read, then its file measured
      const body = multipartBody('file', 'big.txt', 'text/plain', KNOWLEDGE_UPLOAD.maxBytes + 1);
      expect(lengthOf(body)).toBeLessThanOrEqual(KNOWLEDGE_BODY_LIMIT);
      const outcome = await send(uploadPath(), body, {
        token: user,
        contentType: multipart,
        declared,
        holdBack: false,
      });
      expect(outcome.status).toBe(413);
      expect(outcome.body).toEqual(TOO_LARGE_FILE);
      const documents = await call(server, `/api/knowledge/${baseId}/documents`, { token: user });
      expect(documents.body.data.total).toBe(0);
    },
    60_000,
  );

  it('the image upload, streamed over its limit: 413 before the body is read whole', async () => {
    const body = multipartBody('file', 'big.png', 'image/png', UPLOAD_BODY_LIMIT + 1);
    const outcome = await send(IMAGE_UPLOAD.path, body, {
      token: developer,
      contentType: multipart,
      declared: false,
      holdBack: true,
    });
    expect(outcome.status).toBe(413);
    expect(outcome.body).toEqual({ code: 413, msg: 'The image is larger than 2 MB' });
    expect(outcome.answeredBeforeWholeBody).toBe(true);
  });
});
