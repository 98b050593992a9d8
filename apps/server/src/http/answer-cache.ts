/**
 * The hot public answers from memory (docs/decisions/0083): the market list, an
 * agent's detail and the package list. An answer is kept as finished bytes (the JSON and its
 * gzip and brotli forms) for a few seconds, keyed by the endpoint, its validated input and the
 * language, never by person; a hit answers without the database, without validating or
 * serialising anything, and with `If-None-Match` without a body (304).
 *
 * What is kept is forgotten whenever the database says the catalogue changed: triggers
 * (migration 0017) NOTIFY `legion_catalog` at the commit of anything these answers show, and
 * every instance LISTENs (db/database.ts). While that link is down, nothing is kept.
 *
 * A 'per-person' answer (it carries the caller's `subscribed`) is kept only for callers who
 * are not signed in; a signed-in caller's is computed every time and marked `private, no-cache`.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { Database } from '../db/database.ts';

/** the channel of migration 0017's triggers */
export const CATALOG_CHANNEL = 'legion_catalog';

/** how long an answer is kept at most, changes or not: the net under a missed notification */
export const ANSWER_TTL_MS = 10_000;
/** the answers kept at most (each query string is one): the oldest goes first */
export const MAX_ANSWERS = 500;
/** smaller answers are sent as they are (what hono/compress does too) */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Browsers and CDNs may keep an anonymous answer 10 s and use it 20 s more while they ask
 * again in the background: a decision, a subscription or a rating shows on a visitor's page
 * within 30 s at worst, usually at once (the server's copy is forgotten at commit).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=20';
/** a signed-in caller's answer: their browser may keep it, but asks every time; no CDN keeps it */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/**
 * What picks the answer: the language (X-Language, else Accept-Language) and, for per-person
 * answers, the bearer token; the encoding for the body's bytes.
 */
export const VARY_LANGUAGE = 'Accept-Language, X-Language';
export const VARY_PERSON = `${VARY_LANGUAGE}, Authorization`;

/**
 * 'public': the same answer for everyone (the package list), always from the shared copy.
 * 'per-person': the answer has something of the signed-in caller in it (`subscribed`).
 */
export type CachePolicy = 'public' | 'per-person';

type Encoding = 'br' | 'gzip' | 'identity';

interface Answer {
  /** the strong validator of the JSON's bytes; the compressed forms add -br / -gz */
  tag: string;
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  vary: string;
  until: number;
}

const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };
const tagOf = (tag: string, encoding: Encoding) => `"${tag}${SUFFIX[encoding]}"`;
const hashOf = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 27);

/** the few Accept-Encoding values browsers send, parsed once each */
const encodingOf = new Map<string, Encoding>();

/** br, else gzip, else the bytes as they are; `q=0` refuses one */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = encodingOf.get(header);
  if (known) return known;
  const chosen = parseEncoding(header);
  if (encodingOf.size < 100) encodingOf.set(header, chosen);
  return chosen;
}

function parseEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * True when `If-None-Match` names this answer in any of its encodings (the weak comparison
 * RFC 9110 asks for with If-None-Match), or is `*`.
 */
function notModified(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return (['identity', 'gzip', 'br'] as const).some((e) => value === tagOf(tag, e));
  });
}

function respond(c: Context, answer: Answer, cacheControl: string): Response {
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const sent: Encoding = answer.bodies[encoding] ? encoding : 'identity';
  const headers: Record<string, string> = {
    etag: tagOf(answer.tag, sent),
    'cache-control': cacheControl,
    vary: answer.vary,
  };
  if (notModified(c.req.header('if-none-match'), answer.tag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = answer.bodies[sent] ?? null;
  headers['content-type'] = 'application/json';
  // with its length, hono/compress leaves a small answer as it is (it would stream it otherwise)
  headers['content-length'] = String(body?.length ?? 0);
  if (sent !== 'identity') headers['content-encoding'] = sent;
  return new Response(body, { status: 200, headers });
}

function finish(json: string, vary: string, until: number): Answer {
  const identity = Buffer.from(json);
  const bodies: Answer['bodies'] = { identity };
  if (identity.length >= COMPRESS_FROM_BYTES) {
    // quality 5: within a few per cent of 11 on these answers, at a hundredth of the time
    bodies.br = brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    bodies.gzip = gzipSync(identity);
  }
  return {
    tag: hashOf(identity),
    bodies,
    vary: bodies.gzip ? `${vary}, Accept-Encoding` : vary,
    until,
  };
}

export interface AnswerCacheOptions {
  db: Database;
  now: () => number;
  ttlMs?: number;
  maxAnswers?: number;
}

export function answerCache({
  db,
  now,
  ttlMs = ANSWER_TTL_MS,
  maxAnswers = MAX_ANSWERS,
}: AnswerCacheOptions) {
  const answers = new Map<string, Answer>();
  /** the exact URL (and language) a visitor asked → the key of its validated input */
  const exact = new Map<string, string>();
  const filling = new Map<string, Promise<Answer>>();
  /** bumped by every change: a fill that began before it is not kept */
  let generation = 0;
  /** the notifications arrive: only then is anything kept */
  let live = false;

  const forget = () => {
    generation += 1;
    answers.clear();
    exact.clear();
    filling.clear();
  };

  // the triggers' payload is their schema: instances on another schema (tests) are not ours
  const listening = (async () => {
    const [row] = await db.query<{ schema: string }>('select current_schema() as schema');
    const schema = row?.schema ?? 'public';
    await db.listen(CATALOG_CHANNEL, {
      notify: (payload) => {
        if (payload === schema) forget();
      },
      up: () => {
        forget();
        live = true;
      },
      down: () => {
        live = false;
        forget();
      },
    });
  })().catch(() => {
    live = false;
  });

  async function fill(
    key: string,
    policy: CachePolicy,
    make: () => Promise<string>,
    exactKey: string | undefined,
  ) {
    const began = generation;
    const vary = policy === 'public' ? VARY_LANGUAGE : VARY_PERSON;
    const answer = finish(await make(), vary, now() + ttlMs);
    if (live && began === generation) {
      if (answers.size >= maxAnswers) {
        const oldest = answers.keys().next();
        if (!oldest.done) answers.delete(oldest.value);
      }
      answers.set(key, answer);
      if (exact.size >= maxAnswers) exact.clear();
      if (exactKey) exact.set(exactKey, key);
    }
    return answer;
  }

  return {
    /** resolves once the cache follows the database's changes (tests, start-up) */
    listening,

    /**
     * The answer kept for exactly this URL and language (`exactKey`), if any: a request that
     * is byte for byte one already answered needs no parsing or validating.
     */
    kept(c: Context, exactKey: string): Response | undefined {
      const key = exact.get(exactKey);
      const answer = key === undefined ? undefined : answers.get(key);
      if (!answer || answer.until <= now()) return undefined;
      return respond(c, answer, PUBLIC_CACHE_CONTROL);
    },

    /**
     * The shared answer under `key` (endpoint, validated input, language: nothing of the
     * caller): from memory, else from `make` (the envelope's JSON), once however many ask at
     * the same time.
     */
    async shared(
      c: Context,
      key: string,
      policy: CachePolicy,
      make: () => Promise<string>,
      exactKey?: string,
    ): Promise<Response> {
      const kept = answers.get(key);
      if (kept && kept.until > now()) {
        if (exactKey && exact.size < maxAnswers) exact.set(exactKey, key);
        return respond(c, kept, PUBLIC_CACHE_CONTROL);
      }
      if (kept) answers.delete(key);
      let pending = filling.get(key);
      if (!pending) {
        const started = fill(key, policy, make, exactKey);
        pending = started;
        filling.set(key, started);
        const clear = () => {
          if (filling.get(key) === started) filling.delete(key);
        };
        started.then(clear, clear);
      }
      return respond(c, await pending, PUBLIC_CACHE_CONTROL);
    },

    /** a signed-in caller's own answer: never kept here, validated by its ETag all the same */
    personal(c: Context, json: string): Response {
      const answer: Answer = {
        tag: hashOf(Buffer.from(json)),
        // compressed on the way out by hono/compress, which makes the ETag weak
        bodies: {},
        vary: VARY_PERSON,
        until: 0,
      };
      const headers = {
        etag: tagOf(answer.tag, 'identity'),
        'cache-control': PRIVATE_CACHE_CONTROL,
        vary: VARY_PERSON,
      };
      if (notModified(c.req.header('if-none-match'), answer.tag)) {
        return new Response(null, { status: 304, headers });
      }
      return c.body(json, 200, { ...headers, 'content-type': 'application/json' });
    },

    /** forgets every answer now (what a notification does) */
    forget,
  };
}

export type AnswerCache = ReturnType<typeof answerCache>;
