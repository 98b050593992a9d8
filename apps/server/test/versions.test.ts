/**
 * Versions people can follow (decision 0099): a new version of an agent on the market
 * says what changed; once approved, its notes lead the agent's "What's new" and the market's
 * card says when it was updated.
 */
import { agentDetailSchema, agentPageSchema, RESUBMIT_NOTE_REQUIRED } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentForm,
  postSubmittedAgent,
  reviewVersion,
  submitVersion,
} from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let admin: string;
let developer: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  developer = await signIn(server, 'developer');
});
afterAll(() => server?.close());

const DAY_MS = 86_400_000;

async function detail(id: string) {
  return agentDetailSchema.parse((await call(server, `/api/market/agents/${id}`)).body.data);
}

describe('a new version of an agent on the market', () => {
  it('needs release notes; approved, they lead "What\'s new" and the card says when', async () => {
    // a first version may go without notes
    const first = await postSubmittedAgent(
      server,
      developer,
      await agentForm(server, developer, {
        nameZh: '版本测试',
        releaseNotesZh: '',
        releaseNotesEn: '',
      }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const agentId = first.body.data.agent.id as string;
    await reviewVersion(server, admin, first.body.data.agent.latest.id, 'approve', '通过');
    expect((await detail(agentId)).releases).toMatchObject([
      { version: '1.0.0', notesZh: '', notesEn: '' },
    ]);

    server.clock.advance(3 * DAY_MS);
    const form = await agentForm(server, developer, { nameZh: '版本测试', version: '1.1.0' });
    const silent = await call(server, `/api/developer/agents/${agentId}`, {
      method: 'PUT',
      body: { ...form, releaseNotesZh: '   ', releaseNotesEn: '', addressedPoints: [] },
      token: developer,
    });
    expect(silent.status).toBe(400);
    expect(silent.body.fields).toEqual({
      releaseNotesZh: 'Please say what changed in this version',
    });

    // said in one language is enough: the other reads it, marked as such
    const next = await submitVersion(server, developer, agentId, {
      ...form,
      releaseNotesZh: '支持表格问答。\n修复了长文档漏页。',
      releaseNotesEn: '',
      addressedPoints: [],
    });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data.latest).toMatchObject({
      releaseNotesZh: '支持表格问答。\n修复了长文档漏页。',
      releaseNotesEn: '',
    });
    // under review, the market still shows the live version and its date
    expect((await detail(agentId)).releases).toHaveLength(1);

    server.clock.advance(DAY_MS);
    await reviewVersion(server, admin, next.body.data.latest.id, 'approve', '通过');
    const shown = await detail(agentId);
    expect(
      shown.releases.map((release) => [release.version, release.notesZh, release.notesEn]),
    ).toEqual([
      ['1.1.0', '支持表格问答。\n修复了长文档漏页。', ''],
      ['1.0.0', '', ''],
    ]);
    // updated at the approval, a moment ago on the server's clock
    expect(server.clock.now() - Date.parse(shown.updatedAt)).toBeLessThan(5_000);
    expect(shown.updatedAt).toBe(shown.releases[0]?.releasedAt);
    const card = agentPageSchema
      .parse((await call(server, '/api/market/agents?sort=newest&pageSize=48')).body.data)
      .items.find((item) => item.id === agentId);
    expect(card?.updatedAt).toBe(shown.updatedAt);
  });
});

describe('the seed market', () => {
  it('has release notes on its versions, the first one "首次发布。"', async () => {
    const market = agentPageSchema.parse((await call(server, '/api/market/agents')).body.data);
    const agent = await detail(market.items[0]?.id ?? '');
    expect(agent.releases.length).toBeGreaterThan(0);
    expect(agent.releases.at(-1)).toMatchObject({
      notesZh: '首次发布。',
      notesEn: 'First release.',
    });
    // every version says what changed in at least one language
    expect(agent.releases.every((release) => `${release.notesZh}${release.notesEn}`)).toBe(true);
  });
});

describe('a rejected version sent back as it was', () => {
  it('asks the developer why, and shows the reviewer the answer', async () => {
    const form = await agentForm(server, developer, { nameZh: '原样重交' });
    const created = await postSubmittedAgent(server, developer, form);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const agentId = created.body.data.agent.id as string;
    await reviewVersion(server, admin, created.body.data.agent.latest.id, 'reject', '封面不清楚');

    const save = (fields: Record<string, unknown>) =>
      call(server, `/api/developer/agents/${agentId}`, {
        method: 'PUT',
        body: { ...form, addressedPoints: [], ...fields },
        token: developer,
      });
    const resubmit = (fields: Record<string, unknown>) =>
      submitVersion(server, developer, agentId, { ...form, addressedPoints: [], ...fields });
    const silent = await resubmit({});
    expect(silent.status).toBe(400);
    expect(silent.body.fields).toEqual({ resubmitNote: RESUBMIT_NOTE_REQUIRED });
    // the draft keeps its note; saved again as it was, without it, it is asked again
    const drafted = await save({ resubmitNote: '草稿里的说明' });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.data.latest).toMatchObject({
      status: 'draft',
      resubmitNote: '草稿里的说明',
    });
    expect((await save({})).body.fields).toEqual({ resubmitNote: RESUBMIT_NOTE_REQUIRED });

    const note = '封面是品牌规定的样式，不能更换。';
    const explained = await resubmit({ resubmitNote: note });
    expect(explained.status, JSON.stringify(explained.body)).toBe(200);
    const versionId = explained.body.data.latest.id as string;
    expect(explained.body.data.latest.resubmitNote).toBe(note);
    const review = await call(server, `/api/admin/agent-versions/${versionId}`, { token: admin });
    expect(review.body.data.version.resubmitNote).toBe(note);

    // a version that changes something needs no note
    await reviewVersion(server, admin, versionId, 'reject', '封面还是不清楚');
    const changed = await resubmit({ descriptionZh: '一个用于测试的智能体，换了描述。' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.latest.resubmitNote).toBe('');
  });
});
