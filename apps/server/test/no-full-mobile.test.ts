/**
 * No answer carries a person's full mobile number: every GET endpoint of the
 * contract, asked with real ids by a visitor and by each kind of signed-in person on a seeded
 * platform, is scanned for the full mobile of any account. A mobile is only ever shown masked
 * (first 3 and last 4 digits shown); the admin's audited reveal is a POST and not asked.
 *
 * Beside the seed, the platform holds the accounts whose names once gave their mobile away
 * (phone sign-in used to name an account u<mobile>): accounts made by phone
 * sign-in (no name), one of them a team member, the other certified as a developer with an
 * agent, a public legion and that member on its team.
 */
import { type Endpoint, endpoints, KNOWLEDGE_UPLOAD, PAYMENT_METHODS } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_AGENTS } from '../src/builtin-agents/catalog.ts';
import {
  addAccount,
  agentForm,
  serverDay,
  VALID_CREDIT_CODE,
  VALID_ID_CARD,
} from './developer-helpers.ts';
import { type Answer, call, signIn, startTestServer, type TestServer } from './helpers.ts';

const ROLES = [
  'visitor',
  'user',
  'member',
  'developer',
  'admin',
  'phoneMember',
  'phoneDeveloper',
] as const;
type Role = (typeof ROLES)[number];

/** mobiles of the accounts made here by phone sign-in */
const PHONE_MEMBER_MOBILE = '17712340001';
const PHONE_DEVELOPER_MOBILE = '17712340002';

type Name = keyof typeof endpoints;
const gets = (Object.entries(endpoints) as [Name, Endpoint][]).filter(
  ([, definition]) => definition.method === 'GET',
);

/**
 * Where the ids of a path come from: the list endpoint whose items carry them (each item's
 * `id`), asked by the same person. A GET endpoint with a path parameter and no source here
 * fails the first test by name.
 */
const ID_SOURCES: Partial<Record<Name, Name[]>> = {
  marketAgent: ['marketAgents'],
  marketAgentOverview: ['marketAgents'],
  marketAgentReviews: ['marketAgents'],
  agentConversation: ['marketAgents'],
  legion: ['legions'],
  developerLegion: ['developerLegions'],
  developerAgent: ['developerAgents'],
  agentStatistics: ['developerAgents'],
  agentUsers: ['developerAgents'],
  agentCalls: ['developerAgents'],
  agentChecks: ['developerAgents'],
  developerAgentReviews: ['developerAgents'],
  adminApplication: ['adminApplications'],
  adminAgentVersion: ['adminAgentVersions'],
  adminAgentVersionChecks: ['adminAgentVersions'],
  adminOrder: ['adminOrders'],
  knowledgeDocuments: ['knowledgeBases'],
  knowledgeDictionary: ['knowledgeBases'],
  knowledgeQuestions: ['knowledgeBases'],
  knowledgeDocument: ['knowledgeBases', 'knowledgeDocuments'],
  knowledgeChunks: ['knowledgeBases', 'knowledgeDocuments'],
  knowledgePassage: ['knowledgeBases', 'knowledgeDocuments', 'knowledgeChunks'],
  payment: ['myOrders'],
};

/** at most this many ids of each list are asked for, to stay quick */
const IDS_PER_LIST = 6;

let server: TestServer;
const tokens: Record<Role, string | null> = {
  visitor: null,
  user: null,
  member: null,
  developer: null,
  admin: null,
  phoneMember: null,
  phoneDeveloper: null,
};
/** each signed-in person's own full mobile */
const ownMobile: Partial<Record<Role, string>> = {};
/** every full mobile the platform knows: accounts and developer applications */
let mobiles: string[] = [];
/** role → request → answer */
const answers: { role: Role; name: Name | 'ordersCsv'; path: string; answer: Answer }[] = [];
let phoneDeveloperName = '';
let qrToken = '';

/** queries that make an endpoint answer with data rather than 400 */
function queryOf(name: Name): string {
  switch (name) {
    case 'agentStatistics':
      return `?from=${serverDay(server, -29)}&to=${serverDay(server)}`;
    case 'lookupUser':
      return `?mobile=${PHONE_MEMBER_MOBILE}`;
    case 'qrStatus':
      return `?qrToken=${encodeURIComponent(qrToken)}`;
    case 'purchaseQuote':
      return '?planId=agent-premium&months=1';
    default:
      return '';
  }
}

/** a phone sign-in as the host app does it: a chainPalToken for the mobile, then autoLogin */
async function phoneSignIn(mobile: string): Promise<string> {
  const host = await call(server, '/sandbox/phone/host-token', { body: { mobile } });
  if (host.status !== 200) throw new Error(`host token: ${JSON.stringify(host.body)}`);
  const login = await call(server, '/api/login/autoLogin', {
    body: { chainPalToken: host.body.data.chainPalToken },
  });
  if (login.status !== 200) throw new Error(`autoLogin: ${JSON.stringify(login.body)}`);
  return login.body.data.token;
}

function ok(answer: Answer, what: string): Answer {
  if (answer.status !== 200) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** the ids a list answer carries: its items', or its own when it is an array */
function idsOf(answer: Answer | undefined): string[] {
  if (answer?.status !== 200) return [];
  const data = answer.body?.data;
  const list: unknown[] = Array.isArray(data)
    ? data
    : ((Object.values(data ?? {}).find((value) => Array.isArray(value)) as unknown[]) ?? []);
  // an item's id, or its place in its document (a passage's chunk index)
  return list
    .map((item) => {
      const { id, index } = item as { id?: unknown; index?: unknown };
      return typeof index === 'number' && id === undefined ? String(index) : id;
    })
    .filter((id): id is string => typeof id === 'string')
    .slice(0, IDS_PER_LIST);
}

/** the paths of an endpoint for a person: the template with the ids of their own lists */
async function pathsOf(name: Name, role: Role): Promise<string[]> {
  const { path } = endpoints[name];
  const sources = ID_SOURCES[name] ?? [];
  let prefixes = [path];
  for (const source of sources) {
    const next: string[] = [];
    for (const prefix of prefixes) {
      const listPath = endpoints[source].path.replace(/:(\w+)/g, (_match, param: string) => {
        // the parent's id, already placed in the prefix at the same position
        const at = path.split('/').indexOf(`:${param}`);
        return prefix.split('/')[at] ?? '';
      });
      const list = await call(server, listPath, { token: tokens[role] });
      for (const id of idsOf(list)) next.push(prefix.replace(/:\w+/, id));
    }
    prefixes = next;
  }
  return prefixes.map((each) => `${each}${queryOf(name)}`);
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.member = await signIn(server, 'user');
  tokens.developer = await signIn(server, 'developer');
  tokens.admin = await signIn(server, 'admin');
  tokens.user = (await addAccount(server)).token;
  const admin = tokens.admin;
  const developer = tokens.developer;

  // accounts made by phone sign-in: no name, so others see them by the fallbacks
  const phoneMember = await phoneSignIn(PHONE_MEMBER_MOBILE);
  const phoneDeveloper = await phoneSignIn(PHONE_DEVELOPER_MOBILE);
  tokens.phoneMember = phoneMember;
  tokens.phoneDeveloper = phoneDeveloper;

  // one is certified as a developer…
  phoneDeveloperName = '手机开发者';
  ok(
    await call(server, '/api/developer/application', {
      token: phoneDeveloper,
      body: {
        developerName: phoneDeveloperName,
        mobile: PHONE_DEVELOPER_MOBILE,
        email: 'phone-developer@example.com',
        companyName: '手机科技有限公司',
        industry: 'software',
        legalPersonName: phoneDeveloperName,
        idCardNumber: VALID_ID_CARD,
        socialCreditCode: VALID_CREDIT_CODE,
      },
    }),
    'application',
  );
  const queue = ok(
    await call(server, '/api/admin/developer-applications?status=pending', { token: admin }),
    'application queue',
  );
  const application = queue.body.data.items.find(
    (item: { developerName: string }) => item.developerName === phoneDeveloperName,
  );
  ok(
    await call(server, `/api/admin/developer-applications/${application.id}/review`, {
      token: admin,
      body: { decision: 'approve' },
    }),
    'approval',
  );

  // …submits an agent, composes a legion that is published, and puts the other on a team
  const agent = ok(
    await call(server, '/api/developer/agents', {
      token: phoneDeveloper,
      body: await agentForm(server, phoneDeveloper),
    }),
    'agent',
  ).body.data.agent;
  const keys = BUILTIN_AGENTS.map((each) => each.agentKey);
  const builtins = await server.db.query<{ id: string }>(
    'select id::text as id from agents where agent_key in ($1, $2) order by id',
    keys.slice(0, 2),
  );
  ok(
    await call(server, '/api/developer/legions', {
      token: phoneDeveloper,
      body: {
        nameZh: '手机军团',
        nameEn: 'Phone legion',
        descriptionZh: '先计算，再讲解。',
        descriptionEn: 'Calculates, then explains.',
        flow: 'sequence',
        members: builtins.map((row, index) => ({
          agentId: row.id,
          role: `成员${index + 1}`,
          instructions: '',
        })),
        routerAgentId: null,
      },
    }),
    'legion',
  );
  const legions = ok(await call(server, '/api/admin/legion-versions', { token: admin }), 'legions');
  for (const item of legions.body.data.items as { id: string }[]) {
    await call(server, `/api/admin/legion-versions/${item.id}/review`, {
      token: admin,
      body: { decision: 'approve' },
    });
  }
  for (const owner of [phoneDeveloper, developer]) {
    const added = ok(
      await call(server, '/api/developer/members', {
        token: owner,
        body: { mobile: PHONE_MEMBER_MOBILE },
      }),
      'team member',
    ).body.data;
    const own = ok(await call(server, '/api/developer/agents', { token: owner }), 'agents');
    const agentIds = (own.body.data.items as { id: string; access: string }[])
      .filter((item) => item.access === 'owner')
      .slice(0, 1)
      .map((item) => item.id);
    ok(
      await call(server, `/api/developer/members/${added.userId}/agents`, {
        token: owner,
        method: 'PUT',
        body: { agentIds: owner === phoneDeveloper ? [agent.id] : agentIds },
      }),
      'authorization',
    );
  }
  // the member keeps a knowledge base with a document and starts paying for a plan, so that
  // those endpoints are asked with real ids
  const base = ok(
    await call(server, '/api/knowledge', { token: phoneMember, body: { name: '我的资料' } }),
    'knowledge base',
  ).body.data;
  const form = new FormData();
  form.append(KNOWLEDGE_UPLOAD.field, new Blob(['联系人：手机用户\n']), 'notes.txt');
  const uploaded = await fetch(`${server.url}${KNOWLEDGE_UPLOAD.path.replace(':id', base.id)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${phoneMember}` },
    body: form,
  });
  if (uploaded.status !== 200) throw new Error(`upload: ${await uploaded.text()}`);
  ok(
    await call(server, '/api/payment/orders', {
      token: phoneMember,
      body: {
        planId: 'agent-premium',
        months: 1,
        method: PAYMENT_METHODS[0],
        agreementAccepted: true,
      },
    }),
    'payment',
  );
  qrToken = ok(await call(server, '/api/login/chainPalQRParam'), 'qr').body.data.token;

  for (const role of ROLES) {
    if (!tokens[role]) continue;
    const me = ok(await call(server, '/api/user/me', { token: tokens[role] }), 'me');
    const [row] = await server.db.query<{ mobile: string | null }>(
      'select mobile from users where id = $1::bigint',
      [me.body.data.id],
    );
    if (row?.mobile) ownMobile[role] = row.mobile;
  }
  const known = await server.db.query<{ mobile: string }>(
    `select mobile from users where mobile is not null
     union select mobile from developer_applications`,
  );
  mobiles = known.map((row) => row.mobile).filter((mobile) => /^\d{8,}$/.test(mobile));

  const jobs: (() => Promise<void>)[] = [];
  for (const role of ROLES) {
    for (const [name] of gets) {
      jobs.push(async () => {
        for (const path of await pathsOf(name, role)) {
          answers.push({
            role,
            name,
            path,
            answer: await call(server, path, { token: tokens[role] }),
          });
        }
      });
    }
    jobs.push(async () => {
      const path = '/api/admin/orders.csv';
      answers.push({
        role,
        name: 'ordersCsv',
        path,
        answer: await call(server, path, { token: tokens[role] }),
      });
    });
  }
  // a few at a time: enough to be quick, few enough for PGlite
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        await job?.();
      }
    }),
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** the full mobiles in a text, each standing alone (not inside a longer number) */
function fullMobilesIn(text: string): string[] {
  return mobiles.filter((mobile) => new RegExp(`(?<!\\d)${mobile}(?!\\d)`).test(text));
}

describe('no answer carries a full mobile number', () => {
  it('every GET endpoint with a path parameter says where its ids come from', () => {
    const missing = gets
      .filter(([name, definition]) => definition.path.includes(':') && !ID_SOURCES[name])
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('the platform holds the mobiles of the seed and of the phone sign-ins', () => {
    expect(mobiles).toEqual(
      expect.arrayContaining(['13700000001', '13800000002', '13900000003', '19900000001']),
    );
    expect(mobiles).toEqual(expect.arrayContaining([PHONE_MEMBER_MOBILE, PHONE_DEVELOPER_MOBILE]));
  });

  it('every GET endpoint answered someone with data, so each was really read', () => {
    const answered = new Set(
      answers.filter((entry) => entry.answer.status === 200).map((entry) => entry.name),
    );
    const unread = gets.map(([name]) => name).filter((name) => !answered.has(name));
    expect(unread).toEqual([]);
  });

  it.each(ROLES)('as %s', (role) => {
    const leaks = answers
      .filter((entry) => entry.role === role)
      .flatMap((entry) => {
        const text =
          typeof entry.answer.body === 'string'
            ? entry.answer.body
            : JSON.stringify(entry.answer.body);
        return (
          fullMobilesIn(text)
            // the applicant's own application form holds the mobile they typed, for them alone
            .filter(
              (mobile) => !(entry.name === 'myDeveloperApplication' && mobile === ownMobile[role]),
            )
            .map((mobile) => `${entry.path}: ${mobile}`)
        );
      });
    expect(leaks).toEqual([]);
  });
});

describe('how a person without a name is shown', () => {
  it('a phone sign-in gets a generated handle, not derived from the mobile', async () => {
    const me = await call(server, '/api/user/me', { token: tokens.phoneMember });
    expect(me.body.data.username).toMatch(/^user_[a-z2-7]{10}$/);
    expect(me.body.data.username).not.toContain(PHONE_MEMBER_MOBILE.slice(-4));
    expect(me.body.data).toMatchObject({ name: '', mobile: '177****0001' });
  });

  it('a team member by their masked mobile; a developer by their certified name', async () => {
    const team = await call(server, '/api/developer/members', { token: tokens.developer });
    expect(team.body.data.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: '177****0001' })]),
    );
    const managed = await call(server, '/api/developer/agents', { token: tokens.phoneMember });
    const owners = managed.body.data.items.map((item: { ownerName: string }) => item.ownerName);
    expect(owners).toContain(phoneDeveloperName);
    const legions = await call(server, '/api/legions');
    expect(
      legions.body.data.items.map((item: { developerName: string }) => item.developerName),
    ).toContain(phoneDeveloperName);
  });

  it('the approved developer’s name is their name in the account menu', async () => {
    const me = await call(server, '/api/user/me', { token: tokens.phoneDeveloper });
    expect(me.body.data.name).toBe(phoneDeveloperName);
  });
});
