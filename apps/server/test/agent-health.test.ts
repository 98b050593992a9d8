/**
 * The health of published agents on a real server and database, with the reference agents
 * over real HTTP: the checker runs in the background with short settings; a stopped agent
 * goes "not answering" on its market card and its developer is told once, with one SMS; a
 * restarted one is available again, and the developer is told in the app. Two checkers on one
 * database never probe the same agent at once; each probe is a health call in the call log.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  agentCallPageSchema,
  agentCardSchema,
  agentCreatedSchema,
  developerAgentDetailSchema,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2aAgent } from '../../../examples/agents/a2a.ts';
import { legionAgent } from '../../../examples/agents/legion.ts';
import { openAiChatAgent } from '../../../examples/agents/openai-chat.ts';
import { healthChecker, healthOf, probeAgent } from '../src/agents/health.ts';
import { secretBox } from '../src/shared/secret-box.ts';
import { agentForm, passChecks, reviewVersion, uploadPng } from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

const SETTINGS = { intervalMs: 400, retryMs: 100, realTurnEveryMs: 3_600_000, leaseMs: 10_000 };

let server: TestServer;
const tokens = { developer: '', admin: '' };
const servers: Server[] = [];
let images: { logo: string; coverZh: string; coverEn: string };

beforeAll(async () => {
  server = await startTestServer({
    health: { everyMs: 50, settings: SETTINGS },
    agentLimits: { firstEventMs: 1000, idleMs: 1000, totalMs: 3000 },
  });
  [tokens.developer, tokens.admin] = await Promise.all([
    signIn(server, 'developer'),
    signIn(server, 'admin'),
  ]);
  const logo = await uploadPng(server, tokens.developer);
  images = { logo, coverZh: logo, coverEn: logo };
});

afterAll(async () => {
  for (const agent of servers) {
    agent.closeAllConnections();
    await new Promise((resolve) => agent.close(resolve));
  }
  await server?.close();
});

async function listen(agent: Server, port = 0): Promise<number> {
  servers.push(agent);
  await new Promise<void>((resolve) => agent.listen(port, '127.0.0.1', resolve));
  return (agent.address() as AddressInfo).port;
}

async function stop(agent: Server) {
  agent.closeAllConnections();
  await new Promise((resolve) => agent.close(resolve));
}

interface Platform {
  server: TestServer;
  tokens: { developer: string; admin: string };
  images: { logo: string; coverZh: string; coverEn: string };
}

const developer = (path: string, body?: unknown, method?: string, on?: Platform) =>
  call(on?.server ?? server, path, {
    token: on?.tokens.developer ?? tokens.developer,
    ...(body === undefined ? {} : { body }),
    ...(method ? { method } : {}),
  });

/** a legion agent on the market, served by the reference agent; its service and its port */
async function publishedLegionAgent(nameZh: string, on: Platform = { server, tokens, images }) {
  const form = await agentForm(on.server, on.tokens.developer, {
    ...on.images,
    nameZh,
    url: 'http://127.0.0.1:9/not-yet',
  });
  const created = agentCreatedSchema.parse(
    (await developer('/api/developer/agents', form, undefined, on)).body.data,
  );
  const service = legionAgent(created.agent.agentKey, created.agentSecret);
  const port = await listen(service);
  const url = `http://127.0.0.1:${port}/`;
  const saved = await developer(
    `/api/developer/agents/${created.agent.id}`,
    { ...form, url },
    'PUT',
    on,
  );
  expect(saved.status).toBe(200);
  await passChecks(on.server, created.agent.id);
  const path = `/api/developer/agents/${created.agent.id}/submit`;
  const { latest } = developerAgentDetailSchema.parse(
    (await developer(path, undefined, 'POST', on)).body.data,
  );
  expect((await reviewVersion(on.server, on.tokens.admin, latest.id, 'approve')).status).toBe(200);
  return { id: created.agent.id, service, port, credentials: created };
}

/** the agent's card as the market shows it to a visitor (the cached answer) */
async function marketCard(agentId: string) {
  const answer = await call(server, `/api/market/agents/${agentId}`);
  expect(answer.status).toBe(200);
  return agentCardSchema.parse(answer.body.data);
}

async function notificationsAbout(agentId: string) {
  return server.db.query<{ kind: string; sms: string; sms_text: string }>(
    `select n.kind, n.sms, n.sms_text from notifications n
     join users u on u.id = n.user_id
     where u.username = 'developer' and n.link = $1 and n.kind in ('agent-down', 'agent-recovered')
     order by n.id`,
    [`/developer/plugins?edit=${agentId}`],
  );
}

describe('agent health', () => {
  it('reads the last probes as available, slow or down', () => {
    expect(healthOf([true], 0, 300)).toBe('available');
    expect(healthOf([true], 0, 6000)).toBe('slow');
    expect(healthOf([false, true, false, true, true], 1, null)).toBe('slow');
    expect(healthOf([false, true, true, true, true], 1, null)).toBe('available');
    expect(healthOf([false, false, false], 3, null)).toBe('down');
  });

  it('marks a stopped agent not answering, tells its developer once, and clears on restart', async () => {
    const agent = await publishedLegionAgent('健康探测样例');
    const probes = async () =>
      agentCallPageSchema.parse(
        (await developer(`/api/developer/agents/${agent.id}/calls?kind=health`)).body.data,
      ).total;
    // probed soon after publication: available on the market
    await expect.poll(probes, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    expect((await marketCard(agent.id)).health).toBe('available');

    await stop(agent.service);
    await expect
      .poll(async () => (await marketCard(agent.id)).health, { timeout: 10_000, interval: 100 })
      .toBe('down');
    const down = await marketCard(agent.id);
    expect(down.downSince).not.toBeNull();
    // more failed probes while down: still one notification, one SMS
    const seen = await probes();
    await expect.poll(probes, { timeout: 10_000, interval: 100 }).toBeGreaterThan(seen + 1);
    const told = await notificationsAbout(agent.id);
    expect(told.map((row) => row.kind)).toEqual(['agent-down']);
    expect(told[0]?.sms).not.toBe('none');
    expect(told[0]?.sms_text).toContain('健康探测样例');

    // the same service again, on the same address
    const restarted = legionAgent(agent.credentials.agent.agentKey, agent.credentials.agentSecret);
    await listen(restarted, agent.port);
    // answering again: slow while failures remain among the last five probes, then available
    await expect
      .poll(async () => (await marketCard(agent.id)).health, { timeout: 20_000, interval: 100 })
      .toBe('available');
    expect((await marketCard(agent.id)).downSince).toBeNull();
    const after = await notificationsAbout(agent.id);
    expect(after.map((row) => [row.kind, row.sms])).toEqual([
      ['agent-down', told[0]?.sms === 'pending' ? expect.any(String) : told[0]?.sms],
      ['agent-recovered', 'none'],
    ]);
  }, 60_000);

  it('probes cheaply: the card of an A2A agent, the models of an OpenAI-compatible one', async () => {
    const front = createServer();
    const port = await listen(front);
    const a2a = a2aAgent({ url: `http://127.0.0.1:${port}` });
    front.on('request', (request, response) => a2a.emit('request', request, response));
    const openAiPort = await listen(openAiChatAgent(''));
    const seen: string[] = [];
    const watched = (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    }) as typeof fetch;
    const card = await probeAgent(
      { protocol: 'a2a', url: `http://127.0.0.1:${port}`, credential: '' },
      false,
      { fetch: watched },
      '1',
    );
    const models = await probeAgent(
      {
        protocol: 'openai-chat',
        baseUrl: `http://127.0.0.1:${openAiPort}/v1`,
        model: 'm',
        apiKey: '',
      },
      false,
      { fetch: watched },
      '2',
    );
    expect(card.ok).toBe(true);
    expect(models.ok).toBe(true);
    expect(seen).toEqual(['GET /.well-known/agent-card.json', 'GET /v1/models']);
    // a real turn: the fixed question answered
    const real = await probeAgent(
      {
        protocol: 'openai-chat',
        baseUrl: `http://127.0.0.1:${openAiPort}/v1`,
        model: 'm',
        apiKey: '',
      },
      true,
      { fetch: watched },
      '2',
    );
    expect(real).toMatchObject({ ok: true, real: true });
    expect(seen.at(-1)).toBe('POST /v1/chat/completions');
  });

  it('is never probed by two checkers at once', async () => {
    // a platform of its own, with no checker running in the background
    const quiet = await startTestServer();
    try {
      const [developerToken, adminToken] = await Promise.all([
        signIn(quiet, 'developer'),
        signIn(quiet, 'admin'),
      ]);
      const logo = await uploadPng(quiet, developerToken);
      const agent = await publishedLegionAgent('并发探测样例', {
        server: quiet,
        tokens: { developer: developerToken, admin: adminToken },
        images: { logo, coverZh: logo, coverEn: logo },
      });
      let inFlight = 0;
      let most = 0;
      let probes = 0;
      const counted = (async (input: string | URL | Request, init?: RequestInit) => {
        const mine = String(input).includes(`:${agent.port}/`);
        if (mine) {
          probes++;
          most = Math.max(most, ++inFlight);
        }
        try {
          // a slow answer, so that the two checkers' runs overlap
          await new Promise((resolve) => setTimeout(resolve, 50));
          return await fetch(input, init);
        } finally {
          if (mine) inFlight--;
        }
      }) as typeof fetch;
      const checkers = [0, 1].map(() =>
        healthChecker({
          db: quiet.db,
          now: quiet.clock.now,
          box: secretBox(null),
          call: { fetch: counted },
          settings: { ...SETTINGS, intervalMs: 3_600_000, batch: 1000 },
        }),
      );
      const counts = await Promise.all(checkers.map((checker) => checker.runOnce()));
      // every agent on the market was claimed by one checker or the other, never both
      const listed = await quiet.db.query<{ count: number }>(
        'select count(*)::int as count from agent_health',
      );
      expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(listed[0]?.count);
      expect(probes).toBe(1);
      expect(most).toBe(1);
    } finally {
      await quiet.close();
    }
  }, 60_000);
});
