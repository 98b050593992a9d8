/**
 * Agents listed by URL, end to end on a real server and database, with the reference agents of
 * each protocol (examples/agents) over real HTTP: a developer saves each as a draft, reads an
 * A2A card into the form, tests each in the console, submits; an admin approves; a user
 * subscribes and chats, and a legion runs all three in sequence. API keys are sealed at rest,
 * never answered, masked in the console; the console's hourly limit is the database's.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AGENT_TEST_LIMIT,
  type AgentForm,
  agentCallPageSchema,
  agentCardSummarySchema,
  agentCheckReportSchema,
  agentCreatedSchema,
  agentTestResultSchema,
  developerAgentDetailSchema,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2aAgent } from '../../../examples/agents/a2a.ts';
import { legionAgent } from '../../../examples/agents/legion.ts';
import { openAiChatAgent } from '../../../examples/agents/openai-chat.ts';
import { agentForm, reviewVersion, TINY_PNG } from './developer-helpers.ts';
import { call, postStream, signIn, startTestServer, type TestServer } from './helpers.ts';

const OPENAI_KEY = 'sk-openai-reference-0001';
const A2A_KEY = 'a2a-reference-key-0002';

let server: TestServer;
const tokens = { developer: '', admin: '', user: '' };
const servers: Server[] = [];

async function listen(agent: Server): Promise<string> {
  servers.push(agent);
  await new Promise<void>((resolve) => agent.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(agent.address() as AddressInfo).port}`;
}

/** the A2A reference agent, whose card names its own address: listen first, then answer */
async function listenA2a(apiKey: string): Promise<string> {
  const front = createServer();
  const url = await listen(front);
  const agent = a2aAgent({ url, apiKey });
  front.on('request', (request, response) => agent.emit('request', request, response));
  return url;
}

beforeAll(async () => {
  server = await startTestServer();
  [tokens.developer, tokens.admin, tokens.user] = await Promise.all([
    signIn(server, 'developer'),
    signIn(server, 'admin'),
    signIn(server, 'user'),
  ]);
});

afterAll(async () => {
  for (const agent of servers) {
    agent.closeAllConnections();
    await new Promise((resolve) => agent.close(resolve));
  }
});

const developer = (path: string, body?: unknown, method?: string) =>
  call(server, path, {
    token: tokens.developer,
    ...(body === undefined ? {} : { body }),
    ...(method ? { method } : {}),
  });

async function createDraft(fields: Partial<AgentForm>) {
  const form = await agentForm(server, tokens.developer, fields);
  const answer = await developer('/api/developer/agents', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { form, ...agentCreatedSchema.parse(answer.body.data) };
}

async function testCall(agentId: string, message: string) {
  const answer = await developer(`/api/developer/agents/${agentId}/test`, {
    message,
    language: 'en',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return agentTestResultSchema.parse(answer.body.data);
}

async function submitAndApprove(agentId: string) {
  // the reference agents pass every blocking check
  const checked = await developer(`/api/developer/agents/${agentId}/checks`, undefined, 'POST');
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  const report = agentCheckReportSchema.parse(checked.body.data);
  expect(report.checks.filter((entry) => entry.blocking && entry.outcome === 'fail')).toEqual([]);
  const submitted = await developer(`/api/developer/agents/${agentId}/submit`, undefined, 'POST');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const { latest } = developerAgentDetailSchema.parse(submitted.body.data);
  expect((await reviewVersion(server, tokens.admin, latest.id, 'approve')).status).toBe(200);
  const subscribed = await call(server, `/api/market/agents/${agentId}/subscription`, {
    method: 'POST',
    token: tokens.user,
  });
  expect(subscribed.status).toBe(200);
}

/** one chat turn as the user: the reply's text as stored */
async function chat(agentId: string, message: string): Promise<string> {
  const answer = await postStream(
    server,
    `/api/agents/${agentId}/chat`,
    { message, knowledgeBaseIds: [] },
    tokens.user,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const done = answer.events.at(-1);
  expect(done?.type).toBe('done');
  expect(done?.data.message).toMatchObject({ status: 'complete' });
  return done?.data.message.content;
}

describe('agents from anywhere', () => {
  const ids = { legion: '', openai: '', a2a: '' };

  it('a legion agent: drafted, then pointed at a service using the ID and secret it was given', async () => {
    // the ID and secret come with the draft, before any service exists
    const draft = await createDraft({ nameEn: 'Legion Reference', url: 'https://example.com/x' });
    ids.legion = draft.agent.id;
    const url = await listen(legionAgent(draft.agent.agentKey, draft.agentSecret));
    const saved = await developer(
      `/api/developer/agents/${ids.legion}`,
      { ...draft.form, url },
      'PUT',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const result = await testCall(ids.legion, 'hello');
    expect(result).toMatchObject({ protocol: 'legion', outcome: 'complete', message: '' });
    expect(result.reply).toContain('**Legion** agent heard: ');
    expect(result.reply).toContain('hello');
    // the request as sent: signed headers, the body, and the signed string without the key
    const [request] = result.requests;
    expect(request).toMatchObject({ method: 'POST', url });
    expect(request?.headers['x-agent-id']).toBe(draft.agent.agentKey);
    expect(request?.headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ message: 'hello', language: 'en' });
    expect(result.signedString).toContain('message=hello');
    expect(result.signedString).toContain('{SHA-256 of the agent secret}');
    expect(result.signedString?.endsWith(request?.headers['x-timestamp'] ?? '-')).toBe(true);
    // every event with its time, the end last
    expect(result.events.at(0)?.type).toBe('delta');
    expect(result.events.at(-1)?.type).toBe('done');
    expect(result.firstEventMs).not.toBeNull();
    expect(result.remaining).toBe(AGENT_TEST_LIMIT.max - 1);
  });

  it('an OpenAI-compatible service: its key sealed at rest, never answered, masked in the console', async () => {
    const base = `${await listen(openAiChatAgent(OPENAI_KEY))}/v1`;
    // a model is asked for by name
    const form = await agentForm(server, tokens.developer, {
      nameEn: 'OpenAI Reference',
      protocol: 'openai-chat',
      url: base,
      apiKey: OPENAI_KEY,
    });
    const noModel = await developer('/api/developer/agents', form);
    expect(noModel.status).toBe(400);
    expect(noModel.body.fields).toEqual({ model: 'Please enter the model name' });

    const draft = await createDraft({ ...form, model: 'reference-model' });
    ids.openai = draft.agent.id;
    expect(draft.agent.latest).toMatchObject({
      protocol: 'openai-chat',
      model: 'reference-model',
      apiKeySet: true,
    });
    const read = await developer(`/api/developer/agents/${ids.openai}`);
    expect(JSON.stringify(read.body)).not.toContain(OPENAI_KEY);
    const [row] = await server.db.query<{ credential: string }>(
      'select credential from agent_versions where agent_id = $1',
      [ids.openai],
    );
    expect(row?.credential).toMatch(/^v1\./);
    expect(row?.credential).not.toContain(OPENAI_KEY);

    const result = await testCall(ids.openai, 'hello');
    expect(result).toMatchObject({ protocol: 'openai-chat', outcome: 'complete' });
    expect(result.reply).toContain('**OpenAI-compatible** agent heard: ');
    expect(result.requests[0]?.url).toBe(`${base}/chat/completions`);
    expect(result.requests[0]?.headers.authorization).toBe('Bearer ••••0001');
    expect(JSON.stringify(result)).not.toContain(OPENAI_KEY);
    expect(result.signedString).toBeNull();

    // saved again without a key: the saved one stays; with a wrong one: refused credentials
    const kept = await developer(
      `/api/developer/agents/${ids.openai}`,
      { ...draft.form, apiKey: '' },
      'PUT',
    );
    expect(developerAgentDetailSchema.parse(kept.body.data).latest.apiKeySet).toBe(true);
    expect((await testCall(ids.openai, 'again')).outcome).toBe('complete');
    await developer(
      `/api/developer/agents/${ids.openai}`,
      { ...draft.form, apiKey: 'sk-wrong-key-000000' },
      'PUT',
    );
    const refused = await testCall(ids.openai, 'hello');
    expect(refused).toMatchObject({ outcome: 'refused', reply: '' });
    expect(refused.events.at(-1)?.type).toBe('error');
    await developer(`/api/developer/agents/${ids.openai}`, draft.form, 'PUT');
  });

  it('an A2A agent: its card fills the form, its key goes where the card asks', async () => {
    const url = await listenA2a(A2A_KEY);
    const card = await developer('/api/developer/agent-card', { url });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(agentCardSummarySchema.parse(card.body.data)).toMatchObject({
      name: 'Echo',
      description: 'Repeats what it hears, in Markdown.',
      provider: 'Example Co',
      needsCredential: true,
    });
    const nowhere = await developer('/api/developer/agent-card', {
      url: `${await listen(createServer((_, response) => response.writeHead(404).end()))}`,
    });
    expect(nowhere.status).toBe(422);

    const draft = await createDraft({
      nameEn: 'A2A Reference',
      protocol: 'a2a',
      url,
      apiKey: A2A_KEY,
    });
    ids.a2a = draft.agent.id;
    const result = await testCall(ids.a2a, 'hello');
    expect(result).toMatchObject({ protocol: 'a2a', outcome: 'complete' });
    expect(result.reply).toContain('**A2A** agent heard: ');
    // the card first, then the message, with the key in the card's header, masked
    expect(result.requests[0]?.url).toBe(`${url}/.well-known/agent-card.json`);
    const sent = result.requests.find((request) => request.method === 'POST');
    expect(sent?.headers['x-api-key']).toBe('••••0002');
    expect(result.events.some((event) => event.type === 'context')).toBe(true);
  });

  it('a card’s icon becomes the developer’s own upload, for the logo; a non-image is left out', async () => {
    let icon: Buffer = TINY_PNG;
    const base = await listen(
      createServer((request, response) => {
        if (request.url === '/icon.png') return void response.writeHead(200).end(icon);
        if (request.url !== '/.well-known/agent-card.json')
          return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            protocolVersion: '0.3.0',
            name: 'Icon Agent',
            description: 'Has an icon.',
            url: `${base}/a2a`,
            version: '1.0.0',
            iconUrl: `${base}/icon.png`,
            capabilities: { streaming: true },
            defaultInputModes: ['text/plain'],
            defaultOutputModes: ['text/plain'],
            skills: [{ id: 's', name: 'Skill', description: 'Does one thing', tags: [] }],
            provider: { organization: 'Icon Co', url: 'https://icon.example' },
          }),
        );
      }),
    );
    const read = await developer('/api/developer/agent-card', { url: base });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const card = agentCardSummarySchema.parse(read.body.data);
    expect(card).toMatchObject({ name: 'Icon Agent', iconUrl: `${base}/icon.png` });
    expect(card.logo).toMatch(/^\/media\/uploads\/\w+\.png$/);
    // the developer's own upload: a new agent may take it as its logo
    const image = await fetch(`${server.url}${card.logo}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_PNG);

    icon = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const svg = agentCardSummarySchema.parse(
      (await developer('/api/developer/agent-card', { url: base })).body.data,
    );
    expect(svg).toMatchObject({ name: 'Icon Agent', logo: '' });
  });

  it('each is submitted, approved and chatted with; the A2A context carries over turns', async () => {
    for (const id of Object.values(ids)) await submitAndApprove(id);
    expect(await chat(ids.legion, 'one')).toContain('**Legion** agent heard: ');
    expect(await chat(ids.openai, 'a private question 7341')).toContain(
      '**OpenAI-compatible** agent heard: ',
    );
    const first = await chat(ids.a2a, 'three');
    expect(first).toContain('**A2A** agent heard: ');
    const context = /context: (\w+)/.exec(first)?.[1];
    expect(context).toBeDefined();
    expect(await chat(ids.a2a, 'four')).toContain(`context: ${context}`);
  });

  it('a legion runs the three in sequence', async () => {
    const answer = await postStream(
      server,
      '/api/developer/legions/test-run',
      {
        message: 'relay',
        flow: {
          flow: 'sequence',
          members: [
            { agentId: ids.legion, role: 'first', instructions: '' },
            { agentId: ids.openai, role: 'second', instructions: '' },
            { agentId: ids.a2a, role: 'third', instructions: '' },
          ],
          routerAgentId: null,
        },
      },
      tokens.developer,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const done = answer.events.at(-1);
    expect(done?.data.status).toBe('complete');
    const outputs: string[] = done?.data.steps.map((step: { output: string }) => step.output);
    expect(outputs[0]).toContain('**Legion** agent heard: ');
    expect(outputs[1]).toContain('**OpenAI-compatible** agent heard: ');
    expect(outputs[2]).toContain('**A2A** agent heard: ');
  });

  it('logs every call for the developer, with no one’s words but their own test messages', async () => {
    const answer = await developer(`/api/developer/agents/${ids.openai}/calls?pageSize=100`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = agentCallPageSchema.parse(answer.body.data);
    const kinds = page.items.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['test', 'chat', 'legion']));
    // newest first: the legion step came after the chat
    expect(kinds.indexOf('legion')).toBeLessThan(kinds.indexOf('chat'));
    const chatCall = page.items.find((item) => item.kind === 'chat');
    expect(chatCall).toMatchObject({
      protocol: 'openai-chat',
      status: 'complete',
      failure: null,
      testMessage: null,
    });
    expect(chatCall?.firstEventMs).not.toBeNull();
    // the person's question is nowhere in the log; the developer's own test message is
    expect(JSON.stringify(page)).not.toContain('a private question 7341');
    const tests = page.items.filter((item) => item.kind === 'test');
    expect(tests.map((item) => item.testMessage)).toContain('hello');
    expect(tests).toContainEqual(
      expect.objectContaining({ status: 'failed', failure: 'refused', firstEventMs: null }),
    );
    const onlyTests = agentCallPageSchema.parse(
      (await developer(`/api/developer/agents/${ids.openai}/calls?kind=test`)).body.data,
    );
    expect(onlyTests.items.every((item) => item.kind === 'test')).toBe(true);
    expect(onlyTests.total).toBe(tests.length);
    // someone else may not read it
    const stranger = await call(server, `/api/developer/agents/${ids.openai}/calls`, {
      token: tokens.user,
    });
    expect(stranger.status).toBe(404);
  });

  it('counts test calls per developer and agent in the database: the hour’s last one, then 429', async () => {
    const { agent } = await createDraft({
      nameEn: 'Limited',
      url: `${await listen(createServer((_, response) => response.writeHead(500).end()))}/x`,
    });
    await server.db.query(
      `insert into agent_test_calls (agent_id, user_id, created_at)
       select $1::bigint, a.developer_id, $2 from agents a, generate_series(1, $3::int)
       where a.id = $1::bigint`,
      [agent.id, new Date(server.clock.now() - 60_000), AGENT_TEST_LIMIT.max - 1],
    );
    const last = await testCall(agent.id, 'x');
    expect(last).toMatchObject({ outcome: 'down', remaining: 0 });
    const refused = await developer(`/api/developer/agents/${agent.id}/test`, { message: 'x' });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('Too many test calls: please try again later');
    // someone else's agent is not there at all
    const stranger = await call(server, `/api/developer/agents/${agent.id}/test`, {
      body: { message: 'x' },
      token: tokens.user,
    });
    expect(stranger.status).toBe(404);
  });
});
