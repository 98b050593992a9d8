import {
  agentQueueSchema,
  agentVersionReviewSchema,
  apiErrorSchema,
  applicationQueueSchema,
  applicationReviewSchema,
  developerAgentDetailSchema,
  developerApplicationSchema,
  idCardCheckCharacter,
  maskMobile,
  myApplicationSchema,
  revealedSchema,
  reviewCountsSchema,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdCard } from '../src/admin/masking.ts';
import { reviewClock } from '../src/shared/working-days.ts';
import {
  type Account,
  addAccount,
  agentForm,
  createSubmittedAgent,
  serverDay,
  submitVersion,
  VALID_ID_CARD,
  validApplication,
} from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

const DAY_MS = 24 * 60 * 60_000;
const OTHER_ID_CARD = `11010119900307789${idCardCheckCharacter('11010119900307789')}`;
const OTHER_ID_CARD_MASKED = `110101********${OTHER_ID_CARD.slice(-4)}`;

let server: TestServer;
const tokens = { admin: '', developer: '' };
let adminId = '';

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await signIn(server, 'admin');
  tokens.developer = await signIn(server, 'developer');
  const [admin] = await server.db.query<{ id: string }>(
    "select id::text as id from users where username = 'admin'",
  );
  adminId = admin?.id ?? '';
});
afterAll(() => server.close());

const admin = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(server, path, { token: tokens.admin, headers, ...(body === undefined ? {} : { body }) });

async function apply(account: Account, fields: Partial<typeof validApplication> = {}) {
  const answer = await call(server, '/api/developer/application', {
    body: {
      ...validApplication,
      developerName: account.name,
      mobile: account.mobile,
      email: account.email,
      ...fields,
    },
    token: account.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return developerApplicationSchema.parse(answer.body.data);
}

async function applicationQueue(query: string) {
  const answer = await admin(`/api/admin/developer-applications?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return applicationQueueSchema.parse(answer.body.data);
}

async function counts() {
  return reviewCountsSchema.parse((await admin('/api/admin/review-counts')).body.data);
}

const decideApplication = (id: string, body: unknown) =>
  admin(`/api/admin/developer-applications/${id}/review`, body);
const decideVersion = (id: string, body: unknown) =>
  admin(`/api/admin/agent-versions/${id}/review`, body);

async function auditRows(kind: string, subjectId: string) {
  return server.db.query<{ admin_id: string; action: string; field: string | null }>(
    `select actor_id::text as admin_id, action, field from audit_log
     where subject_kind = $1 and subject_id = $2::bigint order by id`,
    [kind, subjectId],
  );
}

describe('the developer application queue', () => {
  // three applications of one company, days apart: the oldest 15 days old by the end
  const company = '蓝藻queue科技有限公司';
  const accounts: Account[] = [];
  const ids: string[] = [];
  const days: string[] = [];

  beforeAll(async () => {
    for (const [index, gap] of [8, 7, 0].entries()) {
      const account = await addAccount(server, { name: `排队者${index}` });
      accounts.push(account);
      days.push(serverDay(server));
      ids.push((await apply(account, { companyName: company })).id);
      server.clock.advance(gap * DAY_MS);
    }
  });

  it('filters by keyword, oldest first by default, with each one’s clock', async () => {
    const queue = await applicationQueue(`q=${encodeURIComponent('蓝藻queue')}`);
    expect(queue.total).toBe(3);
    expect(queue.items.map((item) => item.id)).toEqual(ids);
    const [oldest, , newest] = queue.items;
    expect(oldest).toMatchObject({
      developerName: '排队者0',
      companyName: company,
      mobile: maskMobile(accounts[0]?.mobile ?? ''),
      status: 'pending',
      reviewedAt: null,
      reviewerName: null,
      submissions: 1,
      overdue: true,
    });
    expect(oldest?.ageWorkingDays).toBeGreaterThanOrEqual(9);
    expect(newest).toMatchObject({ ageWorkingDays: 0, overdue: false });
    const expected = reviewClock(newest?.submittedAt ?? '', true, server.clock.now());
    expect(newest?.dueAt).toBe(expected.dueAt);
    const newestFirst = await applicationQueue(`q=${encodeURIComponent(company)}&sort=newest`);
    expect(newestFirst.items.map((item) => item.id)).toEqual([...ids].reverse());
  });

  it('finds an application by a part of the real mobile, which it answers masked', async () => {
    const mobile = accounts[1]?.mobile ?? '';
    for (const q of [mobile, mobile.slice(2), `${mobile.slice(0, 3)} ${mobile.slice(3)}`]) {
      const queue = await applicationQueue(`q=${encodeURIComponent(q)}`);
      expect(
        queue.items.map((item) => item.id),
        q,
      ).toEqual([ids[1]]);
      expect(queue.items[0]?.mobile).toBe(maskMobile(mobile));
      expect(JSON.stringify(queue)).not.toContain(mobile);
    }
  });

  it('filters by status, by submit day (inclusive) and pages', async () => {
    const q = `q=${encodeURIComponent(company)}`;
    expect((await applicationQueue(`${q}&status=approved`)).total).toBe(0);
    expect((await applicationQueue(`${q}&status=pending`)).total).toBe(3);
    const firstDay = await applicationQueue(`${q}&from=${days[0]}&to=${days[0]}`);
    expect(firstDay.items.map((item) => item.id)).toEqual([ids[0]]);
    const fromSecond = await applicationQueue(`${q}&from=${days[1]}`);
    expect(fromSecond.items.map((item) => item.id)).toEqual([ids[1], ids[2]]);
    const untilSecond = await applicationQueue(`${q}&to=${days[1]}`);
    expect(untilSecond.items.map((item) => item.id)).toEqual([ids[0], ids[1]]);
    const page2 = await applicationQueue(`${q}&pageSize=2&page=2`);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((item) => item.id)).toEqual([ids[2]]);
    const backwards = await admin(
      `/api/admin/developer-applications?from=${days[2]}&to=${days[0]}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({
      from: 'The start date must not be after the end date',
    });
  });

  it('counts what waits and what is overdue', async () => {
    const before = await counts();
    const [pending] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from developer_applications where status = 'pending'",
    );
    expect(before.applications).toBe(pending?.count);
    expect(before.overdueApplications).toBeGreaterThanOrEqual(2);
    // a week more: the middle one is overdue too, the newest not yet
    server.clock.advance(7 * DAY_MS);
    const later = await counts();
    expect(later.applications).toBe(before.applications);
    const queue = await applicationQueue(`q=${encodeURIComponent(company)}`);
    expect(queue.items.map((item) => item.overdue)).toEqual([true, true, false]);
    expect(later.overdueApplications).toBe(before.overdueApplications + 1);
  });

  it('shows the developer when to expect a decision', async () => {
    const mine = myApplicationSchema.parse(
      (await call(server, '/api/developer/application', { token: accounts[2]?.token })).body.data,
    );
    const application = mine.application;
    expect(application?.expectedDecisionAt).toBe(
      reviewClock(application?.submittedAt ?? '', true, 0).dueAt,
    );
    expect(application?.points).toEqual([]);
  });
});

describe('deciding an application', () => {
  it('takes one decision of two at once: one 200, one 409, one audit row', async () => {
    const account = await addAccount(server);
    const { id } = await apply(account);
    const answers = await Promise.all([
      decideApplication(id, { decision: 'approve' }),
      decideApplication(id, { decision: 'reject', comment: '资料不全' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    const won =
      answers.findIndex((answer) => answer.status === 200) === 0 ? 'approved' : 'rejected';
    expect(refused?.body).toMatchObject({
      code: 409,
      msg: 'This application has already been reviewed',
      decided: { status: won, reviewerName: '周立' },
    });
    const audit = await auditRows('application', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: adminId, field: null });
    const third = await decideApplication(id, { decision: 'approve' });
    expect(third.status).toBe(409);
  });

  it('tells the admin who decides second who decided first, when and what', async () => {
    const second = await addAccount(server, { name: '吴审核' });
    await server.db.query(
      "update users set role = 'admin', developer_status = 1, developer_role = 1 where id = $1::bigint",
      [second.id],
    );
    const account = await addAccount(server);
    const { id } = await apply(account);
    const first = await decideApplication(id, {
      decision: 'reject',
      comment: '资料不全',
      points: [{ field: 'companyName', action: '填写营业执照上的全称' }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const late = await call(server, `/api/admin/developer-applications/${id}/review`, {
      token: second.token,
      body: { decision: 'approve' },
    });
    expect(late.status).toBe(409);
    const body = apiErrorSchema.parse(late.body);
    expect(body).toEqual({
      code: 409,
      msg: 'This application has already been reviewed',
      decided: {
        status: 'rejected',
        reviewerName: '周立',
        reviewedAt: developerApplicationSchema.parse(first.body.data).reviewedAt,
        comment: '资料不全',
        points: [
          {
            id: expect.any(String),
            field: 'companyName',
            action: '填写营业执照上的全称',
            addressed: false,
          },
        ],
      },
    });
    // and the page read afterwards names the reviewer too
    const page = applicationReviewSchema.parse(
      (await call(server, `/api/admin/developer-applications/${id}`, { token: second.token })).body
        .data,
    );
    expect(page.reviewerName).toBe('周立');
    expect(page.application.points.map((point) => point.action)).toEqual(['填写营业执照上的全称']);
    // nothing of the late decision was kept
    expect(await auditRows('application', id)).toHaveLength(1);
  });

  it('needs a reason to reject, and points only with a rejection', async () => {
    const account = await addAccount(server);
    const { id } = await apply(account);
    const noReason = await decideApplication(id, { decision: 'reject', points: [] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ comment: 'Please give the reason for the rejection' });
    const zh = await admin(
      `/api/admin/developer-applications/${id}/review`,
      { decision: 'reject' },
      { 'X-Language': 'zh' },
    );
    expect(zh.body.fields).toEqual({ comment: '请填写驳回原因' });
    const approveWithPoints = await decideApplication(id, {
      decision: 'approve',
      points: [{ field: 'email', action: '换一个邮箱' }],
    });
    expect(approveWithPoints.status).toBe(400);
    expect(approveWithPoints.body.fields).toEqual({ points: 'Only a rejection has points to fix' });
  });

  it('stores the points, shows them to the developer, and takes a resubmission that addresses some', async () => {
    const account = await addAccount(server, { name: '回合者' });
    const first = await apply(account, { companyName: '回合科技' });
    const rejected = await decideApplication(first.id, {
      decision: 'reject',
      comment: '企业信息与营业执照不一致',
      points: [
        { field: 'companyName', action: '填写营业执照上的全称' },
        { field: 'socialCreditCode', action: '核对统一社会信用代码' },
      ],
    });
    expect(rejected.status).toBe(200);
    const seen = myApplicationSchema.parse(
      (await call(server, '/api/developer/application', { token: account.token })).body.data,
    ).application;
    expect(seen).toMatchObject({
      status: 'rejected',
      rejectionReason: '企业信息与营业执照不一致',
      expectedDecisionAt: null,
    });
    expect(
      seen?.points.map(({ field, action, addressed }) => ({ field, action, addressed })),
    ).toEqual([
      { field: 'companyName', action: '填写营业执照上的全称', addressed: false },
      { field: 'socialCreditCode', action: '核对统一社会信用代码', addressed: false },
    ]);
    const [companyPoint, codePoint] = seen?.points ?? [];

    const resubmit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call(server, '/api/developer/application', {
        body: {
          ...validApplication,
          developerName: account.name,
          mobile: account.mobile,
          email: account.email,
          companyName: '回合智能科技有限公司',
          idCardNumber: OTHER_ID_CARD,
          ...body,
        },
        token: account.token,
        headers,
      });
    const unknown = await resubmit({ addressedPoints: ['999999999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ addressedPoints: 'Unknown point' });
    expect(
      (await resubmit({ addressedPoints: ['999999999'] }, { 'X-Language': 'zh' })).body.fields,
    ).toEqual({ addressedPoints: '修改项不存在' });

    server.clock.advance(60_000);
    const again = await resubmit({ addressedPoints: [companyPoint?.id] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const pending = developerApplicationSchema.parse(again.body.data);
    expect(pending.status).toBe('pending');
    expect(pending.points.map((point) => [point.id, point.addressed])).toEqual([
      [companyPoint?.id, true],
      [codePoint?.id, false],
    ]);
    expect(pending.expectedDecisionAt).not.toBeNull();

    // the admin's page: masked, what changed, the points and the history
    const page = applicationReviewSchema.parse(
      (await admin(`/api/admin/developer-applications/${first.id}`)).body.data,
    );
    expect(page.application.mobile).toBe(maskMobile(account.mobile));
    expect(page.application.idCardNumber).toBe(OTHER_ID_CARD_MASKED);
    expect(page.application.idCardNumber).toBe(maskIdCard(OTHER_ID_CARD));
    expect(page.openPoints.map((point) => point.addressed)).toEqual([true, false]);
    expect(page.changes).toEqual([
      { field: 'companyName', before: '回合科技', after: '回合智能科技有限公司' },
      {
        field: 'idCardNumber',
        before: maskIdCard(VALID_ID_CARD),
        after: OTHER_ID_CARD_MASKED,
      },
    ]);
    expect(page.history).toHaveLength(1);
    expect(page.history[0]).toMatchObject({
      status: 'rejected',
      comment: '企业信息与营业执照不一致',
      reviewerName: '周立',
      submittedAt: first.submittedAt,
    });
    expect(page.history[0]?.points).toEqual(page.openPoints);
    expect(page).toMatchObject({ ageWorkingDays: 0, overdue: false });
    expect(JSON.stringify(page)).not.toContain(account.mobile);
    expect(JSON.stringify(page)).not.toContain(OTHER_ID_CARD);

    const row = (await applicationQueue(`q=${account.mobile}`)).items[0];
    expect(row).toMatchObject({ id: first.id, submissions: 2, status: 'pending' });

    // a first submission has nothing to compare
    const other = await addAccount(server);
    const fresh = await apply(other);
    const freshPage = applicationReviewSchema.parse(
      (await admin(`/api/admin/developer-applications/${fresh.id}`)).body.data,
    );
    expect(freshPage).toMatchObject({ openPoints: [], changes: [], history: [] });
    const addressedFirst = await call(server, '/api/developer/application', {
      body: { ...validApplication, addressedPoints: ['1'] },
      token: (await addAccount(server)).token,
    });
    expect(addressedFirst.body.fields).toEqual({ addressedPoints: 'Unknown point' });
  });

  it('reveals a masked field in full and writes it to the audit log', async () => {
    const account = await addAccount(server);
    const { id } = await apply(account);
    const mobile = await admin(`/api/admin/developer-applications/${id}/reveal`, {
      field: 'mobile',
    });
    expect(revealedSchema.parse(mobile.body.data)).toEqual({
      field: 'mobile',
      value: account.mobile,
    });
    const card = await admin(`/api/admin/developer-applications/${id}/reveal`, {
      field: 'idCardNumber',
    });
    expect(card.body.data).toEqual({ field: 'idCardNumber', value: VALID_ID_CARD });
    expect(await auditRows('application', id)).toEqual([
      { admin_id: adminId, action: 'reveal', field: 'mobile' },
      { admin_id: adminId, action: 'reveal', field: 'idCardNumber' },
    ]);
    const bad = await admin(`/api/admin/developer-applications/${id}/reveal`, { field: 'email' });
    expect(bad.status).toBe(400);
    const unknown = await admin('/api/admin/developer-applications/999999999/reveal', {
      field: 'mobile',
    });
    expect(unknown.body).toEqual({ code: 404, msg: 'Application not found' });
    expect((await admin('/api/admin/developer-applications/abc')).body).toEqual({
      code: 404,
      msg: 'Application not found',
    });
  });
});

describe('agent versions', () => {
  it('go from a rejection with points to a resubmission, an approval and an update against the live one', async () => {
    const developer = await addAccount(server, { developer: true, name: '版本开发者' });
    const form = await agentForm(server, developer.token, {
      nameZh: '青鸾审阅',
      nameEn: 'Qingluan Reviewer',
      company: '青鸾queue科技',
    });
    const created = await createSubmittedAgent(server, developer.token, form);
    const firstId = created.agent.latest.id;
    expect(created.agent.latest.expectedDecisionAt).toBe(
      reviewClock(created.agent.latest.submittedAt, true, 0).dueAt,
    );

    // in the queue, by the developer's name, as a first submission
    const queue = agentQueueSchema.parse(
      (await admin(`/api/admin/agent-versions?q=${encodeURIComponent('版本开发者')}`)).body.data,
    );
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({
      id: firstId,
      agentId: created.agent.id,
      nameEn: 'Qingluan Reviewer',
      developerName: '版本开发者',
      isUpdate: false,
      status: 'pending',
      ageWorkingDays: 0,
      overdue: false,
    });
    const byCompany = agentQueueSchema.parse(
      (await admin(`/api/admin/agent-versions?q=${encodeURIComponent('青鸾queue')}`)).body.data,
    );
    expect(byCompany.total).toBe(1);
    const firstPage = agentVersionReviewSchema.parse(
      (await admin(`/api/admin/agent-versions/${firstId}`)).body.data,
    );
    expect(firstPage).toMatchObject({
      agentId: created.agent.id,
      category: 'productivity',
      developerName: '版本开发者',
      live: null,
      changes: [],
      openPoints: [],
      history: [],
    });
    expect(firstPage.version.idCardNumber).toBe(maskIdCard(VALID_ID_CARD));

    // two admins at once: one decision
    const answers = await Promise.all([
      decideVersion(firstId, {
        decision: 'reject',
        comment: '封面不符',
        points: [
          { field: 'coverZh', action: '更换中文封面' },
          { field: 'descriptionEn', action: 'Describe what it does' },
        ],
      }),
      decideVersion(firstId, {
        decision: 'reject',
        comment: '封面不符',
        points: [{ field: 'coverZh', action: '更换中文封面' }],
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = apiErrorSchema.parse(answers.find((answer) => answer.status === 409)?.body);
    const winner = answers.findIndex((answer) => answer.status === 200) === 0 ? 2 : 1;
    // the late admin is told who decided first, when and what, point by point
    expect(refused).toEqual({
      code: 409,
      msg: 'This version has already been reviewed',
      decided: {
        status: 'rejected',
        reviewerName: '周立',
        reviewedAt: expect.any(String),
        comment: '封面不符',
        points: expect.any(Array),
      },
    });
    expect(refused.decided?.points).toHaveLength(winner);
    expect(refused.decided?.points[0]).toMatchObject({ field: 'coverZh', action: '更换中文封面' });
    expect(await auditRows('agent_version', firstId)).toHaveLength(1);

    const rejected = developerAgentDetailSchema.parse(
      (await call(server, `/api/developer/agents/${created.agent.id}`, { token: developer.token }))
        .body.data,
    );
    expect(rejected.latest.status).toBe('rejected');
    expect(rejected.latest.expectedDecisionAt).toBeNull();
    const points = rejected.latest.points;
    expect(points.length === 1 || points.length === 2).toBe(true);
    expect(points[0]).toMatchObject({ field: 'coverZh', action: '更换中文封面', addressed: false });

    // resubmitted: unknown points refused, then one addressed
    const update = (body: Record<string, unknown>) =>
      submitVersion(server, developer.token, created.agent.id, { ...form, ...body });
    const unknown = await update({ addressedPoints: ['999999999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ addressedPoints: 'Unknown point' });
    server.clock.advance(60_000);
    const resubmitted = await update({
      descriptionEn: 'Reviews documents.',
      addressedPoints: [points[0]?.id],
    });
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    const pending = developerAgentDetailSchema.parse(resubmitted.body.data);
    expect(pending.versions[1]?.points[0]).toMatchObject({ id: points[0]?.id, addressed: true });
    const secondId = pending.latest.id;
    const secondPage = agentVersionReviewSchema.parse(
      (await admin(`/api/admin/agent-versions/${secondId}`)).body.data,
    );
    expect(secondPage.live).toBeNull();
    expect(secondPage.changes).toEqual([
      { field: 'descriptionEn', before: 'An agent for tests.', after: 'Reviews documents.' },
    ]);
    expect(secondPage.openPoints[0]).toMatchObject({ id: points[0]?.id, addressed: true });
    expect(secondPage.history).toHaveLength(1);
    expect(secondPage.history[0]).toMatchObject({ status: 'rejected', comment: '封面不符' });
    // resubmitted under the same number: the queue tells the two rounds apart
    const rounds = agentQueueSchema.parse(
      (await admin(`/api/admin/agent-versions?q=${encodeURIComponent('Qingluan')}&sort=oldest`))
        .body.data,
    );
    expect(rounds.items.map((row) => [row.id, row.version, row.status, row.submission])).toEqual([
      [firstId, '1.0.0', 'rejected', 1],
      [secondId, '1.0.0', 'pending', 2],
    ]);

    // approved, then a new version is compared with the live one
    expect((await decideVersion(secondId, { decision: 'approve' })).status).toBe(200);
    server.clock.advance(60_000);
    const third = developerAgentDetailSchema.parse(
      (
        await update({
          version: '1.1.0',
          nameEn: 'Qingluan Reviewer Pro',
          descriptionEn: 'Reviews documents.',
          idCardNumber: OTHER_ID_CARD,
        })
      ).body.data,
    );
    const thirdPage = agentVersionReviewSchema.parse(
      (await admin(`/api/admin/agent-versions/${third.latest.id}`)).body.data,
    );
    expect(thirdPage.live?.id).toBe(secondId);
    expect(thirdPage.live?.idCardNumber).toBe(maskIdCard(VALID_ID_CARD));
    expect(thirdPage.changes).toEqual([
      { field: 'version', before: '1.0.0', after: '1.1.0' },
      { field: 'nameEn', before: 'Qingluan Reviewer', after: 'Qingluan Reviewer Pro' },
      { field: 'idCardNumber', before: maskIdCard(VALID_ID_CARD), after: OTHER_ID_CARD_MASKED },
    ]);
    expect(thirdPage.openPoints).toEqual([]);
    expect(thirdPage.history.map((entry) => entry.status)).toEqual(['approved', 'rejected']);
    const updateRow = agentQueueSchema.parse(
      (await admin(`/api/admin/agent-versions?q=${encodeURIComponent('Qingluan')}&sort=newest`))
        .body.data,
    ).items[0];
    expect(updateRow).toMatchObject({ id: third.latest.id, isUpdate: true, version: '1.1.0' });

    // the reveal of the ID card, logged
    const revealed = await admin(`/api/admin/agent-versions/${third.latest.id}/reveal`, {
      field: 'idCardNumber',
    });
    expect(revealed.body.data).toEqual({ field: 'idCardNumber', value: OTHER_ID_CARD });
    expect(await auditRows('agent_version', third.latest.id)).toEqual([
      { admin_id: adminId, action: 'reveal', field: 'idCardNumber' },
    ]);
    expect((await admin('/api/admin/agent-versions/999999999')).body).toEqual({
      code: 404,
      msg: 'Agent version not found',
    });
  });

  it('filters the agent queue by status and counts the pending ones', async () => {
    const pending = agentQueueSchema.parse(
      (await admin('/api/admin/agent-versions?status=pending&pageSize=100')).body.data,
    );
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    const times = pending.items.map((item) => Date.parse(item.submittedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const now = await counts();
    expect(now.agents).toBe(pending.total);
    expect(now.overdueAgents).toBe(pending.items.filter((item) => item.overdue).length);
  });
});

describe('the seeded review data', () => {
  it('has pending applications (some overdue, one a resubmission), a rejected and an approved one', async () => {
    const seeded = await applicationQueue('q=177&pageSize=50');
    const byName = new Map(seeded.items.map((item) => [item.developerName, item]));
    const pending = seeded.items.filter((item) => item.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(pending.filter((item) => item.overdue).length).toBeGreaterThanOrEqual(2);
    expect(byName.get('王五')).toMatchObject({ status: 'pending', submissions: 2, overdue: true });
    expect(byName.get('钱多多')).toMatchObject({ status: 'rejected', reviewerName: '周立' });
    expect(byName.get('孙晴')).toMatchObject({ status: 'approved' });
    const resubmission = applicationReviewSchema.parse(
      (await admin(`/api/admin/developer-applications/${byName.get('王五')?.id}`)).body.data,
    );
    expect(resubmission.openPoints.map((point) => point.addressed)).toEqual([true, false]);
    expect(resubmission.changes.map((change) => change.field)).toEqual([
      'companyName',
      'socialCreditCode',
    ]);
    expect(resubmission.history).toHaveLength(1);

    const versions = agentQueueSchema.parse(
      (await admin('/api/admin/agent-versions?q=Slide%20Maker')).body.data,
    );
    expect(versions.items[0]).toMatchObject({ status: 'pending', overdue: true, isUpdate: false });
    const oracle = agentQueueSchema.parse(
      (await admin('/api/admin/agent-versions?q=Stock%20Oracle')).body.data,
    ).items[0];
    const oraclePage = agentVersionReviewSchema.parse(
      (await admin(`/api/admin/agent-versions/${oracle?.id}`)).body.data,
    );
    expect(oraclePage.version.points.length).toBeGreaterThan(0);
    expect(oraclePage.category).toBe('data');
    const coder = agentQueueSchema.parse(
      (await admin('/api/admin/agent-versions?q=Code%20Reviewer&status=pending')).body.data,
    ).items[0];
    expect(coder).toMatchObject({ isUpdate: true, version: '3.1.0' });
    const coderPage = agentVersionReviewSchema.parse(
      (await admin(`/api/admin/agent-versions/${coder?.id}`)).body.data,
    );
    expect(coderPage.live?.version).toBe('3.0.1');
    expect(coderPage.changes.map((change) => change.field)).toEqual([
      'version',
      'descriptionZh',
      'descriptionEn',
    ]);
  });
});
