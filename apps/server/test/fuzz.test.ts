/**
 * Property-based fuzzing of every registry endpoint (the uploads, the CSV and the streams too:
 * an upload gets JSON where its form should be): inputs shaped by its zod schema (through
 * JSON Schema) and plain junk (any JSON, wrong types, 10 KB strings, unicode, `__proto__` and
 * `constructor` keys, broken JSON), with fuzzed path parameters, sent as the most privileged
 * role that may call it (and as a developer on developer endpoints). Whatever comes in, the
 * server never answers 5xx, and always answers JSON: `{code: 0, data, msg}` on success,
 * `{code: <status>, msg}` otherwise.
 *
 * Bounded and reproducible: RUNS cases per endpoint and role from a fixed SEED; a failure
 * prints the seed and path to replay (LEGION_FUZZ_SEED, LEGION_FUZZ_RUNS override them).
 */
import { type Access, API_CODES, type Endpoint, endpoints, KNOWLEDGE_UPLOAD } from '@legion/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, uploadPng } from './developer-helpers.ts';
import {
  type Answer,
  answerOf,
  call,
  callAsHost,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';
import { arbitraryOf, inputJsonSchema } from './schema-arbitrary.ts';

const SEED = Number(process.env.LEGION_FUZZ_SEED || 20261122);
const RUNS = Number(process.env.LEGION_FUZZ_RUNS || 20);

type Caller = 'visitor' | 'user' | 'developer' | 'admin' | 'throwaway' | 'host';

/** who fuzzes an endpoint: the most privileged role it lets in, and a developer where it is theirs */
const CALLERS: Record<Access, Caller[]> = {
  public: ['visitor'],
  user: ['user'],
  developer: ['admin', 'developer'],
  admin: ['admin'],
  // the host app's server, signing each request as the platform's credentials require
  host: ['host'],
  // no API keys exist yet: a session is refused like a visitor
  key: ['visitor', 'user'],
};

/**
 * Endpoints fuzzed by someone other than the rule above, and why. Anything that ends a
 * session or changes a password of the fuzzing accounts would turn every later case into a
 * 401, which proves nothing; there is no password change in the registry yet.
 */
const OTHER_CALLERS: Partial<Record<keyof typeof endpoints, { callers: Caller[]; why: string }>> = {
  logout: {
    callers: ['visitor', 'throwaway'],
    why: 'ends the bearer’s session: fuzzed without one, and with an account of its own',
  },
};

let server: TestServer;
/** values worth trying per property name, filled from the running server */
const hints: Record<string, unknown[]> = {};
const tokens: Record<Caller, string | null> = {
  visitor: null,
  user: null,
  developer: null,
  admin: null,
  throwaway: null,
  host: null,
};

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['user', 'developer', 'admin'] as const)
    tokens[role] = await signIn(server, role);
  tokens.throwaway = (await addAccount(server)).token;

  // real values for the fuzzer to mix in: random ones alone rarely get past a lookup
  const ids = Array.from({ length: 30 }, (_, index) => String(index + 1));
  const plans = await call(server, '/agent/package/list');
  const qr = await call(server, '/api/login/chainPalQRParam');
  const images = await Promise.all(
    (['developer', 'admin'] as const).map((role) => uploadPng(server, tokens[role] ?? '')),
  );
  // a knowledge base with a document in it, so the document endpoints find something
  const base = await call(server, '/api/knowledge', { body: { name: 'fuzz' }, token: tokens.user });
  const form = new FormData();
  form.append(KNOWLEDGE_UPLOAD.field, new Blob(['Legion fuzzing notes. '.repeat(50)]), 'notes.txt');
  const document = await fetch(
    `${server.url}${KNOWLEDGE_UPLOAD.path.replace(':id', base.body.data.id)}`,
    { method: 'POST', headers: { authorization: `Bearer ${tokens.user}` }, body: form },
  );
  const documentId = String(((await document.json()) as { data: { id: string } }).data.id);
  Object.assign(hints, {
    id: [base.body.data.id, ...ids],
    documentId: [documentId, ...ids],
    userId: ids,
    agentId: ids,
    agentIds: [['1'], ['1', '2', '3'], ids],
    planId: plans.body.data.map((plan: { specNo: string }) => plan.specNo),
    months: [1, 2, 3, 6, 12, 24, 36, 0, -1, 1000, Number.MAX_SAFE_INTEGER],
    method: ['chat_wallet', 'pay_wallet'],
    mobile: ['13700000001', '13800000002', '13900000003', '16600000001'],
    email: ['admin@legion.local', 'developer@legion.local', 'user@legion.local'],
    qrToken: [qr.body.data.token],
    logo: images,
    coverZh: images,
    coverEn: images,
    url: ['https://example.com/agent'],
    version: ['1.0.0', '2.0.0', '99.99.99'],
  });
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------------------------
// What is sent

/** a body, or text that is not JSON at all */
type Payload = { json: unknown } | { text: string };

interface FuzzRequest {
  /** path parameters filled in, URL-encoded */
  path: string;
  payload: Payload;
}

const unicode = (maxLength: number) => fc.string({ unit: 'binary', maxLength });
/** up to ~10 KB of one character or of anything: within the 64 KB body limit, big for a field */
const huge = (maxLength: number) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom('a', '9', ' ', '汉', '😀', '\u0000', '%'), fc.nat({ max: maxLength }))
      .map(([character, length]) => character.repeat(length)),
    fc.string({ unit: 'grapheme', maxLength }),
  );

/** what a confused or hostile client sends instead of the schema's shape */
function junkFor(properties: string[], maxString: number): fc.Arbitrary<unknown> {
  const anything = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    huge(maxString),
    unicode(200),
    fc.constantFrom(
      null,
      true,
      -1,
      0,
      1e308,
      -0,
      '',
      ' ',
      '0',
      '-1',
      '1e999',
      'NaN',
      'null',
      'undefined',
      '[]',
      '{}',
      '../../etc/passwd',
      "' or 1=1 --",
      '<script>alert(1)</script>',
      '999999999999999999999999',
      'a\u0000b',
      '\u0000',
      '\ud800',
    ),
  );
  // each known property given the wrong type or an absurd value
  const wrongTypes = properties.length
    ? fc.record(Object.fromEntries(properties.map((key) => [key, anything])), {
        requiredKeys: [],
      })
    : fc.dictionary(fc.string({ maxLength: 10 }), anything, { maxKeys: 4 });
  return fc.oneof(anything, wrongTypes, fc.array(anything, { maxLength: 4 }));
}

/** keys that poison `Object.prototype` in code that merges objects carelessly */
const POLLUTION = [
  '"__proto__":{"polluted":"yes","role":"admin","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"__proto__":null',
  '"hasOwnProperty":"yes","toString":1,"valueOf":{}',
];

/** the value with pollution keys as own properties (an object literal cannot do that) */
function polluted(value: unknown, keys: string): unknown {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const rest = isObject ? JSON.stringify(value).slice(1, -1) : '';
  return JSON.parse(`{${keys}${rest ? `,${rest}` : ''}}`);
}

function inputArbitrary(definition: Endpoint, maxString: number): fc.Arbitrary<Payload> {
  const schema = inputJsonSchema(definition.input);
  const valid = arbitraryOf(schema, { hints });
  const properties = Object.keys(schema.properties ?? {});
  const values = fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: junkFor(properties, maxString) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...POLLUTION))
        .map(([value, keys]) => polluted(value, keys)),
    },
  );
  const json = values.map((value): Payload => ({ json: value }));
  if (['GET', 'DELETE'].includes(definition.method)) return json;
  const broken = fc
    .oneof(fc.string({ maxLength: 50 }), fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}'))
    .map((text): Payload => ({ text }));
  return fc.oneof({ weight: 9, arbitrary: json }, { weight: 1, arbitrary: broken });
}

/** a path parameter: a plausible id from the schema, or any string at all */
function paramArbitrary(definition: Endpoint, name: string): fc.Arbitrary<string> {
  const schema = inputJsonSchema(definition.input).properties?.[name];
  const plausible = schema ? arbitraryOf(schema).map(String) : fc.string({ maxLength: 20 });
  const real = (hints[name] ?? []).filter((value): value is string => typeof value === 'string');
  // the first hint is the one made for this run (the knowledge base, its document): favoured
  const [favourite] = real;
  const known =
    favourite === undefined
      ? []
      : [{ weight: 4, arbitrary: fc.oneof(fc.constant(favourite), fc.constantFrom(...real)) }];
  return fc.oneof(
    plausible,
    ...known,
    fc.string({ maxLength: 30 }),
    unicode(30),
    huge(300),
    fc.constantFrom('0', '-1', '1.5', '1e3', '999999999999999999999', 'null', '%', '..%2F', ' '),
  );
}

function requestArbitrary(definition: Endpoint): fc.Arbitrary<FuzzRequest> {
  const names = [...definition.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const inQuery = ['GET', 'DELETE'].includes(definition.method);
  // a query rides in the request line: kept under Node's 16 KB header limit, encoded
  const payload = inputArbitrary(definition, inQuery ? 1000 : 10_000);
  return fc
    .tuple(fc.tuple(...names.map((name) => paramArbitrary(definition, name))), payload)
    .map(([params, payload]) => {
      let index = 0;
      const path = definition.path.replace(/:\w+/g, () => {
        const value = params[index] ?? '';
        index += 1;
        return encodeURIComponent(value);
      });
      return { path, payload };
    });
}

/** a query rides in the request line, which Node caps at 16 KB (431): the fuzz stays under */
const MAX_QUERY = 6 * 1024;

/**
 * A value as a query: its properties one by one (nested ones as JSON), or the whole as `q`;
 * pairs that would take it past MAX_QUERY are left out.
 */
function queryOf(value: unknown): string {
  const text = (item: unknown) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  const pairs =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
      : [['q', value] as const];
  let query = '';
  for (const [key, item] of pairs) {
    const pair = new URLSearchParams([[key, text(item)]]).toString();
    if (query.length + pair.length + 1 > MAX_QUERY) continue;
    query += `${query ? '&' : '?'}${pair}`;
  }
  return query;
}

async function send(definition: Endpoint, request: FuzzRequest, caller: Caller): Promise<Answer> {
  const token = tokens[caller];
  const { payload } = request;
  if ('text' in payload) {
    const response = await fetch(`${server.url}${request.path}`, {
      method: definition.method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: payload.text,
    });
    // a body that is not JSON comes back as its text: the check below says so
    return answerOf(response);
  }
  if (['GET', 'DELETE'].includes(definition.method)) {
    return call(server, `${request.path}${queryOf(payload.json)}`, {
      method: definition.method,
      token,
    });
  }
  if (caller === 'host' && isObject(payload.json)) {
    return callAsHost(server, request.path, payload.json);
  }
  return call(server, request.path, { method: definition.method, body: payload.json, token });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** the contract's product codes (1001 "keep waiting", 1002 "QR expired", …) */
const PRODUCT_CODES = new Set<number>(
  Object.values(API_CODES).filter((code) => code !== API_CODES.success),
);

/**
 * What is wrong with the answer, or null: never 5xx, always the JSON envelope. Its code is 0
 * on success, else the status or one of the contract's product codes. A download or a stream
 * that goes ahead answers its file or its events instead, and a raw endpoint its own body,
 * with the contract's content type.
 */
function problemWith(definition: Endpoint, answer: Answer): string | null {
  const { status, body } = answer;
  if (status >= 500) return `answered ${status}`;
  const { transport } = definition;
  const streamed =
    transport?.kind === 'download' || transport?.kind === 'raw'
      ? transport.type
      : transport?.kind === 'events'
        ? 'text/event-stream'
        : null;
  if (streamed && status >= 200 && status < 300) {
    const type = answer.headers.get('content-type') ?? '';
    return type.startsWith(streamed) ? null : `answered ${status} as ${type}, not ${streamed}`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return `answered ${status} with a body that is not a JSON object`;
  }
  if (!('code' in body) || typeof body.msg !== 'string' || !body.msg.trim()) {
    return `answered ${status} without {code, msg}`;
  }
  if (status >= 200 && status < 300 && body.code === 0) {
    return 'data' in body ? null : `answered ${status} with code 0 and no data`;
  }
  if (body.code !== status && !PRODUCT_CODES.has(body.code)) {
    return `answered ${status} with code ${body.code}`;
  }
  return null;
}

const cases = (Object.entries(endpoints) as [keyof typeof endpoints, Endpoint][]).flatMap(
  ([name, definition]) =>
    (OTHER_CALLERS[name]?.callers ?? CALLERS[definition.access]).map((caller) => ({
      name,
      definition,
      caller,
    })),
);

describe(`fuzzing every endpoint (seed ${SEED}, ${RUNS} runs each)`, () => {
  it.concurrent.each(cases.map((entry) => [entry.name, entry.caller, entry] as const))(
    '%s as %s',
    async (_name, _caller, { name, definition, caller }) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(definition), async (request) => {
          const answer = await send(definition, request, caller);
          const problem = problemWith(definition, answer);
          if (problem) {
            throw new Error(
              `${name} (${definition.method} ${request.path}) as ${caller} ${problem}: ` +
                `sent ${JSON.stringify(request.payload).slice(0, 500)}, ` +
                `got ${JSON.stringify(answer.body).slice(0, 500)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    60_000,
  );

  it('left Object.prototype alone and the fuzzing accounts signed in', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('role');
    for (const role of ['user', 'developer', 'admin'] as const) {
      const me = await call(server, '/api/user/me', { token: tokens[role] });
      expect(me.status, role).toBe(200);
    }
  });
});

/**
 * Found by the fuzzer: a U+0000 or a lone UTF-16 surrogate in any string reached PostgreSQL,
 * which cannot store either ("invalid byte sequence for encoding UTF8: 0x00", "Unicode low
 * surrogate must follow a high surrogate" in jsonb), and the answer was a 500. Now the
 * registry refuses them like any other invalid input.
 */
describe('text PostgreSQL cannot store', () => {
  const notAllowed = { code: 400, msg: 'Invalid request' };

  it('is refused as invalid in a body, for the field that holds it', async () => {
    const base = await call(server, '/api/knowledge', {
      body: { name: 'nul' },
      token: tokens.user,
    });
    expect(base.status).toBe(200);
    const update = await call(server, `/api/knowledge/${base.body.data.id}`, {
      method: 'PATCH',
      body: { name: '../../etc/passwd', description: '\u0000' },
      token: tokens.user,
    });
    expect(update.status).toBe(400);
    expect(update.body).toEqual({
      ...notAllowed,
      fields: { description: 'Contains a character that is not allowed' },
    });
    const create = await call(server, '/api/knowledge', {
      body: { name: 'a\u0000b' },
      token: tokens.user,
      headers: { 'X-Language': 'zh' },
    });
    expect(create.body).toEqual({
      code: 400,
      msg: '请求参数有误',
      fields: { name: '包含不允许的字符' },
    });
    const login = await call(server, '/api/login/password', {
      body: { username: 'user\u0000', password: 'x' },
    });
    expect(login.status).toBe(400);
  });

  it('is refused as invalid in a query, even from a visitor', async () => {
    for (const path of ['/api/market/agents?q=%00', '/api/legions?q=a%00b']) {
      const answer = await call(server, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toEqual({
        ...notAllowed,
        fields: { q: 'Contains a character that is not allowed' },
      });
    }
  });

  it('a lone surrogate is refused as invalid, also where it would go into jsonb', async () => {
    const notify = await call(server, '/api/payment/notify/chat_wallet', {
      body: {
        orderNumber: '\ud800',
        businessNumber: 'b-1',
        payAccount: '',
        amountCents: 0,
        result: 'SUCCESS',
        timestamp: 1,
        signature: '0'.repeat(64),
      },
    });
    expect(notify.status).toBe(400);
    expect(notify.body.fields).toEqual({ orderNumber: 'Contains a character that is not allowed' });
    const legion = await call(server, '/api/developer/legions', {
      body: {
        nameZh: '军团',
        nameEn: 'Legion',
        descriptionZh: '描述',
        descriptionEn: 'About',
        flow: 'sequence',
        members: [
          { agentId: '1', role: 'first' },
          { agentId: '2', role: '\ud800a' },
        ],
      },
      token: tokens.developer,
    });
    expect(legion.status).toBe(400);
    expect(legion.body.fields).toEqual({
      'members.1.role': 'Contains a character that is not allowed',
    });
    // a surrogate pair (an emoji) is well-formed text and goes through
    const base = await call(server, '/api/knowledge', { body: { name: '😀' }, token: tokens.user });
    expect(base.status).toBe(200);
    expect(base.body.data.name).toBe('😀');
  });

  it('a NUL in an uploaded file’s name is dropped, not a server error', async () => {
    const base = await call(server, '/api/knowledge', {
      body: { name: 'names' },
      token: tokens.user,
    });
    const form = new FormData();
    form.append(KNOWLEDGE_UPLOAD.field, new Blob(['Some notes.']), 'notes\u0000.txt');
    const response = await fetch(
      `${server.url}${KNOWLEDGE_UPLOAD.path.replace(':id', base.body.data.id)}`,
      { method: 'POST', headers: { authorization: `Bearer ${tokens.user}` }, body: form },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { name: string } }).data.name).toBe('notes.txt');
  });
});
