/**
 * The notification centre (decision 0097): who is told what when a decision, a team
 * change, a new version, a submission or a moderation happens; read and unread; and the SMS of
 * decisions, sent in the background.
 */
import { type Notification, notificationPageSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  addAccount,
  agentForm,
  postSubmittedAgent,
  reviewVersion,
  submitVersion,
  validApplication,
} from './developer-helpers.ts';
import { call, callAsHost, signIn, startTestServer, type TestServer, until } from './helpers.ts';

let server: TestServer;
let admin: string;
let developer: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  developer = await signIn(server, 'developer');
});
afterAll(() => server?.close());

async function inbox(token: string, query = ''): Promise<Notification[]> {
  const answer = await call(server, `/api/notifications${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return notificationPageSchema.parse(answer.body.data).items;
}

const unread = async (token: string) =>
  (await call(server, '/api/notifications/unread-count', { token })).body.data.unread as number;

/** the SMS the sandbox outbox holds for a phone, newest first (sent within a few seconds) */
function smsTo(mobile: string, containing: string): Promise<string> {
  return until(
    async () => {
      const [row] = await server.db.query<{ body: string }>(
        `select body from sms_outbox where mobile = $1 and body like $2
         order by created_at desc, id desc limit 1`,
        [mobile, `%${containing}%`],
      );
      return row?.body;
    },
    { what: `an SMS to ${mobile} with “${containing}”`, intervalMs: 100 },
  );
}

describe('an application', () => {
  it('tells the admins it waits, then the applicant the decision, in the app and by SMS', async () => {
    const applicant = await addAccount(server);
    const before = await unread(admin);
    const applied = await call(server, '/api/developer/application', {
      body: { ...validApplication, mobile: applicant.mobile, email: applicant.email },
      token: applicant.token,
    });
    expect(applied.status).toBe(200);
    const id = applied.body.data.id as string;
    expect(await unread(admin)).toBe(before + 1);
    const [waiting] = await inbox(admin);
    expect(waiting).toMatchObject({
      kind: 'submission-waiting',
      subject: 'application',
      link: `/admin/dev/review/${id}`,
      readAt: null,
    });

    const reason = '营业执照照片不清晰，请重新上传清晰的扫描件。'.repeat(4);
    await call(server, `/api/admin/developer-applications/${id}/review`, {
      body: { decision: 'reject', comment: reason },
      token: admin,
    });
    // decided: the admins' bell no longer counts it, for every admin
    expect(await unread(admin)).toBe(before);
    const done = (await inbox(admin)).find((item) => item.link === `/admin/dev/review/${id}`);
    expect(done?.readAt).not.toBeNull();
    const [told] = await inbox(applicant.token);
    expect(told).toMatchObject({
      kind: 'application-decided',
      decision: 'rejected',
      link: '/developer',
    });
    // the reason's first words, on one line
    expect(told?.reason.length).toBeLessThanOrEqual(80);
    expect(told?.reason.startsWith('营业执照照片不清晰')).toBe(true);
    expect(told?.reason.endsWith('…')).toBe(true);
    expect(await smsTo(applicant.mobile, '开发者认证申请未通过')).toContain('营业执照照片不清晰');
  });
});

describe('an agent', () => {
  let agentId: string;
  let subscriber: Account;

  it('tells the admins a submission waits and the developer it was approved', async () => {
    const form = await agentForm(server, developer, { nameZh: '通知测试', nameEn: 'Notice Test' });
    const created = await postSubmittedAgent(server, developer, form);
    expect(created.status).toBe(200);
    agentId = created.body.data.agent.id;
    const versionId = created.body.data.agent.latest.id as string;
    expect((await inbox(admin))[0]).toMatchObject({
      kind: 'submission-waiting',
      subject: 'agent',
      nameZh: '通知测试',
      nameEn: 'Notice Test',
      link: `/admin/plugins/review/${versionId}`,
    });
    const waitingBefore = await unread(admin);
    await reviewVersion(server, admin, versionId, 'approve', '通过');
    expect(await unread(admin)).toBe(waitingBefore - 1);
    expect((await inbox(admin, '?filter=unread')).map((item) => item.link)).not.toContain(
      `/admin/plugins/review/${versionId}`,
    );
    expect((await inbox(developer))[0]).toMatchObject({
      kind: 'agent-decided',
      decision: 'approved',
      nameZh: '通知测试',
      version: '1.0.0',
      reason: '',
      link: `/developer/plugins?edit=${agentId}`,
    });
  });

  it('tells its subscribers when a new version goes live, and nobody else', async () => {
    subscriber = await addAccount(server);
    const bystander = await addAccount(server);
    await call(server, `/api/market/agents/${agentId}/subscription`, {
      method: 'POST',
      token: subscriber.token,
    });
    const form = await agentForm(server, developer, {
      nameZh: '通知测试',
      nameEn: 'Notice Test',
      version: '1.1.0',
    });
    const updated = await submitVersion(server, developer, agentId, {
      ...form,
      addressedPoints: [],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await inbox(subscriber.token)).toEqual([]);
    await reviewVersion(server, admin, updated.body.data.latest.id, 'approve', '通过');
    expect(await inbox(subscriber.token)).toMatchObject([
      { kind: 'agent-updated', version: '1.1.0', link: `/plugins/statistics/${agentId}?tab=about` },
    ]);
    expect(await inbox(bystander.token)).toEqual([]);
  });

  it('tells its author when an admin hides their review, with the reason', async () => {
    const written = await callAsHost(server, '/api/app/reviews', {
      agentId,
      mobile: subscriber.mobile,
      rating: 1,
      content: '加我微信领红包',
    });
    const reviewId = written.body.data.id as string;
    await call(server, `/api/admin/agent-reviews/${reviewId}/moderation`, {
      body: { action: 'hide', reason: '广告引流。' },
      token: admin,
    });
    expect((await inbox(subscriber.token))[0]).toMatchObject({
      kind: 'review-hidden',
      nameZh: '通知测试',
      reason: '广告引流。',
      link: `/plugins/statistics/${agentId}?tab=comments`,
    });
    // one stop at the end of the sentence, not the reason's and the sentence's
    expect(await smsTo(subscriber.mobile, '评价已被管理员隐藏')).toBe(
      '【Legion】你对「通知测试」的评价已被管理员隐藏：广告引流。',
    );
  });
});

describe('a team', () => {
  it('tells a member they were added and removed, naming the owner', async () => {
    const member = await addAccount(server);
    await call(server, '/api/developer/members', {
      body: { mobile: member.mobile },
      token: developer,
    });
    await call(server, `/api/developer/members/${member.id}`, {
      method: 'DELETE',
      token: developer,
    });
    const [removed, added] = await inbox(member.token);
    expect(added).toMatchObject({ kind: 'team-added', link: '/developer/plugins' });
    expect(added?.owner).not.toBe('');
    expect(added?.owner).not.toContain(member.mobile);
    expect(removed).toMatchObject({ kind: 'team-removed', owner: added?.owner, link: null });
  });
});

describe('reading', () => {
  it('counts unread, filters them, marks some or all read, and only the person’s own', async () => {
    const member = await addAccount(server);
    for (let round = 0; round < 2; round++) {
      await call(server, '/api/developer/members', {
        body: { mobile: member.mobile },
        token: developer,
      });
      await call(server, `/api/developer/members/${member.id}`, {
        method: 'DELETE',
        token: developer,
      });
    }
    expect(await unread(member.token)).toBe(4);
    const [first, second] = await inbox(member.token);
    // someone else's notification is not theirs to mark
    const other = await call(server, '/api/notifications/read', {
      body: { ids: [first?.id] },
      token: admin,
    });
    expect(other.status).toBe(200);
    expect(await unread(member.token)).toBe(4);
    const marked = await call(server, '/api/notifications/read', {
      body: { ids: [first?.id, second?.id] },
      token: member.token,
    });
    expect(marked.body.data).toEqual({ unread: 2 });
    expect((await inbox(member.token, '?filter=unread')).map((item) => item.id)).not.toContain(
      first?.id,
    );
    const nothing = await call(server, '/api/notifications/read', {
      body: {},
      token: member.token,
    });
    expect(nothing.status).toBe(400);
    const all = await call(server, '/api/notifications/read', {
      body: { all: true },
      token: member.token,
    });
    expect(all.body.data).toEqual({ unread: 0 });
    expect(await inbox(member.token, '?filter=unread')).toEqual([]);
    expect((await call(server, '/api/notifications')).status).toBe(401);
  });
});
