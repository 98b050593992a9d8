/**
 * Load: 200 clients at once for 30 s on loopback, mixing the reads a visitor and a user make
 * (the market list, an agent's page, their own account and knowledge bases) with writes (a
 * knowledge base created, renamed and deleted), and not one error. Bounded in time and in
 * count (each client stops at MAX_PER_CLIENT requests). It checks correctness under load, not
 * speed: `npm run bench` measures that. Run once per CI: on PostgreSQL when the suite has one,
 * otherwise on PGlite.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, addAccount } from './developer-helpers.ts';
import { postgresUrl, startTestServer, type TestServer } from './helpers.ts';

const CLIENTS = 200;
const DURATION_MS = 30_000;
const MAX_PER_CLIENT = 5_000;
const ACCOUNTS = 20;

// Held once per run: on PostgreSQL when the run has it. CI runs `npm test` without it and the
// PostgreSQL suite as a step of its own, and says so (LEGION_LOAD_ON=postgres), so that 30 s of
// both cores busy is spent once, where several instances would share the database.
const here = postgresUrl
  ? true
  : !process.env.TEST_DATABASE_URL && process.env.LEGION_LOAD_ON !== 'postgres';

let server: TestServer;
let accounts: Account[] = [];
let agentIds: string[] = [];
beforeAll(async () => {
  if (!here) return;
  server = await startTestServer();
  for (let n = 0; n < ACCOUNTS; n++) accounts.push(await addAccount(server));
  const list = await fetch(`${server.url}/api/market/agents?pageSize=20`);
  agentIds = ((await list.json()) as { data: { items: { id: string }[] } }).data.items.map(
    (item) => item.id,
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  accounts = [];
});

interface Failure {
  what: string;
  status: number | string;
  body: string;
}

it.skipIf(!here)(
  `${CLIENTS} clients for ${DURATION_MS / 1000} s of mixed reads and writes: no errors`,
  async () => {
    expect(agentIds.length).toBeGreaterThan(0);
    const failures: Failure[] = [];
    const counts = { reads: 0, writes: 0 };
    const until = Date.now() + DURATION_MS;

    async function send(what: string, path: string, token: string | null, init: RequestInit = {}) {
      try {
        const response = await fetch(`${server.url}${path}`, {
          ...init,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(init.body ? { 'content-type': 'application/json' } : {}),
          },
        });
        const text = await response.text();
        if (!response.ok)
          failures.push({ what, status: response.status, body: text.slice(0, 200) });
        return response.ok ? JSON.parse(text) : null;
      } catch (error) {
        failures.push({ what, status: 'network', body: String(error) });
        return null;
      }
    }

    async function client(index: number) {
      const account = accounts[index % accounts.length] as Account;
      for (let n = 0; n < MAX_PER_CLIENT && Date.now() < until; n++) {
        const agentId = agentIds[(index + n) % agentIds.length];
        switch (n % 6) {
          case 0:
            await send('market list', `/api/market/agents?page=${(n % 3) + 1}`, null);
            counts.reads++;
            break;
          case 1:
            await send('agent detail', `/api/market/agents/${agentId}`, null);
            counts.reads++;
            break;
          case 2:
            await send('me', '/api/user/me', account.token);
            counts.reads++;
            break;
          case 3:
            await send('knowledge list', '/api/knowledge', account.token);
            counts.reads++;
            break;
          case 4: {
            // a write cycle of this client's own: create, rename, delete
            const created = await send('create base', '/api/knowledge', account.token, {
              method: 'POST',
              body: JSON.stringify({ name: `负载 ${index}-${n}` }),
            });
            counts.writes++;
            const id = created?.data?.id as string | undefined;
            if (!id) break;
            await send('rename base', `/api/knowledge/${id}`, account.token, {
              method: 'PATCH',
              body: JSON.stringify({ name: `负载 ${index}-${n} 改`, description: '压力测试' }),
            });
            await send('delete base', `/api/knowledge/${id}`, account.token, {
              method: 'DELETE',
            });
            counts.writes += 2;
            break;
          }
          default:
            await send('agent reviews', `/api/market/agents/${agentId}/reviews`, null);
            counts.reads++;
        }
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    console.log(
      `load: ${CLIENTS} clients, ${counts.reads} reads and ${counts.writes} writes in ${DURATION_MS / 1000} s, ${failures.length} errors`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(counts.reads + counts.writes).toBeGreaterThan(CLIENTS * 6);
    // every base the clients made was deleted again
    const left = await server.db.query<{ n: string | number }>(
      `select count(*) as n from knowledge_bases where name like '负载 %'`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  },
  DURATION_MS + 90_000,
);
