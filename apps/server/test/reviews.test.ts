/**
 * Reviews from the host app (decision 0096): written by subscribers through the
 * provider-signed endpoint, shown on the market with their version, answered by the agent's
 * developer or an authorised team member, reported by anyone signed in and moderated by admins.
 */
import {
  agentDetailSchema,
  agentReviewPageSchema,
  developerReviewPageSchema,
  hostReviewSchema,
  moderatedReviewPageSchema,
  providerRequestHeaders,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, addAccount } from './developer-helpers.ts';
import {
  call,
  callAsHost,
  hostCredentials,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let developer: string;
let admin: string;
let agentId: string;
let liveVersion: string;
let company: string;

beforeAll(async () => {
  server = await startTestServer();
  developer = await signIn(server, 'developer');
  admin = await signIn(server, 'admin');
  const market = await call(server, '/api/market/agents?pageSize=1&sort=newest');
  agentId = market.body.data.items[0].id;
  const detail = agentDetailSchema.parse(
    (await call(server, `/api/market/agents/${agentId}`)).body.data,
  );
  liveVersion = detail.version;
  company = detail.company;
});
afterAll(() => server?.close());

const REVIEWS = '/api/app/reviews';

async function subscriber(): Promise<Account> {
  const person = await addAccount(server);
  const subscribed = await call(server, `/api/market/agents/${agentId}/subscription`, {
    method: 'POST',
    token: person.token,
  });
  expect(subscribed.status).toBe(200);
  return person;
}

const write = (mobile: string, rating: number, content: string, id = agentId) =>
  callAsHost(server, REVIEWS, { agentId: id, mobile, rating, content });

async function publicReviews() {
  const answer = await call(server, `/api/market/agents/${agentId}/reviews?pageSize=50`);
  expect(answer.status).toBe(200);
  return agentReviewPageSchema.parse(answer.body.data);
}

async function ratingCount() {
  return agentDetailSchema.parse((await call(server, `/api/market/agents/${agentId}`)).body.data)
    .ratingCount;
}

describe('a review written in the host app', () => {
  it('is accepted from a subscriber, tied to the live version, and counts in the rating', async () => {
    const before = await ratingCount();
    const person = await subscriber();
    const answer = await write(person.mobile, 4, '  很好用，回答准确。  ');
    expect(answer.status).toBe(200);
    const review = hostReviewSchema.parse(answer.body.data);
    expect(review).toMatchObject({
      agentId,
      rating: 4,
      content: '很好用，回答准确。',
      version: liveVersion,
      state: 'visible',
      updatedAt: null,
      reply: null,
    });
    expect(await ratingCount()).toBe(before + 1);
    const shown = (await publicReviews()).items.find((item) => item.id === review.id);
    expect(shown).toMatchObject({
      author: person.name,
      rating: 4,
      version: liveVersion,
      verifiedSubscriber: true,
    });
  });

  it('is one per person and agent: writing again edits it and dates the edit', async () => {
    const person = await subscriber();
    const first = hostReviewSchema.parse((await write(person.mobile, 2, '一般')).body.data);
    const before = await ratingCount();
    server.clock.advance(60_000);
    const second = hostReviewSchema.parse((await write(person.mobile, 5, '更新后很好')).body.data);
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ rating: 5, content: '更新后很好', createdAt: first.createdAt });
    expect(second.updatedAt).not.toBeNull();
    expect(await ratingCount()).toBe(before);
    const lookup = await callAsHost(server, `${REVIEWS}/lookup`, {
      agentId,
      mobile: person.mobile,
    });
    expect(lookup.body.data).toMatchObject({ id: first.id, rating: 5 });
  });

  it('is refused from someone who does not subscribe, and for an agent not on the market', async () => {
    const stranger = await addAccount(server);
    const refused = await write(stranger.mobile, 5, '');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 403,
      msg: 'Only subscribers of this agent can review it',
    });
    expect((await write('13812345678', 5, '')).status).toBe(403);
    const missing = await write(stranger.mobile, 5, '', '999999');
    expect(missing.status).toBe(404);
    const invalid = await callAsHost(server, REVIEWS, {
      agentId,
      mobile: stranger.mobile,
      rating: 6,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toHaveProperty('rating');
    const lookup = await callAsHost(server, `${REVIEWS}/lookup`, {
      agentId,
      mobile: stranger.mobile,
    });
    expect(lookup.body).toMatchObject({ code: 0, data: null });
  });

  it('needs the host app’s signature: a session, a wrong secret, another body or an old timestamp is refused', async () => {
    const person = await subscriber();
    const body = { agentId, mobile: person.mobile, rating: 1, content: 'forged' };
    const withSession = await call(server, REVIEWS, { body, token: person.token });
    expect(withSession.status).toBe(401);
    expect(withSession.body).toEqual({ code: 401, msg: 'Invalid signature' });
    expect((await callAsHost(server, REVIEWS, body, { secret: 'not-the-secret' })).status).toBe(
      401,
    );
    expect((await callAsHost(server, REVIEWS, body, { appId: 'another-app' })).status).toBe(401);
    const stale = await callAsHost(server, REVIEWS, body, {
      timestamp: server.clock.now() - 6 * 60_000,
    });
    expect(stale.status).toBe(401);
    expect(stale.body.msg).toBe('Signature timestamp outside the allowed window');
    // a signature made for one body does not carry another
    const { appId, secret } = await hostCredentials(server);
    const headers = await providerRequestHeaders(
      { appId, secret },
      { ...body, content: 'signed' },
      server.clock.now(),
    );
    const carried = await call(server, REVIEWS, { body, headers });
    expect(carried.status).toBe(401);
    expect(carried.body).toEqual({ code: 401, msg: 'Invalid signature' });
    expect((await publicReviews()).items.some((item) => item.content === 'forged')).toBe(false);
  });
});

describe('replies, reports and moderation', () => {
  let reviewId: string;
  let author: Account;

  beforeAll(async () => {
    author = await subscriber();
    reviewId = hostReviewSchema.parse(
      (await write(author.mobile, 1, '完全不能用，骗人的！')).body.data,
    ).id;
  });

  const replyPath = (id = reviewId, agent = agentId) =>
    `/api/developer/agents/${agent}/reviews/${id}/reply`;

  it('the developer replies in public, edits and removes the reply; others cannot', async () => {
    const empty = await call(server, replyPath(), {
      method: 'PUT',
      body: { content: '  ' },
      token: developer,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Please write a reply');
    const replied = await call(server, replyPath(), {
      method: 'PUT',
      body: { content: '抱歉给您带来不便，请升级到最新版本再试。' },
      token: developer,
    });
    expect(replied.status).toBe(200);
    let shown = (await publicReviews()).items.find((item) => item.id === reviewId);
    expect(shown?.reply).toMatchObject({
      content: '抱歉给您带来不便，请升级到最新版本再试。',
      author: company,
      updatedAt: null,
    });
    server.clock.advance(60_000);
    await call(server, replyPath(), {
      method: 'PUT',
      body: { content: '已修复。' },
      token: developer,
    });
    shown = (await publicReviews()).items.find((item) => item.id === reviewId);
    expect(shown?.reply?.content).toBe('已修复。');
    expect(shown?.reply?.updatedAt).not.toBeNull();

    // someone who does not manage the agent: 404, as for an agent that does not exist
    const other = await addAccount(server, { developer: true });
    const refused = await call(server, replyPath(), {
      method: 'PUT',
      body: { content: '冒充' },
      token: other.token,
    });
    expect(refused.status).toBe(404);
    // a review of another agent under this agent's path
    const wrong = await call(server, replyPath('999999'), {
      method: 'PUT',
      body: { content: '不存在' },
      token: developer,
    });
    expect(wrong.status).toBe(404);

    const list = await call(server, `/api/developer/agents/${agentId}/reviews?filter=unreplied`, {
      token: developer,
    });
    const unreplied = developerReviewPageSchema.parse(list.body.data);
    expect(unreplied.items.some((item) => item.id === reviewId)).toBe(false);

    const removed = await call(server, replyPath(), { method: 'DELETE', token: developer });
    expect(removed.status).toBe(200);
    expect(removed.body.data.reply).toBeNull();
  });

  it('a team member authorised for the agent replies too', async () => {
    const member = await addAccount(server);
    const added = await call(server, '/api/developer/members', {
      body: { mobile: member.mobile },
      token: developer,
    });
    expect(added.status).toBe(200);
    const beforeAuthorised = await call(server, replyPath(), {
      method: 'PUT',
      body: { content: '成员回复' },
      token: member.token,
    });
    expect(beforeAuthorised.status).toBe(404);
    await call(server, `/api/developer/members/${member.id}/agents`, {
      method: 'PUT',
      body: { agentIds: [agentId] },
      token: developer,
    });
    const replied = await call(server, replyPath(), {
      method: 'PUT',
      body: { content: '成员回复' },
      token: member.token,
    });
    expect(replied.status).toBe(200);
    expect(replied.body.data.reply.content).toBe('成员回复');
  });

  it('anyone signed in reports with a reason; an admin hides it, the rating and the list lose it, and the author is told', async () => {
    const reporter = await addAccount(server);
    const reportPath = `/api/market/reviews/${reviewId}/report`;
    expect((await call(server, reportPath, { body: { reason: 'spam' } })).status).toBe(401);
    const noNote = await call(server, reportPath, {
      body: { reason: 'other' },
      token: reporter.token,
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.fields).toEqual({ note: 'Please say what is wrong with this review' });
    const own = await call(server, reportPath, { body: { reason: 'spam' }, token: author.token });
    expect(own.status).toBe(400);
    const reported = await call(server, reportPath, {
      body: { reason: 'offensive', note: '辱骂开发者' },
      token: reporter.token,
    });
    expect(reported.body).toMatchObject({ code: 0, data: { reported: true } });
    // the reporter's page says so after a reload; nobody else's does
    const reportedBy = async (token: string | null) =>
      agentReviewPageSchema
        .parse(
          (await call(server, `/api/market/agents/${agentId}/reviews?pageSize=50`, { token })).body
            .data,
        )
        .items.find((item) => item.id === reviewId)?.reportedByMe;
    expect(await reportedBy(reporter.token)).toBe(true);
    expect(await reportedBy(author.token)).toBe(false);
    expect(await reportedBy(null)).toBe(false);

    const counts = await call(server, '/api/admin/review-counts', { token: admin });
    expect(counts.body.data.reportedReviews).toBeGreaterThanOrEqual(1);
    const queue = moderatedReviewPageSchema.parse(
      (await call(server, '/api/admin/agent-reviews', { token: admin })).body.data,
    );
    const queued = queue.items.find((item) => item.id === reviewId);
    expect(queued).toMatchObject({
      agentId,
      state: 'visible',
      reports: [{ reason: 'offensive', note: '辱骂开发者', reporter: reporter.name }],
      decision: null,
    });

    const before = await ratingCount();
    const moderation = `/api/admin/agent-reviews/${reviewId}/moderation`;
    const noReason = await call(server, moderation, {
      body: { action: 'hide', reason: ' ' },
      token: admin,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please give a reason');
    expect(
      (await call(server, moderation, { body: { action: 'hide', reason: 'x' }, token: developer }))
        .status,
    ).toBe(403);
    const hidden = await call(server, moderation, {
      body: { action: 'hide', reason: '含有人身攻击' },
      token: admin,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({
      state: 'hidden',
      hiddenReason: '含有人身攻击',
      reports: [],
      decision: { action: 'hide', reason: '含有人身攻击' },
    });
    expect(await ratingCount()).toBe(before - 1);
    expect((await publicReviews()).items.some((item) => item.id === reviewId)).toBe(false);
    // the author sees why in the app; the developer sees it hidden
    const lookup = await callAsHost(server, `${REVIEWS}/lookup`, {
      agentId,
      mobile: author.mobile,
    });
    expect(lookup.body.data).toMatchObject({ state: 'hidden', hiddenReason: '含有人身攻击' });
    const hiddenList = developerReviewPageSchema.parse(
      (
        await call(server, `/api/developer/agents/${agentId}/reviews?filter=hidden`, {
          token: developer,
        })
      ).body.data,
    );
    expect(hiddenList.items.map((item) => item.id)).toContain(reviewId);
    // a hidden review is not on the market: it cannot be reported again
    const again = await call(server, reportPath, {
      body: { reason: 'spam' },
      token: reporter.token,
    });
    expect(again.status).toBe(404);

    const hiddenQueue = moderatedReviewPageSchema.parse(
      (await call(server, '/api/admin/agent-reviews?status=hidden', { token: admin })).body.data,
    );
    expect(hiddenQueue.items.map((item) => item.id)).toContain(reviewId);

    // kept on a second look: back in the list and the rating
    const kept = await call(server, moderation, {
      body: { action: 'keep', reason: '复核后未发现违规' },
      token: admin,
    });
    expect(kept.body.data).toMatchObject({ state: 'visible', hiddenReason: '' });
    expect(await ratingCount()).toBe(before);
    const keptQueue = moderatedReviewPageSchema.parse(
      (await call(server, '/api/admin/agent-reviews?status=kept', { token: admin })).body.data,
    );
    expect(keptQueue.items.map((item) => item.id)).toContain(reviewId);
  });
});

describe('the seed', () => {
  it('wrote every review through the same path: by a subscriber, against a version', async () => {
    const [row] = await server.db.query<{ total: number; outside: number; versionless: number }>(
      `select count(*)::int as total,
         count(*) filter (where not exists (select 1 from subscriptions s
           where s.user_id = r.user_id and s.agent_id = r.agent_id))::int as outside,
         count(*) filter (where r.version = '')::int as versionless
       from ratings_reviews r`,
    );
    expect(row?.total).toBeGreaterThan(50);
    expect(row?.outside).toBe(0);
    expect(row?.versionless).toBe(0);
  });
});

describe('the sandbox phone’s “write a review” screen', () => {
  async function postForm(path: string, fields: Record<string, string>) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return { status: response.status, html: await response.text() };
  }

  it('lists the market’s agents and sends a review through the signed endpoint', async () => {
    const page = await fetch(`${server.url}/sandbox/phone`).then((r) => r.text());
    expect(page).toContain('写评价');
    expect(page).toContain(`<option value="${agentId}"`);
    const person = await subscriber();
    const sent = await postForm('/sandbox/phone/review', {
      mobile: person.mobile,
      agentId,
      rating: '3',
      content: '<b>还行</b>',
    });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('评价已提交');
    expect(sent.html).toContain('data-state="visible"');
    expect(sent.html).toContain(`<code>${liveVersion}</code>`);
    expect(sent.html).toContain('&lt;b&gt;还行&lt;/b&gt;');
    expect(sent.html).not.toContain('<b>还行</b>');
    const shown = (await publicReviews()).items.find((item) => item.author === person.name);
    expect(shown).toMatchObject({ rating: 3, content: '<b>还行</b>', verifiedSubscriber: true });
  });

  it('keeps what was typed when the platform refuses, and tells the author when a review was hidden', async () => {
    const stranger = await addAccount(server);
    const refused = await postForm('/sandbox/phone/review', {
      mobile: stranger.mobile,
      agentId,
      rating: '2',
      content: '没订阅也想评价',
    });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('只有订阅了该智能体的用户才能评价');
    expect(refused.html).toContain('>没订阅也想评价</textarea>');
    expect(refused.html).toMatch(/value="2" required\s+checked/);

    const person = await subscriber();
    const id = hostReviewSchema.parse((await write(person.mobile, 1, '广告')).body.data).id;
    await call(server, `/api/admin/agent-reviews/${id}/moderation`, {
      body: { action: 'hide', reason: '广告内容' },
      token: admin,
    });
    const lookup = await postForm('/sandbox/phone/review-lookup', {
      mobile: person.mobile,
      agentId,
    });
    expect(lookup.status).toBe(200);
    expect(lookup.html).toContain('data-state="hidden"');
    expect(lookup.html).toContain('已被管理员隐藏');
    expect(lookup.html).toContain('广告内容');
  });
});
