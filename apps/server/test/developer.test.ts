import { createHash } from 'node:crypto';
import {
  AGENT_CHECK_VALID_MS,
  AGENT_CHECKS_REQUIRED,
  agentCreatedSchema,
  agentDetailSchema,
  agentPageSchema,
  agentStatisticsSchema,
  agentUserPageSchema,
  developerAgentDetailSchema,
  developerAgentPageSchema,
  developerApplicationSchema,
  myApplicationSchema,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions } from '../src/agents/service.ts';
import { SEED_AGENTS } from '../src/market/seed-agents.ts';
import {
  addAccount,
  agentForm,
  createSubmittedAgent,
  passChecks,
  reviewVersion,
  serverDay,
  submitVersion,
  uploadPng,
  validApplication,
} from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const tokens = { user: '', developer: '', admin: '' };

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['user', 'developer', 'admin'] as const)
    tokens[role] = await signIn(server, role);
});
afterAll(() => server.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function market(q: string) {
  const answer = await call(server, `/api/market/agents?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return agentPageSchema.parse(answer.body.data).items;
}

async function applicationOf(token: string) {
  const answer = await call(server, '/api/developer/application', { token });
  expect(answer.status).toBe(200);
  return myApplicationSchema.parse(answer.body.data).application;
}

function reviewApplication(id: string, decision: 'approve' | 'reject', comment = '') {
  return call(server, `/api/admin/developer-applications/${id}/review`, {
    body: { decision, comment },
    token: tokens.admin,
  });
}

describe('the developer console, end to end', () => {
  it('takes a user from application to a published agent with a subscriber in its statistics', async () => {
    // 1. the seed user applies; every invalid input answers its own message
    expect(await applicationOf(tokens.user)).toBeNull();
    const submit = (body: unknown, headers: Record<string, string> = {}) =>
      call(server, '/api/developer/application', { body, token: tokens.user, headers });
    const invalid: [Partial<typeof validApplication>, string, string][] = [
      [{ companyName: '  ' }, 'companyName', 'Please fill in the required fields completely'],
      [{ mobile: '12345678901' }, 'mobile', 'Please enter a valid mobile phone number'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [
        { idCardNumber: '110105194912310021' },
        'idCardNumber',
        'Please enter a valid ID card number',
      ],
      [
        { socialCreditCode: '91350100M000100Y40' },
        'socialCreditCode',
        'Please enter a valid unified social credit code',
      ],
    ];
    for (const [change, field, message] of invalid) {
      const answer = await submit({ ...validApplication, ...change });
      expect(answer.status, field).toBe(400);
      expect(answer.body.code).toBe(400);
      expect(answer.body.fields).toEqual({ [field]: message });
    }
    const chinese = await submit(
      { ...validApplication, developerName: '', mobile: '123' },
      { 'X-Language': 'zh' },
    );
    expect(chinese.body.fields).toEqual({
      developerName: '请完整填写必填项',
      mobile: '请输入有效的手机号码',
    });
    expect(await applicationOf(tokens.user)).toBeNull();

    const submitted = await submit(validApplication);
    expect(submitted.status).toBe(200);
    const application = developerApplicationSchema.parse(submitted.body.data);
    expect(application).toMatchObject({
      ...validApplication,
      status: 'pending',
      reviewOpinion: '',
      rejectionReason: '',
      reviewedAt: null,
    });
    expect(await applicationOf(tokens.user)).toEqual(application);

    // 2. an admin approves: the user is a developer (status 1, role 0)
    const approved = await reviewApplication(application.id, 'approve', '资料齐全');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewOpinion: '资料齐全' });
    const me = await call(server, '/api/user/me', { token: tokens.user });
    expect(me.body.data.role).toBe('developer');
    expect(me.body.data.developer).toEqual({ status: 1, role: 0 });

    // 3. the new developer saves an agent as a draft; its secret is shown this once
    const form = await agentForm(server, tokens.user, {
      nameZh: '蓝鲸翻译官',
      nameEn: 'Bluewhale Translator',
      category: 'writing',
    });
    const created = await call(server, '/api/developer/agents', { body: form, token: tokens.user });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { agent: draft, agentSecret } = agentCreatedSchema.parse(created.body.data);
    expect(agentSecret).toMatch(/^lgs_[\w-]{43}$/);
    expect(draft.agentKey).toMatch(/^agt_[0-9a-f]{16}$/);
    expect(draft).toMatchObject({ status: 'draft', published: false, live: null });
    expect(draft.latest).toMatchObject({ status: 'draft', protocol: 'legion', apiKeySet: false });
    // a draft is its developer's alone: the admins' queue does not have it, and it cannot be
    // decided
    const queue = await call(server, '/api/admin/agent-versions?pageSize=50', {
      token: tokens.admin,
    });
    expect(JSON.stringify(queue.body)).not.toContain('Bluewhale');
    expect((await reviewVersion(server, tokens.admin, draft.latest.id, 'approve')).status).toBe(
      404,
    );
    expect(
      (await call(server, `/api/admin/agent-versions/${draft.latest.id}`, { token: tokens.admin }))
        .status,
    ).toBe(404);
    // saved again, still a draft, the same version
    const saved = await call(server, `/api/developer/agents/${draft.id}`, {
      method: 'PUT',
      body: { ...form, descriptionEn: 'Translates between Chinese and English.' },
      token: tokens.user,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(developerAgentDetailSchema.parse(saved.body.data)).toMatchObject({
      status: 'draft',
      latest: { id: draft.latest.id, status: 'draft' },
      versions: [{ descriptionEn: 'Translates between Chinese and English.' }],
    });
    // then submitted for review, once: only with a passing report made since it was saved
    const submitPath = `/api/developer/agents/${draft.id}/submit`;
    const unchecked = await call(server, submitPath, { method: 'POST', token: tokens.user });
    expect(unchecked.status).toBe(409);
    expect(unchecked.body.msg).toBe(AGENT_CHECKS_REQUIRED);
    await passChecks(server, draft.id);
    server.clock.advance(1000);
    const resaved = await call(server, `/api/developer/agents/${draft.id}`, {
      method: 'PUT',
      body: { ...form, descriptionEn: 'Translates between Chinese and English.' },
      token: tokens.user,
    });
    expect(resaved.status).toBe(200);
    expect((await call(server, submitPath, { method: 'POST', token: tokens.user })).body.msg).toBe(
      AGENT_CHECKS_REQUIRED,
    );
    await passChecks(server, draft.id);
    server.clock.advance(AGENT_CHECK_VALID_MS);
    expect((await call(server, submitPath, { method: 'POST', token: tokens.user })).body.msg).toBe(
      AGENT_CHECKS_REQUIRED,
    );
    await passChecks(server, draft.id);
    const sent = await call(server, submitPath, { method: 'POST', token: tokens.user });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const agent = developerAgentDetailSchema.parse(sent.body.data);
    const again = await call(server, submitPath, { method: 'POST', token: tokens.user });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This agent has no draft to submit');
    expect(agent).toMatchObject({
      status: 'pending',
      published: false,
      publishedAt: null,
      access: 'owner',
      ownerName: '林小雨',
      live: null,
      category: 'writing',
    });
    expect(agent.latest).toMatchObject({
      status: 'pending',
      version: '1.0.0',
      nameEn: form.nameEn,
    });
    expect(agent.versions).toHaveLength(1);
    const [stored] = await server.db.query<{ agent_secret_hash: string }>(
      'select agent_secret_hash from agents where id = $1',
      [agent.id],
    );
    expect(stored?.agent_secret_hash).toBe(sha256(agentSecret));
    const read = await call(server, `/api/developer/agents/${agent.id}`, { token: tokens.user });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(agentSecret);
    const list = await call(server, '/api/developer/agents', { token: tokens.user });
    expect(JSON.stringify(list.body)).not.toContain(agentSecret);
    expect(await market('Bluewhale')).toEqual([]);

    // 4. an admin turns it down with a reason the developer reads
    const reason = '封面图与智能体功能不符，请更换后重新提交。';
    const rejected = await reviewVersion(server, tokens.admin, agent.latest.id, 'reject', reason);
    expect(rejected.status).toBe(200);
    const seen = developerAgentDetailSchema.parse(
      (await call(server, `/api/developer/agents/${agent.id}`, { token: tokens.user })).body.data,
    );
    expect(seen.status).toBe('rejected');
    expect(seen.latest).toMatchObject({
      status: 'rejected',
      reviewComment: reason,
      reviewerName: '周立',
    });
    expect(seen.latest.reviewedAt).not.toBeNull();

    // 5. fixed (images unchanged, a new cover) as a draft: still rejected until the draft is
    // checked and submitted; then pending again, and approved
    const newCover = await uploadPng(server, tokens.user);
    const fixed = await call(server, `/api/developer/agents/${agent.id}`, {
      method: 'PUT',
      body: { ...form, coverEn: newCover, descriptionEn: 'Translates between 30 languages.' },
      token: tokens.user,
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const fixedDraft = developerAgentDetailSchema.parse(fixed.body.data);
    expect(fixedDraft.status).toBe('rejected');
    expect(fixedDraft.versions.map((version) => version.status)).toEqual(['draft', 'rejected']);
    expect(
      (
        await call(server, `/api/admin/agent-versions/${fixedDraft.latest.id}`, {
          token: tokens.admin,
        })
      ).status,
    ).toBe(404);
    expect((await call(server, submitPath, { method: 'POST', token: tokens.user })).body.msg).toBe(
      AGENT_CHECKS_REQUIRED,
    );
    await passChecks(server, agent.id);
    const resubmitted = await call(server, submitPath, { method: 'POST', token: tokens.user });
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    const pending = developerAgentDetailSchema.parse(resubmitted.body.data);
    expect(pending.status).toBe('pending');
    expect(pending.versions.map((version) => version.status)).toEqual(['pending', 'rejected']);
    const approve = await reviewVersion(server, tokens.admin, pending.latest.id, 'approve', '通过');
    expect(approve.status).toBe(200);
    const live = developerAgentDetailSchema.parse(approve.body.data);
    expect(live).toMatchObject({ status: 'approved', published: true });
    expect(live.live?.id).toBe(pending.latest.id);
    expect(live.publishedAt).not.toBeNull();

    // 6. the market finds it by either name
    expect((await market('蓝鲸翻译')).map((item) => item.id)).toEqual([agent.id]);
    expect((await market('bluewhale translator')).map((item) => item.id)).toEqual([agent.id]);

    // 7. another user subscribes; today's statistics count them
    const subscriber = await addAccount(server, { name: '订阅者甲' });
    const subscribed = await call(server, `/api/market/agents/${agent.id}/subscription`, {
      method: 'POST',
      token: subscriber.token,
    });
    expect(subscribed.status).toBe(200);
    const today = serverDay(server);
    const statistics = await call(
      server,
      `/api/developer/agents/${agent.id}/statistics?from=${today}&to=${today}`,
      { token: tokens.user },
    );
    expect(statistics.status).toBe(200);
    expect(agentStatisticsSchema.parse(statistics.body.data)).toEqual({
      from: today,
      to: today,
      newUsers: 1,
      activeUsers: 0,
      calls: 0,
      orders: 0,
      revenue: 0,
      trend: [{ date: today, newUsers: 1, activeUsers: 0, calls: 0, orders: 0 }],
      quality: {
        calls: 0,
        failed: 0,
        errorRate: null,
        firstEventP50Ms: null,
        firstEventP95Ms: null,
        loggedSince: `${today}T00:00:00.000Z`,
      },
    });
    const users = await call(server, `/api/developer/agents/${agent.id}/users`, {
      token: tokens.user,
    });
    expect(users.status).toBe(200);
    expect(agentUserPageSchema.parse(users.body.data)).toMatchObject({
      total: 1,
      items: [
        {
          name: '订阅者甲',
          mobile: `${subscriber.mobile.slice(0, 3)}****${subscriber.mobile.slice(-4)}`,
          lastUsedAt: null,
          uses: 0,
          orders: 0,
        },
      ],
    });
  });
});

describe('developer certification', () => {
  it('is rejected with a reason, resubmitted, approved, and then closed', async () => {
    const applicant = await addAccount(server);
    const body = { ...validApplication, mobile: applicant.mobile, email: applicant.email };
    const first = await call(server, '/api/developer/application', {
      body,
      token: applicant.token,
    });
    expect(first.status).toBe(200);
    const again = await call(server, '/api/developer/application', {
      body,
      token: applicant.token,
      headers: { 'X-Language': 'zh' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, msg: '你的申请正在审核中' });

    // only admins review, and a rejection needs its reason
    const id = first.body.data.id;
    const byUser = await call(server, `/api/admin/developer-applications/${id}/review`, {
      body: { decision: 'approve' },
      token: applicant.token,
    });
    expect(byUser.status).toBe(403);
    const noReason = await reviewApplication(id, 'reject');
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ comment: 'Please give the reason for the rejection' });
    const unknown = await reviewApplication('999999', 'approve');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: 'Application not found' });

    const rejected = await reviewApplication(id, 'reject', '营业执照信息不符');
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reviewOpinion: '营业执照信息不符',
      rejectionReason: '营业执照信息不符',
    });
    expect(await applicationOf(applicant.token)).toMatchObject({
      status: 'rejected',
      rejectionReason: '营业执照信息不符',
    });
    const twice = await reviewApplication(id, 'approve');
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This application has already been reviewed');
    // still a plain user
    expect((await call(server, '/api/user/me', { token: applicant.token })).body.data.role).toBe(
      'user',
    );

    server.clock.advance(60_000);
    const resubmitted = await call(server, '/api/developer/application', {
      body: { ...body, companyName: '小雨智能科技有限公司' },
      token: applicant.token,
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data).toMatchObject({
      id,
      companyName: '小雨智能科技有限公司',
      status: 'pending',
      reviewOpinion: '',
      rejectionReason: '',
      reviewedAt: null,
    });
    expect(Date.parse(resubmitted.body.data.submittedAt)).toBeGreaterThan(
      Date.parse(first.body.data.submittedAt),
    );
    const [{ count } = { count: -1 }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from developer_applications where user_id = $1',
      [applicant.id],
    );
    expect(count).toBe(1);

    const approved = await reviewApplication(id, 'approve');
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewOpinion: '' });
    // reviewed by the server's clock, which this test moved on
    expect(Date.parse(approved.body.data.reviewedAt)).toBeGreaterThanOrEqual(
      Date.parse(resubmitted.body.data.submittedAt),
    );
    const closed = await call(server, '/api/developer/application', {
      body,
      token: applicant.token,
    });
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('You are already a certified developer');
  });

  it('is closed to developers and admins, who are certified already', async () => {
    for (const role of ['developer', 'admin'] as const) {
      const answer = await call(server, '/api/developer/application', {
        body: validApplication,
        token: tokens[role],
      });
      expect(answer.status, role).toBe(409);
      expect(answer.body.msg).toBe('You are already a certified developer');
    }
    // the seed developer's own application is on file, approved
    expect(await applicationOf(tokens.developer)).toMatchObject({
      status: 'approved',
      developerName: '陈开发',
    });
    expect((await call(server, '/api/developer/application')).status).toBe(401);
  });
});

describe('agent versions', () => {
  it('keep the live version on the market until a newer one is approved', async () => {
    const form = await agentForm(server, tokens.developer, {
      nameZh: '翠鸟速记',
      nameEn: 'Kingfisher Notes',
      version: '1.0.0',
    });
    const created = await createSubmittedAgent(server, tokens.developer, form);
    const id = created.agent.id;
    const first = await reviewVersion(server, tokens.admin, created.agent.latest.id, 'approve');
    const publishedAt = developerAgentDetailSchema.parse(first.body.data).publishedAt;
    expect(publishedAt).not.toBeNull();

    const update = (fields: Partial<typeof form>, headers: Record<string, string> = {}) =>
      call(server, `/api/developer/agents/${id}`, {
        method: 'PUT',
        body: { ...form, ...fields },
        token: tokens.developer,
        headers,
      });
    // not higher than the live 1.0.0
    for (const version of ['1.0.0', '0.9.9']) {
      const answer = await update({ nameEn: 'Heron Notes', version });
      expect(answer.status, version).toBe(400);
      expect(answer.body.fields).toEqual({
        version: 'The new version must be higher than the live version',
      });
    }
    expect((await update({ version: '0.1.0' }, { 'X-Language': 'zh' })).body.fields.version).toBe(
      '新版本号必须高于当前上线的版本',
    );

    // the next version is a draft first: the agent stays approved and live in its category
    server.clock.advance(60_000);
    const saved = await update({
      nameZh: '苍鹭速记',
      nameEn: 'Heron Notes',
      version: '1.1.0',
      category: 'data',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const drafted = developerAgentDetailSchema.parse(saved.body.data);
    expect(drafted).toMatchObject({
      status: 'approved',
      published: true,
      publishedAt,
      category: 'productivity',
    });
    expect(drafted.latest).toMatchObject({ status: 'draft', version: '1.1.0', category: 'data' });
    expect(drafted.live).toMatchObject({ version: '1.0.0', nameEn: 'Kingfisher Notes' });
    // saved again, the draft keeps the checks of a new version
    const lower = await update({ nameEn: 'Heron Notes', version: '1.0.0' });
    expect(lower.body.fields).toEqual({
      version: 'The new version must be higher than the live version',
    });
    const silent = await update({ version: '1.1.0', releaseNotesZh: '', releaseNotesEn: '' });
    expect(Object.keys(silent.body.fields)).toEqual(['releaseNotesZh']);
    const resaved = await update({
      nameZh: '苍鹭速记',
      nameEn: 'Heron Notes',
      version: '1.1.0',
      category: 'data',
    });
    expect(developerAgentDetailSchema.parse(resaved.body.data)).toMatchObject({
      category: 'productivity',
      latest: { id: drafted.latest.id, status: 'draft' },
    });
    const submitPath = `/api/developer/agents/${id}/submit`;
    const unchecked = await call(server, submitPath, { method: 'POST', token: tokens.developer });
    expect(unchecked.body.msg).toBe(AGENT_CHECKS_REQUIRED);
    await passChecks(server, id);
    const submitted = await call(server, submitPath, { method: 'POST', token: tokens.developer });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const updating = developerAgentDetailSchema.parse(submitted.body.data);
    expect(updating).toMatchObject({
      status: 'approved',
      published: true,
      publishedAt,
      category: 'productivity',
    });
    expect(updating.latest).toMatchObject({ status: 'pending', version: '1.1.0' });
    expect(updating.live).toMatchObject({ version: '1.0.0', nameEn: 'Kingfisher Notes' });

    // one version under review at a time
    const second = await update({ version: '1.2.0' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: 409, msg: 'This agent has a version under review' });

    // the market still shows the live version
    expect((await market('Kingfisher Notes')).map((item) => item.id)).toEqual([id]);
    expect(await market('Heron Notes')).toEqual([]);
    const page = agentDetailSchema.parse(
      (await call(server, `/api/market/agents/${id}`)).body.data,
    );
    expect(page).toMatchObject({ nameEn: 'Kingfisher Notes', version: '1.0.0' });

    // a rejected new version leaves the agent approved and live
    const turnedDown = await reviewVersion(
      server,
      tokens.admin,
      updating.latest.id,
      'reject',
      '名称不符',
    );
    expect(developerAgentDetailSchema.parse(turnedDown.body.data)).toMatchObject({
      status: 'approved',
      published: true,
      live: { version: '1.0.0' },
      latest: { version: '1.1.0', status: 'rejected', reviewComment: '名称不符' },
    });
    expect((await market('Kingfisher Notes')).map((item) => item.id)).toEqual([id]);
    const reviewedAgain = await reviewVersion(server, tokens.admin, updating.latest.id, 'approve');
    expect(reviewedAgain.status).toBe(409);
    expect(reviewedAgain.body.msg).toBe('This version has already been reviewed');

    // the next one approved replaces it; the first publishing date stays
    server.clock.advance(60_000);
    const next = developerAgentDetailSchema.parse(
      (
        await submitVersion(server, tokens.developer, id, {
          ...form,
          nameZh: '苍鹭速记',
          nameEn: 'Heron Notes',
          version: '1.10.0',
          category: 'data',
        })
      ).body.data,
    );
    const approved = await reviewVersion(server, tokens.admin, next.latest.id, 'approve');
    expect(developerAgentDetailSchema.parse(approved.body.data)).toMatchObject({
      status: 'approved',
      category: 'data',
      publishedAt,
      live: { version: '1.10.0', nameEn: 'Heron Notes' },
    });
    expect(await market('Kingfisher Notes')).toEqual([]);
    expect((await market('Heron Notes')).map((item) => item.id)).toEqual([id]);
    expect(
      agentDetailSchema.parse((await call(server, `/api/market/agents/${id}`)).body.data),
    ).toMatchObject({ nameZh: '苍鹭速记', version: '1.10.0' });
  });

  it('take only images that are unchanged or the caller uploaded', async () => {
    const other = await addAccount(server, { developer: true });
    const theirs = await uploadPng(server, other.token);
    const form = await agentForm(server, tokens.developer);
    const attempts: [Partial<typeof form>, string[]][] = [
      [{ logo: theirs }, ['logo']],
      [{ coverZh: '/media/seed/logo/code-reviewer.svg' }, ['coverZh']],
      [{ coverEn: '/media/uploads/0123456789abcdef0123456789abcdef.png' }, ['coverEn']],
    ];
    for (const [change, fields] of attempts) {
      const answer = await call(server, '/api/developer/agents', {
        body: { ...form, ...change },
        token: tokens.developer,
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual(fields);
      expect(Object.values(answer.body.fields)).toEqual(['Please upload the image']);
    }
    const zh = await call(server, '/api/developer/agents', {
      body: { ...form, logo: 'https://evil.example.com/x.png' },
      token: tokens.developer,
      headers: { 'X-Language': 'zh' },
    });
    expect(zh.body.fields).toEqual({ logo: '请上传图片' });

    // a seeded agent keeps its drawn images when a new version leaves them as they are
    const list = developerAgentPageSchema.parse(
      (await call(server, '/api/developer/agents?status=rejected', { token: tokens.developer }))
        .body.data,
    );
    const oracle = list.items.find((item) => item.latest.nameEn === 'Stock Oracle');
    expect(oracle?.latest.reviewComment).toContain('证券投资咨询');
    if (!oracle) return;
    const { latest } = oracle;
    // an image of the agent moved to another field is not "unchanged"
    const swapped = await call(server, `/api/developer/agents/${oracle.id}`, {
      method: 'PUT',
      body: {
        ...form,
        logo: latest.coverZh,
        coverZh: latest.coverZh,
        coverEn: latest.coverEn,
      },
      token: tokens.developer,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.fields).toEqual({ logo: 'Please upload the image' });
    const resubmit = await call(server, `/api/developer/agents/${oracle.id}`, {
      method: 'PUT',
      body: {
        ...form,
        nameZh: latest.nameZh,
        nameEn: latest.nameEn,
        logo: latest.logo,
        coverZh: latest.coverZh,
        coverEn: latest.coverEn,
        version: latest.version,
      },
      token: tokens.developer,
    });
    expect(resubmit.status, JSON.stringify(resubmit.body)).toBe(200);
    expect(resubmit.body.data).toMatchObject({
      status: 'rejected',
      live: null,
      latest: { status: 'draft', logo: latest.logo, coverZh: latest.coverZh },
    });
  });

  it('answers 404 for unknown agents and versions', async () => {
    const agent = await call(server, '/api/developer/agents/999999', { token: tokens.developer });
    expect(agent.body).toEqual({ code: 404, msg: 'Agent not found' });
    expect(
      (await call(server, '/api/developer/agents/abc', { token: tokens.developer })).status,
    ).toBe(404);
    const version = await reviewVersion(server, tokens.admin, '999999', 'approve');
    expect(version.body).toEqual({ code: 404, msg: 'Agent version not found' });
    const byDeveloper = await reviewVersion(server, tokens.developer, '1', 'approve');
    expect(byDeveloper.status).toBe(403);
  });

  it('compare their numbers part by part', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.0.1', '1.0.0')).toBeGreaterThan(0);
  });
});

describe('the seed developer', () => {
  it('manages the seed market, with keys on every agent and the pending and rejected ones', async () => {
    const answer = await call(server, '/api/developer/agents?pageSize=50', {
      token: tokens.developer,
    });
    const page = developerAgentPageSchema.parse(answer.body.data);
    const seeded = page.items.filter((item) => item.latest.logo.startsWith('/media/seed/'));
    expect(seeded).toHaveLength(SEED_AGENTS.length);
    expect(new Set(page.items.map((item) => item.agentKey)).size).toBe(page.items.length);
    for (const item of seeded) expect(item.agentKey).toMatch(/^agt_[0-9a-f]{16}$/);
    const byName = new Map(seeded.map((item) => [item.latest.nameEn, item]));
    expect(byName.get('Code Reviewer')).toMatchObject({
      status: 'approved',
      published: true,
      latest: { status: 'pending', version: '3.1.0' },
      live: { status: 'approved', version: '3.0.1' },
    });
    expect(byName.get('Slide Maker')).toMatchObject({ status: 'pending', live: null });

    const pending = developerAgentPageSchema.parse(
      (await call(server, '/api/developer/agents?status=pending', { token: tokens.developer })).body
        .data,
    );
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    expect(pending.items.map((item) => item.latest.nameEn)).toContain('Slide Maker');

    const codeReviewer = byName.get('Code Reviewer');
    const form = await agentForm(server, tokens.developer, { version: '3.2.0' });
    const busy = await call(server, `/api/developer/agents/${codeReviewer?.id}`, {
      method: 'PUT',
      body: form,
      token: tokens.developer,
    });
    expect(busy.status).toBe(409);
  });
});
