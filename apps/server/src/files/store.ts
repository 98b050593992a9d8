/**
 * Where the server keeps uploaded files: one interface, two stores. By default a local folder
 * (`<dataDir>/uploads`); with LEGION_S3_ENDPOINT set, a bucket of an S3-compatible store, so
 * that several server processes behind a load balancer see the same files.
 *
 * Keys are paths relative to the uploads folder, the layout the server has always used on disk:
 * agent images at the top (`<32 hex>.png`), knowledge files under `knowledge/`. The same keys
 * name the objects in the bucket, so copying the folder into the bucket moves a server over.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** where the files are, for the start-up line (never a secret) */
  readonly location: string;
  /** stores the bytes under the key, replacing what was there; a reader never sees half */
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** the bytes under the key; null when there are none */
  get(key: string): Promise<Uint8Array | null>;
  /** removes the key; removing a missing key is not an error */
  delete(key: string): Promise<void>;
}

export interface S3StoreConfig {
  kind: 's3';
  /** the service's base URL, e.g. `https://s3.example.com` or `http://127.0.0.1:9000` */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** local: the folder is `<dataDir>/uploads` */
export type FileStoreConfig = { kind: 'local' } | S3StoreConfig;

/** the prefix of the knowledge files' keys */
export const KNOWLEDGE_PREFIX = 'knowledge/';

/** segments of letters, digits, `.`, `_`, `-`, none starting with a dot (no `.`, `..`, hidden) */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`invalid file key ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

const isCode = (error: unknown, ...codes: string[]) =>
  error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files in a local folder. A put writes a temporary file beside the target, flushes it and
 * renames it over the target, so a reader sees the old bytes or the new, never part of them.
 */
export function localFileStore(folder: string): FileStore {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = resolve(root, ...checkKey(key).split('/'));
    // the key check already rules this out; the path check is the one that matters
    if (!path.startsWith(root + sep)) throw new Error(`file key escapes the folder: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    location: root,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // a leading dot: no key can name it, so a leftover of a crash is never read as a file
      const temporary = join(
        dirname(path),
        `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(temporary, path);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return await readFile(path);
      } catch (error) {
        if (isCode(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      try {
        await unlink(path);
      } catch (error) {
        if (!isCode(error, 'ENOENT', 'ENOTDIR')) throw error;
      }
    },
  };
}

/** how long one call (with its retries) may take before it fails */
const S3_TIMEOUT_MS = 60_000;
/** retries of a 5xx or 429 answer, with exponential back-off from S3_RETRY_MS */
const S3_RETRIES = 2;
const S3_RETRY_MS = 200;

/** `<Code>` and `<Message>` of an S3 error body, if it has them */
function s3Error(body: string): { code: string | undefined; message: string | undefined } {
  const tag = (name: string) =>
    new RegExp(`<${name}>([^<]{0,300})</${name}>`).exec(body)?.[1]?.trim() || undefined;
  return { code: tag('Code'), message: tag('Message') };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Objects in a bucket of an S3-compatible store, addressed path-style
 * (`<endpoint>/<bucket>/<key>`), each request signed with AWS Signature V4 (aws4fetch).
 * GET of a missing key answers null and DELETE of one succeeds, as S3 itself does; any other
 * non-2xx answer (and a missing bucket) throws an Error naming the status and S3's error code.
 */
export function s3FileStore(
  config: Omit<S3StoreConfig, 'kind'>,
  fetchOptions: { timeoutMs?: number; retries?: number } = {},
): FileStore {
  const endpoint = new URL(config.endpoint);
  const base = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: fetchOptions.retries ?? S3_RETRIES,
    initRetryMs: S3_RETRY_MS,
  });
  const timeoutMs = fetchOptions.timeoutMs ?? S3_TIMEOUT_MS;

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Uint8Array,
    contentType?: string,
  ): Promise<Response> {
    const url = `${base}/${checkKey(key).split('/').map(encodeURIComponent).join('/')}`;
    const headers: Record<string, string> = {
      // the payload's hash is signed, so the store refuses bytes changed on the way
      'x-amz-content-sha256': sha256(body ?? new Uint8Array()),
    };
    if (body) headers['content-type'] = contentType ?? 'application/octet-stream';
    try {
      return await client.fetch(url, {
        method,
        headers,
        ...(body ? { body: body as BodyInit } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(`S3 ${method} ${key} failed: ${(error as Error).message}`, { cause: error });
    }
  }

  async function failure(method: string, key: string, response: Response): Promise<Error> {
    const { code, message } = s3Error(await response.text().catch(() => ''));
    const detail = [code, message].filter(Boolean).join(': ');
    const error = new Error(
      `S3 ${method} ${key} failed: ${response.status}${detail ? ` ${detail}` : ''}`,
    );
    return Object.assign(error, { status: response.status, s3Code: code });
  }

  /** a 404 about the key (not about the bucket: a missing bucket is a misconfiguration) */
  async function missingKey(method: string, key: string, response: Response) {
    if (response.status !== 404) return false;
    const error = await failure(method, key, response);
    if ((error as { s3Code?: string }).s3Code === 'NoSuchBucket') throw error;
    return true;
  }

  return {
    kind: 's3',
    location: `bucket "${config.bucket}" at ${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')} (region ${config.region})`,
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw await failure('PUT', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      if (await missingKey('GET', key, response)) return null;
      throw await failure('GET', key, response);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      if (await missingKey('DELETE', key, response)) return;
      throw await failure('DELETE', key, response);
    },
  };
}

/** the same store with every key under `prefix` (e.g. the knowledge files under `knowledge/`) */
export function prefixedStore(store: FileStore, prefix: string): FileStore {
  if (!isValidKey(`${prefix}x`) || !prefix.endsWith('/')) {
    throw new Error(`invalid key prefix ${JSON.stringify(prefix)}`);
  }
  const keyOf = (key: string) => `${prefix}${checkKey(key)}`;
  return {
    kind: store.kind,
    location: `${store.location}, under ${prefix}`,
    put: (key, bytes, contentType) => store.put(keyOf(key), bytes, contentType),
    get: (key) => store.get(keyOf(key)),
    delete: (key) => store.delete(keyOf(key)),
  };
}

/** the store the configuration names; the local one keeps its files in `uploadsDir` */
export function openFileStore(config: FileStoreConfig, uploadsDir: string): FileStore {
  return config.kind === 's3' ? s3FileStore(config) : localFileStore(uploadsDir);
}

const S3_VARIABLES = [
  'LEGION_S3_BUCKET',
  'LEGION_S3_ACCESS_KEY_ID',
  'LEGION_S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The file store the environment asks for: S3-compatible when LEGION_S3_ENDPOINT is set (then
 * the bucket and both keys must be set too; the region defaults to us-east-1), else local.
 * Errors name the variable, never its value when it is a secret.
 */
export function readFileStoreConfig(env: NodeJS.ProcessEnv): FileStoreConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const endpoint = value('LEGION_S3_ENDPOINT');
  if (!endpoint) {
    // a bucket without an endpoint would silently fall back to local files on each replica
    const stray = S3_VARIABLES.find((name) => value(name));
    if (stray) throw new Error(`${stray} is set but LEGION_S3_ENDPOINT is not`);
    return { kind: 'local' };
  }
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`LEGION_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  if (url.username || url.password) {
    throw new Error(
      'LEGION_S3_ENDPOINT must not carry credentials; use LEGION_S3_ACCESS_KEY_ID and LEGION_S3_SECRET_ACCESS_KEY',
    );
  }
  if (url.search || url.hash) {
    throw new Error('LEGION_S3_ENDPOINT must not have a query or a fragment');
  }
  for (const name of S3_VARIABLES) {
    if (!value(name)) throw new Error(`LEGION_S3_ENDPOINT is set, so ${name} must be set too`);
  }
  const bucket = value('LEGION_S3_BUCKET') ?? '';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(bucket)) {
    throw new Error(`LEGION_S3_BUCKET must be a bucket name, got "${bucket}"`);
  }
  const region = value('LEGION_S3_REGION') ?? 'us-east-1';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(region)) {
    throw new Error(`LEGION_S3_REGION must be a region name, got "${region}"`);
  }
  return {
    kind: 's3',
    endpoint,
    bucket,
    region,
    accessKeyId: value('LEGION_S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: value('LEGION_S3_SECRET_ACCESS_KEY') ?? '',
  };
}
