/**
 * The audit trail admins read (decision 0098): decisions, reveals, secret rotations,
 * role changes and moderation, each with who, when, what and the address; filtered by person,
 * action and date; exported as a CSV a spreadsheet opens safely; for admins only.
 */
import { auditPageSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  agentForm,
  postSubmittedAgent,
  validApplication,
} from './developer-helpers.ts';
import { call, callAsHost, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let admin: string;
let developer: string;
let adminId: string;
let developerId: string;

const FROM = { 'x-forwarded-for': '203.0.113.7' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  developer = await signIn(server, 'developer');
  const ids = await server.db.query<{ id: string; username: string }>(
    "select id::text as id, username from users where username in ('admin', 'developer')",
  );
  adminId = ids.find((row) => row.username === 'admin')?.id ?? '';
  developerId = ids.find((row) => row.username === 'developer')?.id ?? '';
});
afterAll(() => server?.close());

async function trail(query = '', token = admin) {
  const answer = await call(server, `/api/admin/audit${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return auditPageSchema.parse(answer.body.data);
}

describe('the audit trail', () => {
  let applicationId: string;
  let applicantId: string;

  it('records a reveal and a decision with who, what and the address', async () => {
    const applicant = await addAccount(server);
    applicantId = applicant.id;
    const applied = await call(server, '/api/developer/application', {
      body: { ...validApplication, mobile: applicant.mobile, email: applicant.email },
      token: applicant.token,
    });
    applicationId = applied.body.data.id;
    const revealed = await call(
      server,
      `/api/admin/developer-applications/${applicationId}/reveal`,
      { body: { field: 'idCardNumber' }, token: admin, headers: FROM },
    );
    expect(revealed.status, JSON.stringify(revealed.body)).toBe(200);
    await call(server, `/api/admin/developer-applications/${applicationId}/review`, {
      body: { decision: 'approve', comment: '资料齐全' },
      token: admin,
      headers: FROM,
    });
    const { items } = await trail(`?actor=${adminId}`);
    const mine = items.filter(
      (item) => item.subjectId === applicationId || item.subjectId === applicantId,
    );
    expect(mine.map((item) => [item.action, item.subject, item.detail, item.ip])).toEqual([
      ['role-change', 'user', 'user → developer', '203.0.113.7'],
      ['approve', 'application', '资料齐全', '203.0.113.7'],
      ['reveal', 'application', 'idCardNumber', '203.0.113.7'],
    ]);
    expect(mine[0]?.actor?.id).toBe(adminId);
  });

  it('records a secret rotated by its developer, and a review hidden', async () => {
    const form = await agentForm(server, developer);
    const created = await call(server, '/api/developer/agents', { body: form, token: developer });
    const agentId = created.body.data.agent.id as string;
    await call(server, `/api/developer/agents/${agentId}/secret`, {
      body: {},
      token: developer,
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    const rotated = await trail(`?action=rotate-secret&actor=${developerId}`);
    expect(rotated.items[0]).toMatchObject({
      action: 'rotate-secret',
      subject: 'agent',
      subjectId: agentId,
      ip: '198.51.100.23',
      actor: { id: developerId },
    });

    const market = await call(server, '/api/market/agents?pageSize=1');
    const published = market.body.data.items[0].id as string;
    const person = await addAccount(server);
    await call(server, `/api/market/agents/${published}/subscription`, {
      method: 'POST',
      token: person.token,
    });
    const review = await callAsHost(server, '/api/app/reviews', {
      agentId: published,
      mobile: person.mobile,
      rating: 1,
      content: '=HYPERLINK("http://evil.example","点我")',
    });
    await call(server, `/api/admin/agent-reviews/${review.body.data.id}/moderation`, {
      body: { action: 'hide', reason: '=1+1 含有链接' },
      token: admin,
      headers: FROM,
    });
    expect((await trail('?action=hide-review')).items[0]).toMatchObject({
      subject: 'review',
      subjectId: review.body.data.id,
      detail: '=1+1 含有链接',
    });
  });

  it('filters by date: nothing before today, everything of today', async () => {
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    expect((await trail(`?from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(5);
    expect((await trail('?to=2000-01-01')).total).toBe(0);
    const backwards = await call(server, `/api/admin/audit?from=${today}&to=2000-01-01`, {
      token: admin,
    });
    expect(backwards.status).toBe(400);
    const people = await trail();
    expect(people.actors.map((actor) => actor.id)).toEqual(
      expect.arrayContaining([adminId, developerId]),
    );
    // the actors are named, never by their whole mobile
    expect(JSON.stringify(people)).not.toMatch(/1\d{10}/);
  });

  it('exports the filtered trail as a CSV that opens safely, in the request’s language', async () => {
    const response = await fetch(`${server.url}/api/admin/audit.csv?action=hide-review`, {
      headers: { authorization: `Bearer ${admin}`, 'x-language': 'zh' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="audit-\d{8}\.csv"/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(
      text.startsWith(
        '\uFEFF时间（UTC）,操作人,操作,对象,对象编号,对象名称,详情,修改要点,IP 地址\r\n',
      ),
    ).toBe(true);
    expect(text).toContain('隐藏评价,评价记录');
    // a reason that starts like a formula is written as text
    expect(text).toContain("'=1+1 含有链接");
    expect(text).not.toMatch(/,=1\+1/);
  });

  it('names what was acted on, and keeps the points a rejection asked to fix', async () => {
    const form = await agentForm(server, developer, { nameZh: '审计名称', nameEn: 'Audit Name' });
    const created = await postSubmittedAgent(server, developer, form);
    const versionId = created.body.data.agent.latest.id as string;
    const points = [
      { field: 'descriptionEn', action: 'Say what it does' },
      { field: 'logo', action: '换一张清晰的图' },
    ];
    const rejected = await call(server, `/api/admin/agent-versions/${versionId}/review`, {
      body: { decision: 'reject', comment: '描述不清', points },
      token: admin,
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const [entry] = (await trail('?action=reject')).items;
    expect(entry).toMatchObject({
      subject: 'agent_version',
      subjectId: versionId,
      subjectName: { zh: '审计名称 v1.0.0', en: 'Audit Name v1.0.0' },
      detail: '描述不清',
      points,
    });
    // the applicant of the first test, by name and company
    const approved = (await trail('?action=approve')).items.find(
      (item) => item.subjectId === applicationId,
    );
    expect(approved?.subjectName.zh).toBe(
      `${validApplication.developerName}（${validApplication.companyName}）`,
    );

    const response = await fetch(`${server.url}/api/admin/audit.csv?action=reject`, {
      headers: { authorization: `Bearer ${admin}`, 'x-language': 'en' },
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toContain(`Rejected,Agent version,"=""${versionId}""",Audit Name v1.0.0,`);
    expect(text).toContain(
      '描述不清,"English description: Say what it does\nLogo: 换一张清晰的图"',
    );
  });

  it('is for admins only', async () => {
    const user = await addAccount(server);
    expect((await call(server, '/api/admin/audit', { token: user.token })).status).toBe(403);
    expect((await call(server, '/api/admin/audit', { token: developer })).status).toBe(403);
    expect((await call(server, '/api/admin/audit')).status).toBe(401);
    const csv = await fetch(`${server.url}/api/admin/audit.csv`, {
      headers: { authorization: `Bearer ${developer}` },
    });
    expect(csv.status).toBe(403);
  });
});
