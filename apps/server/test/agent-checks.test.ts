/**
 * The conformance report on a real server and database, against agents on loopback: one that
 * does everything right, and one for each way of getting a blocking check wrong. A draft is
 * submitted only with a passing report made since it was last saved; an admin opening a
 * pending version without a report gets one, and tries the version in the try-it box; every
 * call is in the developer's call log, without anyone's words.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AGENT_CHECKS_FAILED,
  type AgentCheckName,
  type AgentForm,
  agentCallPageSchema,
  agentCheckAnswerSchema,
  agentCheckReportSchema,
  agentCreatedSchema,
  agentTestResultSchema,
  developerAgentDetailSchema,
  verifyAgentRequest,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiChatAgent } from '../../../examples/agents/openai-chat.ts';
import { agentForm, reviewVersion, uploadPng } from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

type Mode = 'good' | 'acceptsAnyone' | 'json' | 'noDone' | 'slow' | 'huge' | 'forgetful';

let server: TestServer;
const tokens = { developer: '', admin: '', user: '' };
const servers: Server[] = [];
/** one logo and cover for every agent here: uploads have their own hourly limit */
let images: Pick<AgentForm, 'logo' | 'coverZh' | 'coverEn'>;

beforeAll(async () => {
  // short limits: a slow agent is seen as slow in a second, not in 15
  server = await startTestServer({
    agentLimits: { firstEventMs: 1000, idleMs: 1000, totalMs: 5000 },
  });
  [tokens.developer, tokens.admin, tokens.user] = await Promise.all([
    signIn(server, 'developer'),
    signIn(server, 'admin'),
    signIn(server, 'user'),
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

async function listen(agent: Server): Promise<string> {
  servers.push(agent);
  await new Promise<void>((resolve) => agent.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(agent.address() as AddressInfo).port}`;
}

/**
 * A Legion-protocol agent that checks signatures, remembers the conversation (it answers the
 * check number from its history) and answers in the language asked — or gets one thing wrong.
 */
function legionAgent(credentials: { id: string; secret: string }, mode: Mode): Server {
  return createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const checked = await verifyAgentRequest({
      agentId: credentials.id,
      signingKey: createHashHex(credentials.secret),
      headers: { get: (name) => (req.headers[name.toLowerCase()] as string | undefined) ?? null },
      rawBody: raw,
    });
    if (!checked.ok && mode !== 'acceptsAnyone') return void res.writeHead(401).end();
    const request = JSON.parse(raw) as {
      message: string;
      language: string;
      history: { content: string }[];
    };
    const number = /\d{4}/.exec(request.history.map((turn) => turn.content).join(' '))?.[0];
    const answer =
      request.language === 'en'
        ? 'I answer questions about your documents.'
        : number && mode !== 'forgetful'
          ? number
          : '你好，我是测试助手。';
    if (mode === 'json') {
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ text: answer }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders();
    // a model that takes its time: the stream is open, the first event late
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
    const send = (type: string, data: object) =>
      res.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    send('delta', { text: mode === 'huge' ? 'x'.repeat(70 * 1024) : answer });
    if (mode !== 'noDone') send('done', {});
    res.end();
  });
}

/** the signing key: the SHA-256 of the agent secret */
const createHashHex = (secret: string) => createHash('sha256').update(secret).digest('hex');

const developer = (path: string, body?: unknown, method?: string) =>
  call(server, path, {
    token: tokens.developer,
    ...(body === undefined ? {} : { body }),
    ...(method ? { method } : {}),
  });

/** a draft served by a legion agent of this mode (started with the ID and secret it was given) */
async function legionDraft(mode: Mode, fields: Partial<AgentForm> = {}) {
  const form = await agentForm(server, tokens.developer, {
    url: 'http://127.0.0.1:9/not-yet',
    ...images,
    ...fields,
  });
  const created = await developer('/api/developer/agents', form);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { agent, agentSecret } = agentCreatedSchema.parse(created.body.data);
  const url = await listen(legionAgent({ id: agent.agentKey, secret: agentSecret }, mode));
  const saved = await developer(`/api/developer/agents/${agent.id}`, { ...form, url }, 'PUT');
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { agent, form: { ...form, url } };
}

async function check(agentId: string) {
  const answer = await developer(`/api/developer/agents/${agentId}/checks`, undefined, 'POST');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return agentCheckReportSchema.parse(answer.body.data);
}

const outcomes = (report: { checks: { name: AgentCheckName; outcome: string }[] }) =>
  Object.fromEntries(report.checks.map((entry) => [entry.name, entry.outcome]));

describe('the conformance report', () => {
  it('passes an agent that does everything right, and lets it be submitted', async () => {
    const { agent } = await legionDraft('good');
    const before = await developer(`/api/developer/agents/${agent.id}/checks`);
    expect(agentCheckAnswerSchema.parse(before.body.data)).toEqual({ report: null });

    const report = await check(agent.id);
    expect(report).toMatchObject({ passed: true, requestedBy: 'developer', protocol: 'legion' });
    expect(outcomes(report)).toEqual({
      reachable: 'pass',
      answers: 'pass',
      streams: 'pass',
      ends: 'pass',
      unsigned: 'pass',
      wrongSignature: 'pass',
      sizeLimits: 'pass',
      context: 'pass',
      languages: 'pass',
    });
    const streams = report.checks.find((entry) => entry.name === 'streams');
    expect(streams?.firstEventMs).toBeTypeOf('number');
    expect(streams?.totalMs).toBeGreaterThanOrEqual(streams?.firstEventMs ?? 0);
    // kept with the version
    const kept = await developer(`/api/developer/agents/${agent.id}/checks`);
    expect(agentCheckAnswerSchema.parse(kept.body.data).report?.id).toBe(report.id);

    const submitted = await developer(
      `/api/developer/agents/${agent.id}/submit`,
      undefined,
      'POST',
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    // every call is in the log as a check, without the words sent
    const log = agentCallPageSchema.parse(
      (await developer(`/api/developer/agents/${agent.id}/calls?kind=check`)).body.data,
    );
    expect(log.total).toBe(5);
    expect(log.items.every((item) => item.testMessage === null)).toBe(true);
    expect(
      log.items.filter((item) => item.status === 'failed').map((item) => item.failure),
    ).toEqual(['refused', 'refused']);
  });

  it.each([
    ['reachable', 'down', { reachable: 'fail', answers: 'skipped', unsigned: 'skipped' }],
    ['answers', 'slow', { reachable: 'pass', answers: 'fail', ends: 'fail' }],
    ['streams', 'json', { streams: 'fail', answers: 'fail' }],
    ['ends', 'noDone', { answers: 'pass', streams: 'pass', ends: 'fail' }],
    ['unsigned', 'acceptsAnyone', { answers: 'pass', unsigned: 'fail', wrongSignature: 'fail' }],
    ['sizeLimits', 'huge', { sizeLimits: 'fail', ends: 'fail' }],
  ] as const)('fails %s (%s) and refuses the submission', async (_name, mode, expected) => {
    const { agent, form } = await legionDraft(mode === 'down' ? 'good' : mode);
    if (mode === 'down') {
      const saved = await developer(
        `/api/developer/agents/${agent.id}`,
        { ...form, url: 'http://127.0.0.1:9/nobody' },
        'PUT',
      );
      expect(saved.status).toBe(200);
    }
    const report = await check(agent.id);
    expect(report.passed).toBe(false);
    expect(outcomes(report)).toMatchObject(expected);
    const failed = report.checks.find((entry) => entry.name === _name);
    expect(failed?.detail).not.toBe('');
    const submitted = await developer(
      `/api/developer/agents/${agent.id}/submit`,
      undefined,
      'POST',
    );
    expect(submitted.status).toBe(409);
    expect(submitted.body.msg).toBe(AGENT_CHECKS_FAILED);
  });

  it('warns, without blocking, of an agent that forgets the conversation', async () => {
    const { agent } = await legionDraft('forgetful');
    const report = await check(agent.id);
    expect(report.passed).toBe(true);
    expect(report.checks.find((entry) => entry.name === 'context')).toMatchObject({
      blocking: false,
      outcome: 'fail',
    });
  });

  it('wants an OpenAI-compatible service with a saved key to refuse calls without it', async () => {
    const open = await listen(openAiChatAgent(''));
    const guarded = await listen(openAiChatAgent('sk-check-0001-secret'));
    for (const [url, expected] of [
      [guarded, 'pass'],
      [open, 'fail'],
    ] as const) {
      const form = await agentForm(server, tokens.developer, {
        ...images,
        url: `${url}/v1`,
        protocol: 'openai-chat',
        model: 'm1',
        apiKey: 'sk-check-0001-secret',
      });
      const created = await developer('/api/developer/agents', form);
      const { agent } = agentCreatedSchema.parse(created.body.data);
      const report = await check(agent.id);
      expect(report.checks.map((entry) => entry.name)).not.toContain('unsigned');
      expect(outcomes(report).noCredential).toBe(expected);
      expect(report.passed).toBe(expected === 'pass');
    }
  });

  it('is made for a pending version an admin opens without one, and the admin tries it', async () => {
    // a version on the market, then a new one under review without a report, as versions
    // submitted before reports were kept are
    const { agent, form } = await legionDraft('good');
    await check(agent.id);
    const submitted = await developer(
      `/api/developer/agents/${agent.id}/submit`,
      undefined,
      'POST',
    );
    const first = developerAgentDetailSchema.parse(submitted.body.data).latest;
    expect((await reviewVersion(server, tokens.admin, first.id, 'approve')).status).toBe(200);
    const next = await developer(
      `/api/developer/agents/${agent.id}`,
      { ...form, version: '1.1.0', releaseNotesZh: '更快。' },
      'PUT',
    );
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    await check(agent.id);
    const resubmitted = await developer(
      `/api/developer/agents/${agent.id}/submit`,
      undefined,
      'POST',
    );
    const pending = developerAgentDetailSchema.parse(resubmitted.body.data).latest;
    expect(pending.status).toBe('pending');
    await server.db.query('delete from agent_check_reports where version_id = $1::bigint', [
      pending.id,
    ]);

    const admin = (path: string, body?: unknown) =>
      call(server, path, { token: tokens.admin, ...(body === undefined ? {} : { body }) });
    const opened = await admin(`/api/admin/agent-versions/${pending.id}/checks`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const report = agentCheckAnswerSchema.parse(opened.body.data).report;
    expect(report).toMatchObject({ versionId: pending.id, requestedBy: 'review', passed: true });
    // opened again: the same report, not another run
    const again = agentCheckAnswerSchema.parse(
      (await admin(`/api/admin/agent-versions/${pending.id}/checks`)).body.data,
    );
    expect(again.report?.id).toBe(report?.id);
    // not for anyone else
    const asUser = await call(server, `/api/admin/agent-versions/${pending.id}/checks`, {
      token: tokens.user,
    });
    expect(asUser.status).toBe(403);

    const tried = await admin(`/api/admin/agent-versions/${pending.id}/try`, {
      message: 'Who are you?',
      language: 'en',
    });
    expect(tried.status, JSON.stringify(tried.body)).toBe(200);
    expect(agentTestResultSchema.parse(tried.body.data)).toMatchObject({
      outcome: 'complete',
      reply: 'I answer questions about your documents.',
    });
    const log = agentCallPageSchema.parse(
      (await developer(`/api/developer/agents/${agent.id}/calls?kind=review`)).body.data,
    );
    expect(log.items).toHaveLength(1);
    // the reviewer's words are not the developer's to read
    expect(log.items[0]?.testMessage).toBeNull();
    expect(JSON.stringify(log)).not.toContain('Who are you?');
  });

  it('is not made for a draft, which no admin sees', async () => {
    const { agent } = await legionDraft('good');
    const opened = await call(server, `/api/admin/agent-versions/${agent.latest.id}/checks`, {
      token: tokens.admin,
    });
    expect(opened.status).toBe(404);
  });
});
