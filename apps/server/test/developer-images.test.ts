import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_UPLOAD, imageUploadSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOADS_PER_USER, sniffImageType } from '../src/developer/images.ts';
import { type Account, addAccount, TINY_PNG, upload } from './developer-helpers.ts';
import { call, postDeclaringLength, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let developer = '';
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  developer = await signIn(server, 'developer');
  admin = await signIn(server, 'admin');
});
afterAll(() => server.close());

const pngOfSize = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set(TINY_PNG.subarray(0, 8));
  return data;
};

describe('POST /api/developer/images', () => {
  it('takes a real PNG and serves it back as image/png, nosniff, cached', async () => {
    const answer = await upload(server, developer, [{ bytes: TINY_PNG, name: 'logo.png' }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.code).toBe(0);
    const image = imageUploadSchema.parse(answer.body.data);
    expect(image).toEqual({
      url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.png$/),
      bytes: TINY_PNG.length,
      type: 'image/png',
    });
    const served = await fetch(`${server.url}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    // stored under the data folder, recorded with its uploader
    const fileName = image.url.split('/').at(-1) ?? '';
    expect(await readdir(join(server.dataDir, 'uploads'))).toContain(fileName);
    const rows = await server.db.query<{ username: string; type: string; bytes: number }>(
      `select u.username, p.type, p.bytes from uploads p join users u on u.id = p.user_id
       where p.file_name = $1`,
      [fileName],
    );
    expect(rows).toEqual([{ username: 'developer', type: 'image/png', bytes: TINY_PNG.length }]);
  });

  it('decides the type by the bytes, not the name or declared type', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const answer = await upload(server, admin, [{ bytes: gif, name: 'x.png', type: 'image/png' }]);
    expect(answer.body.data).toMatchObject({ type: 'image/gif' });
    expect(answer.body.data.url).toMatch(/\.gif$/);
    const served = await fetch(`${server.url}${answer.body.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/gif');

    const refused: [string, Buffer, string][] = [
      ['text renamed .png', Buffer.from('hello, I am not an image'), 'image/png'],
      [
        'SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ],
      ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'text/html'],
      ['empty', Buffer.alloc(0), 'image/png'],
    ];
    for (const [what, bytes, type] of refused) {
      const refusal = await upload(server, developer, [{ bytes, type, name: 'logo.png' }]);
      expect(refusal.status, what).toBe(400);
      expect(refusal.body).toEqual({
        code: 400,
        msg: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
      });
    }
    const zh = await upload(server, developer, [{ bytes: Buffer.from('text') }], {
      'X-Language': 'zh',
    });
    expect(zh.body.msg).toBe('仅支持上传 PNG、JPEG、WebP 或 GIF 图片');
  });

  it('refuses images over 2 MB with 413', async () => {
    const justOver = await upload(server, developer, [
      { bytes: pngOfSize(IMAGE_UPLOAD.maxBytes + 1) },
    ]);
    expect(justOver.status).toBe(413);
    expect(justOver.body).toEqual({ code: 413, msg: 'The image is larger than 2 MB' });
    // a body declared far over the limit is refused before it is read
    const huge = await postDeclaringLength(
      `${server.url}${IMAGE_UPLOAD.path}`,
      3 * 1024 * 1024,
      developer,
      {
        'X-Language': 'zh',
      },
    );
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text)).toEqual({ code: 413, msg: '图片不能超过 2 MB' });
    // exactly 2 MB is fine
    const exact = await upload(server, developer, [{ bytes: pngOfSize(IMAGE_UPLOAD.maxBytes) }]);
    expect(exact.status).toBe(200);
  });

  it('takes one file at a time, and needs one', async () => {
    const two = await upload(server, developer, [{ bytes: TINY_PNG }, { bytes: TINY_PNG }]);
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ code: 400, msg: 'Choose at most 1 image at a time' });
    const elsewhere = await upload(server, developer, [
      { bytes: TINY_PNG },
      { bytes: TINY_PNG, field: 'other' },
    ]);
    expect(elsewhere.status).toBe(400);
    const none = await call(server, IMAGE_UPLOAD.path, { body: {}, token: developer });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ code: 400, msg: 'Please choose an image' });
    const wrongField = await upload(server, developer, [{ bytes: TINY_PNG, field: 'image' }]);
    expect(wrongField.status).toBe(400);
  });

  it('is for signed-in developers, admins and team members only', async () => {
    const anonymous = await upload(server, null, [{ bytes: TINY_PNG }]);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, msg: 'Please sign in' });
    const plain: Account = await addAccount(server);
    const refused = await upload(server, plain.token, [{ bytes: TINY_PNG }]);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: 'Not allowed' });
    // the seed user is a member of the seed developer's team
    const member = await upload(server, await signIn(server, 'user'), [{ bytes: TINY_PNG }]);
    expect(member.status).toBe(200);
  });

  it(`keeps at most ${MAX_UPLOADS_PER_USER} images per user`, async () => {
    const busy = await addAccount(server, { developer: true });
    await server.db.query(
      `insert into uploads (user_id, file_name, type, bytes, created_at)
       select $1::bigint, 'filler-' || n || '.png', 'image/png', 1, now()
       from generate_series(1, $2::int) n`,
      [busy.id, MAX_UPLOADS_PER_USER - 1],
    );
    expect((await upload(server, busy.token, [{ bytes: TINY_PNG }])).status).toBe(200);
    const over = await upload(server, busy.token, [{ bytes: TINY_PNG }]);
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe(
      `You have reached the limit of ${MAX_UPLOADS_PER_USER} uploaded images`,
    );
    const [row] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from uploads where user_id = $1',
      [busy.id],
    );
    expect(row?.count).toBe(MAX_UPLOADS_PER_USER);
  });
});

describe('GET /media/uploads/:file', () => {
  it('answers 404 for unknown names and anything that is not one', async () => {
    for (const path of [
      '/media/uploads/0123456789abcdef0123456789abcdef.png',
      '/media/uploads/..%2F..%2Fpglite%2FPG_VERSION',
      '/media/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/media/uploads/filler-1.png',
    ]) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      await answer.body?.cancel();
    }
  });
});

describe('sniffImageType', () => {
  it('knows the four signatures and nothing else', () => {
    const bytes = (...parts: (string | number[])[]) =>
      new Uint8Array(
        parts.flatMap((part) =>
          typeof part === 'string' ? Array.from(part, (ch) => ch.charCodeAt(0)) : part,
        ),
      );
    expect(sniffImageType(TINY_PNG)).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes('<svg'))).toBeNull();
    expect(sniffImageType(bytes([0x89, 0x50]))).toBeNull();
  });
});
