/**
 * The market a fresh platform starts with: the sample agents of seed-agents.ts, owned by the
 * seed developer, and a believable history around them (subscriptions over the last 60 days,
 * use over the last 30, ratings and reviews) by 30 seed users; their orders, with the order
 * events the statistics count, are written by the admin seed (admin/seed.ts). Generated from a fixed
 * seed, relative to the clock at seeding time, and written once (marked in app_settings), so
 * every figure the market shows is counted from real rows.
 */
import { creditCodeCheckCharacter, idCardCheckCharacter } from '@legion/api';
import { newHandle } from '../accounts/display-name.ts';
import { users } from '../accounts/index.ts';
import { agentsData } from '../agents/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { writeReview } from '../reviews/service.ts';
import { settingsRepository } from '../settings/repository.ts';
import { prng, seedOf } from '../shared/random.ts';
import { seedCoverUrl, seedLogoUrl } from './media.ts';
import { type AgentEventKind, marketRepository } from './repository.ts';
import {
  SEED_AGENTS,
  SEED_FIRST_RELEASE,
  SEED_RELEASE_NOTES,
  SEED_REVIEWS,
  SEED_USER_NAMES,
  type SeedAgent,
} from './seed-agents.ts';

export const MARKET_SEED_MARKER = 'seed:market';

/** the seed users' mobiles: 19900000001 … 19900000030 */
export const seedUserMobile = (index: number) => `199${String(index + 1).padStart(8, '0')}`;

const DAY_MS = 24 * 60 * 60_000;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/** identity numbers carry their GB 11643 / GB 32100 check characters, as the forms demand */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const residentIdNumber = (first17: string) => `${first17}${idCardCheckCharacter(first17)}`;
const creditCode = (first17: string) => `${first17}${creditCodeCheckCharacter(first17)}`;

export function identityOf(agent: SeedAgent, random: () => number) {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const year = 1970 + Math.floor(random() * 20);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const region = pick(['110105', '310104', '440305', '330106', '510107', '420106'], random);
  const org = Array.from({ length: 9 }, () => pick([...CREDIT_CODE_CHARS], random)).join('');
  return {
    idCard: residentIdNumber(`${region}${year}${month}${day}${digits(3)}`),
    creditCode: creditCode(`91${region}${org}`),
    url: `https://${agent.slug}.example.com`,
  };
}

/** the fields of a seed agent's versions, as the market seed and the built-ins write them */
export function seedVersionFields(
  agent: SeedAgent,
  agentId: string,
  identity: ReturnType<typeof identityOf>,
  url: string = identity.url,
) {
  return {
    agentId,
    nameZh: agent.nameZh,
    nameEn: agent.nameEn,
    descriptionZh: agent.descriptionZh,
    descriptionEn: agent.descriptionEn,
    coverZh: seedCoverUrl(agent.slug, 'zh'),
    coverEn: seedCoverUrl(agent.slug, 'en'),
    logo: seedLogoUrl(agent.slug),
    category: agent.category,
    company: agent.company,
    url,
    legalPersonName: agent.legalPersonName,
    idCard: identity.idCard,
    creditCode: identity.creditCode,
  };
}

export interface MarketSeedOptions {
  now: () => number;
  log: (line: string) => void;
}

/** Seeds the market unless done before; true when this call wrote it. */
export async function seedMarket(db: Database, options: MarketSeedOptions): Promise<boolean> {
  if (await settingsRepository(db).get(MARKET_SEED_MARKER)) return false;
  const at = options.now();
  const seeded = await db.transaction(async (tx) => {
    const accounts = users(tx);
    const developer = await accounts.findUserByUsername('developer');
    if (!developer) return false;
    // the claim makes a second instance starting at the same time wait here, then skip
    if (!(await settingsRepository(tx).claim(MARKET_SEED_MARKER, new Date(at).toISOString()))) {
      return false;
    }
    const reviewer = await accounts.findUserByUsername('admin');
    const userIds = await seedUsers(tx, at);
    for (const agent of SEED_AGENTS) {
      await seedAgent(tx, agent, {
        at,
        developerId: developer.id,
        reviewerId: reviewer?.id ?? null,
        userIds,
      });
    }
    return true;
  });
  if (seeded) {
    const published = SEED_AGENTS.filter((agent) => !agent.status).length;
    options.log(`Seed market: ${published} published agents with their history`);
  }
  return seeded;
}

async function seedUsers(tx: Queryable, at: number): Promise<string[]> {
  const accounts = users(tx);
  const ids: string[] = [];
  for (const [index, name] of SEED_USER_NAMES.entries()) {
    const mobile = seedUserMobile(index);
    const user =
      (await accounts.insertUser({
        username: newHandle(),
        name,
        mobile,
        role: 'user',
        createdAt: new Date(at - (90 - index) * DAY_MS),
      })) ?? (await accounts.findUserByMobile(mobile));
    if (user) ids.push(user.id);
  }
  return ids;
}

interface SeedContext {
  at: number;
  developerId: string;
  reviewerId: string | null;
  userIds: string[];
}

async function seedAgent(tx: Queryable, agent: SeedAgent, context: SeedContext) {
  const { at, userIds } = context;
  const repo = marketRepository(tx);
  const agents = agentsData(tx);
  const random = prng(seedOf(agent.slug));
  const identity = identityOf(agent, random);
  const daysAgo = (days: number) => new Date(at - days * DAY_MS);

  // first approved 70 to 400 days ago; each later version 10 to 60 days after the last
  const publishedDaysAgo = 70 + Math.floor(random() * 330);
  const approved = !agent.status;
  const agentId = await agents.insertSeedAgent({
    developerId: context.developerId,
    category: agent.category,
    status: agent.status ?? 'approved',
    published: approved,
    publishedAt: approved ? daysAgo(publishedDaysAgo) : null,
    createdAt: daysAgo(publishedDaysAgo + 3),
  });
  const fields = seedVersionFields(agent, agentId, identity);

  if (!approved) {
    const submitted = daysAgo(agent.submittedDaysAgo ?? 2 + Math.floor(random() * 5));
    await agents.insertSeedVersion({
      ...fields,
      version: agent.version,
      status: agent.status ?? 'pending',
      reviewComment: agent.reviewComment ?? '',
      reviewerId: agent.status === 'rejected' ? context.reviewerId : null,
      reviewedAt: agent.status === 'rejected' ? daysAgo(1) : null,
      submittedAt: submitted,
    });
    return;
  }

  let reviewedDaysAgo = publishedDaysAgo;
  const versions = [...(agent.earlier ?? []), agent.version];
  for (const [index, version] of versions.entries()) {
    if (index > 0) reviewedDaysAgo = Math.max(3, reviewedDaysAgo - 10 - random() * 50);
    await agents.insertSeedVersion({
      ...fields,
      version,
      ...(index === 0 ? SEED_FIRST_RELEASE : pick(SEED_RELEASE_NOTES, random)),
      status: 'approved',
      reviewComment: '材料齐全，功能与描述一致，审核通过。',
      reviewerId: context.reviewerId,
      reviewedAt: daysAgo(reviewedDaysAgo),
      submittedAt: daysAgo(reviewedDaysAgo + 1 + random() * 4),
    });
  }
  if (agent.pending) {
    await agents.insertSeedVersion({
      ...fields,
      ...agent.pendingChanges,
      version: agent.pending,
      ...pick(SEED_RELEASE_NOTES, random),
      status: 'pending',
      submittedAt: daysAgo(1 + random()),
    });
  }

  const events: { agentId: string; userId: string | null; kind: AgentEventKind; at: Date }[] = [];
  const subscriptions: { userId: string; agentId: string; at: Date }[] = [];
  const people = shuffled(userIds, random);
  const subscriberCount = Math.max(2, Math.round(agent.popularity * people.length));
  const subscribers = people.slice(0, subscriberCount);
  // a few more came and went
  const leavers = people.slice(subscriberCount, subscriberCount + 1 + Math.floor(random() * 3));

  /** when each person first subscribed: they rate it after that */
  const joined = new Map<string, number>();
  for (const userId of subscribers) {
    const since = at - random() * 60 * DAY_MS;
    joined.set(userId, since);
    subscriptions.push({ userId, agentId, at: new Date(since) });
    events.push({ agentId, userId, kind: 'subscribe', at: new Date(since) });
    // how often this person uses it: most a little, some every day
    const activity = random() ** 1.5 * 0.9;
    for (let day = 0; day < 30; day++) {
      const time = at - (day + random()) * DAY_MS;
      if (time > since && random() < activity) {
        events.push({ agentId, userId, kind: 'use', at: new Date(time) });
      }
    }
  }
  for (const userId of leavers) {
    const since = at - (20 + random() * 40) * DAY_MS;
    const until = since + random() * (at - since);
    joined.set(userId, since);
    events.push({ agentId, userId, kind: 'subscribe', at: new Date(since) });
    events.push({ agentId, userId, kind: 'unsubscribe', at: new Date(until) });
  }
  await repo.insertSubscriptions(subscriptions);
  await repo.insertEvents(events);

  // 3 to 15 ratings by subscribers, around the agent's quality, written as the host app writes
  // them (only a subscriber may): each against the version live then, after they subscribed
  const ratingCount = Math.min(subscribers.length, 3 + Math.floor(random() * 13));
  for (const userId of subscribers.slice(0, ratingCount)) {
    const spread = random();
    const offset = spread < 0.55 ? 0 : spread < 0.75 ? 1 : spread < 0.92 ? -1 : -2;
    const rating = Math.min(5, Math.max(1, agent.quality + offset));
    const since = joined.get(userId) ?? at - 60 * DAY_MS;
    const written = new Date(since + random() * (at - since));
    await writeReview(
      tx,
      { agentId, userId, rating, content: pick(SEED_REVIEWS[rating - 1] ?? [''], random) },
      () => written.getTime(),
    );
  }
}
