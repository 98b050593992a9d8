/**
 * Agents cannot be aimed at the platform's own network (SSRF): with private addresses off
 * (production), a call to a loopback, private or link-local address is refused before a byte
 * is sent — an IP literal, a name that resolves to one, an IPv4-mapped IPv6 form — while the
 * built-in agents on this server still answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFetch, isPublicAddress, PRIVATE_ADDRESS_REFUSED } from '../src/chat/agent-fetch.ts';
import { call, postStream, signIn, startTestServer, type TestServer } from './helpers.ts';

let target: Server;
let port = 0;
let hits = 0;
beforeAll(async () => {
  target = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('reached');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  port = (target.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => target.close(resolve)));

describe('isPublicAddress', () => {
  it('says no to loopback, private, link-local, shared, reserved and mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::1]',
      'localhost',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('says yes to public addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2001:4860:4860::8888']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('agentFetch with private addresses off', () => {
  const guarded = agentFetch({
    privateNetwork: false,
    trusted: (url) => url.pathname.startsWith('/trusted/'),
  });

  it('refuses an IP literal, a name that resolves to loopback and a mapped IPv6 form', async () => {
    hits = 0;
    for (const url of [
      `http://127.0.0.1:${port}/agent`,
      `http://localhost:${port}/agent`,
      `http://[::ffff:127.0.0.1]:${port}/agent`,
      `http://[::1]:${port}/agent`,
    ]) {
      const error = await guarded(url, { method: 'POST', body: '{}' }).then(
        () => null,
        (caught: unknown) => caught as Error,
      );
      expect(error, url).not.toBeNull();
      expect(`${error?.message} ${(error?.cause as Error | undefined)?.message}`).toContain(
        PRIVATE_ADDRESS_REFUSED,
      );
    }
    expect(hits).toBe(0);
  });

  it('lets a trusted URL through, and with private addresses on, anything', async () => {
    hits = 0;
    const trusted = await guarded(`http://127.0.0.1:${port}/trusted/agent`);
    expect(await trusted.text()).toBe('reached');
    const open = agentFetch({ privateNetwork: true });
    expect((await open(`http://127.0.0.1:${port}/agent`)).status).toBe(200);
    expect(hits).toBe(2);
  });
});

describe('a server with private agent addresses off', () => {
  let server: TestServer;
  let user = '';
  beforeAll(async () => {
    server = await startTestServer({ agentPrivateNetwork: false });
    user = await signIn(server, 'user');
  }, 60_000);
  afterAll(() => server?.close());

  it('fails a chat with an agent on a loopback address as down, without calling it', async () => {
    const market = await call(server, '/api/market/agents?pageSize=1');
    const agentId = market.body.data.items[0].id as string;
    await server.db.query('update agent_versions set url = $2 where agent_id = $1', [
      agentId,
      `http://127.0.0.1:${port}/agent`,
    ]);
    hits = 0;
    await call(server, `/api/market/agents/${agentId}/subscription`, {
      method: 'POST',
      token: user,
    });
    const answer = await postStream(
      server,
      `/api/agents/${agentId}/chat`,
      { message: '你好' },
      user,
    );
    expect(answer.events.at(-1)?.data.message).toMatchObject({ status: 'failed', failure: 'down' });
    expect(hits).toBe(0);
  });

  it('still answers with a built-in agent on this server', async () => {
    const [builtin] = await server.db.query<{ id: string }>(
      `select id::text as id from agents where agent_key = 'agt_b0000000000000a2'`,
    );
    expect(builtin).toBeDefined();
    await call(server, `/api/market/agents/${builtin?.id}/subscription`, {
      method: 'POST',
      token: user,
    });
    const answer = await postStream(
      server,
      `/api/agents/${builtin?.id}/chat`,
      { message: '现在几点' },
      user,
    );
    expect(answer.events.at(-1)?.data.message).toMatchObject({ status: 'complete', failure: null });
  });
});
