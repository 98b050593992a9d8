/**
 * Who may call what, for every route the server mounts: each route × visitor (no token), plain
 * user, team member, developer and admin, with the answer each must get. Registry endpoints
 * (the uploads, the orders' CSV and the streams among them) take their rule from the
 * contract's `access`, widened where the server lets more in (REGISTRY_EXCEPTIONS); every
 * other route the app mounts (served images, notifications, sandbox pages, built-in agents,
 * /healthz, the web app) must be listed below with a rule of its own, so a route added without
 * one fails here by name.
 *
 * The requests of roles that are let in carry ids that name nothing (999999) and empty
 * bodies: the handlers answer 400 or 404 and change nothing the other cases rely on.
 *
 * 404 or 403: a role that may not call an endpoint at all gets 403 (the web app never offers
 * it, so a 403 there means a session problem and the web app signs the person out); a caller whose
 * role is let in but who asks for another person's resource gets 404, the very answer of a
 * resource that does not exist, so it neither tells that it exists nor ends the session.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Access, type Endpoint, endpoints } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from './developer-helpers.ts';
import { type Answer, call, signIn, startTestServer, type TestServer } from './helpers.ts';

const ROLES = ['visitor', 'user', 'member', 'developer', 'admin'] as const;
type Role = (typeof ROLES)[number];

/**
 * - `allowed`: past the access rules: neither 401 nor 403 (nor a server error); the handler
 *   may still answer 400 or 404 to the empty input
 * - `sign-in` / `forbidden`: the session refusals, `{code: 401, msg: 'Please sign in'}` and
 *   `{code: 403, msg: 'Not allowed'}`
 * - `not-found`: 404 with the same body the route gives for an id that names nothing
 * - a number: exactly that status (routes with refusals of their own, pages)
 */
type Expected = 'allowed' | 'sign-in' | 'forbidden' | 'not-found' | number;
type Rule = Record<Role, Expected>;

/** the rule of a registry endpoint, from its `access` (see `allowed` in http/endpoint.ts) */
function ruleOf(access: Access): Rule {
  switch (access) {
    case 'public':
      return {
        visitor: 'allowed',
        user: 'allowed',
        member: 'allowed',
        developer: 'allowed',
        admin: 'allowed',
      };
    case 'user':
      return {
        visitor: 'sign-in',
        user: 'allowed',
        member: 'allowed',
        developer: 'allowed',
        admin: 'allowed',
      };
    case 'developer':
      // a team member is a plain user: the role, not the team, opens developer endpoints
      return {
        visitor: 'sign-in',
        user: 'forbidden',
        member: 'forbidden',
        developer: 'allowed',
        admin: 'allowed',
      };
    case 'admin':
      return {
        visitor: 'sign-in',
        user: 'forbidden',
        member: 'forbidden',
        developer: 'forbidden',
        admin: 'allowed',
      };
    case 'host':
      // the host app's server signs; a session, whoever's, opens nothing (reviews.test.ts
      // proves the signed calls)
      return everyone(401);
    case 'key':
      // a person's API key as the bearer; a session's token is not one (access.test.ts)
      return everyone(401);
  }
}

const everyone = (expected: Expected): Rule => ({
  visitor: expected,
  user: expected,
  member: expected,
  developer: expected,
  admin: expected,
});

interface Probe {
  method: string;
  path: string;
  body?: unknown;
}

type OutsideRule =
  /** middleware (body limits, compression, the session, static files): no answer of its own */
  { middleware: string } | { probe: Probe; expected: Rule; why: string };

/** an id that names nothing: a handler that lets the caller in answers 404 (or 400) */
const NO_SUCH_ID = '999999';

/**
 * Every route the app mounts outside the registry, by Hono's method and path, with its rule.
 * A new one must be added here (or made a registry endpoint) for this test to pass.
 */
const OUTSIDE_THE_CONTRACT: Record<string, OutsideRule> = {
  'ALL /*': { middleware: 'compression, the session, security headers, the web app files' },
  'ALL /assets/*': { middleware: 'the web app’s hashed assets' },
  'ALL /open/*': { middleware: 'the body limit of the sandbox host app’s signed service' },
  'ALL /sandbox/phone/*': { middleware: 'the body limit of the sandbox phone' },
  'ALL /sandbox/pay/*': { middleware: 'the body limit of the sandbox wallet' },
  'GET /healthz': {
    probe: { method: 'GET', path: '/healthz' },
    expected: everyone(200),
    why: 'load balancers probe it without a session',
  },
  'GET /api/openapi.json': {
    probe: { method: 'GET', path: '/api/openapi.json' },
    expected: everyone(200),
    why: 'the contract is public documentation',
  },
  'GET /media/seed/logo/:file': {
    probe: { method: 'GET', path: '/media/seed/logo/dispatcher.svg' },
    expected: everyone(200),
    why: 'seed agents’ logos are shown on public market pages',
  },
  'GET /media/seed/cover/:file': {
    probe: { method: 'GET', path: '/media/seed/cover/dispatcher-en.svg' },
    expected: everyone(200),
    why: 'seed agents’ covers are shown on public market pages',
  },
  'GET /media/uploads/:file': {
    probe: { method: 'GET', path: '/media/uploads/0123456789abcdef0123456789abcdef.png' },
    expected: everyone(404),
    why: 'uploaded images are public by their unguessable name; an unknown one is 404 for all',
  },
  'POST /builtin-agents/:slug': {
    probe: { method: 'POST', path: '/builtin-agents/dispatcher', body: {} },
    expected: everyone(401),
    why: 'called by the platform with the agent’s signature; a session opens nothing',
  },
  'POST /open/queryUserId': {
    probe: { method: 'POST', path: '/open/queryUserId', body: {} },
    expected: everyone(401),
    why: 'the sandbox host app’s service is signed with the app secret; a session opens nothing',
  },
  'POST /open/verifyToken': {
    probe: { method: 'POST', path: '/open/verifyToken', body: {} },
    expected: everyone(401),
    why: 'the sandbox host app’s service is signed with the app secret; a session opens nothing',
  },
  'GET /sandbox/phone': {
    probe: { method: 'GET', path: '/sandbox/phone' },
    expected: everyone(200),
    why: 'the sandbox phone stands in for the host app, which has no Legion session',
  },
  'POST /sandbox/phone/scan': {
    probe: { method: 'POST', path: '/sandbox/phone/scan', body: {} },
    expected: everyone(400),
    why: 'the sandbox phone has no Legion session; an empty action is refused as invalid',
  },
  'POST /sandbox/phone/confirm': {
    probe: { method: 'POST', path: '/sandbox/phone/confirm', body: {} },
    expected: everyone(400),
    why: 'the sandbox phone has no Legion session; an empty action is refused as invalid',
  },
  'POST /sandbox/phone/host-token': {
    probe: { method: 'POST', path: '/sandbox/phone/host-token', body: {} },
    expected: everyone(400),
    why: 'the sandbox phone has no Legion session; an empty action is refused as invalid',
  },
  'POST /sandbox/phone/review': {
    probe: { method: 'POST', path: '/sandbox/phone/review', body: {} },
    expected: everyone(400),
    why: 'the sandbox phone signs as the host app, not as a Legion session; an empty review is refused',
  },
  'POST /sandbox/phone/review-lookup': {
    probe: { method: 'POST', path: '/sandbox/phone/review-lookup', body: {} },
    expected: everyone(400),
    why: 'the sandbox phone signs as the host app, not as a Legion session; an empty lookup is refused',
  },
  'GET /sandbox/sms': {
    probe: { method: 'GET', path: '/sandbox/sms' },
    expected: everyone(200),
    why: 'the sandbox SMS outbox is for testers, who read their codes there',
  },
  'GET /sandbox/pay/:token': {
    probe: { method: 'GET', path: '/sandbox/pay/no-such-token' },
    expected: everyone(404),
    why: 'the sandbox wallet page is opened by its QR token alone; an unknown one is 404',
  },
  'POST /sandbox/pay/:token/pay': {
    probe: { method: 'POST', path: '/sandbox/pay/no-such-token/pay' },
    expected: everyone(404),
    why: 'the sandbox wallet pays by its QR token alone; an unknown one is 404',
  },
  'POST /sandbox/pay/:token/pay-lost': {
    probe: { method: 'POST', path: '/sandbox/pay/no-such-token/pay-lost' },
    expected: everyone(404),
    why: 'the sandbox wallet pays without notifying by its QR token alone; an unknown one is 404',
  },
  'POST /sandbox/pay/:token/decline': {
    probe: { method: 'POST', path: '/sandbox/pay/no-such-token/decline' },
    expected: everyone(404),
    why: 'the sandbox wallet declines by its QR token alone; an unknown one is 404',
  },
  'GET /storybook/*': {
    probe: { method: 'GET', path: '/storybook/' },
    expected: everyone(404),
    why: 'the component catalogue is static files for everyone; not built here, it is 404 for all',
  },
  'GET /*': {
    probe: { method: 'GET', path: '/plugins/market' },
    expected: everyone(200),
    why: 'the web app’s pages load for everyone; the API decides what they show',
  },
};

/**
 * Registry endpoints whose rule says more than their `access`: the server lets a team member
 * (a user by role) in, or the answer to the probe is known exactly.
 */
const REGISTRY_EXCEPTIONS: Partial<Record<keyof typeof endpoints, Partial<Rule>>> = {
  // developers, admins and the team members of an agent upload its images; a plain user not
  // on any team may not
  uploadImage: { user: 'forbidden' },
  // anyone signed in uploads into their own bases; another's or none is 404
  uploadKnowledgeDocument: { user: 404, member: 404, developer: 404, admin: 404 },
  // the order export is the admin order list as a file
  exportOrders: { admin: 200 },
};

const registry = (Object.entries(endpoints) as [keyof typeof endpoints, Endpoint][]).map(
  ([name, definition]) => ({
    name,
    route: `${definition.method} ${definition.path}`,
    definition,
  }),
);

interface Case {
  route: string;
  probe: Probe;
  expected: Rule;
}

const cases: Case[] = [
  ...registry.map(({ name, route, definition }) => ({
    route,
    probe: {
      method: definition.method,
      path: definition.path.replace(/:\w+/g, NO_SUCH_ID),
      // an upload is probed without its multipart body: the access rules come first
      ...(['GET', 'DELETE'].includes(definition.method) || definition.transport?.kind === 'upload'
        ? {}
        : { body: {} }),
    },
    expected: { ...ruleOf(definition.access), ...REGISTRY_EXCEPTIONS[name] },
  })),
  ...Object.entries(OUTSIDE_THE_CONTRACT).flatMap(([route, rule]) =>
    'probe' in rule ? [{ route, probe: rule.probe, expected: rule.expected }] : [],
  ),
];

/** ends the caller's session: asked last, once every other answer is in */
const LOGOUT = `${endpoints.logout.method} ${endpoints.logout.path}`;

let server: TestServer;
let webRoot: string;
const tokens: Record<Role, string | null> = {
  visitor: null,
  user: null,
  member: null,
  developer: null,
  admin: null,
};
/** the seed agent the seed user manages as a member of the seed developer's team */
let memberAgentId = '';
const answers = new Map<string, Answer>();
/** "my agents" of the member and of the plain user */
const lists: Partial<Record<'member' | 'user', Answer>> = {};

/**
 * With the id of the agent the member manages: the owner and the member are let in; to a plain
 * user and an admin (who is not on the team: admins review in the admin console) it is another
 * person's agent, 404 exactly as for an agent that does not exist. A developer endpoint stays
 * closed (403) to the member and the plain user, who are users by role.
 */
const TEAM_CASES: { route: string; probe: (id: string) => Probe; expected: Partial<Rule> }[] = [
  {
    route: 'GET /api/developer/agents/:id',
    probe: (id) => ({ method: 'GET', path: `/api/developer/agents/${id}` }),
    expected: {
      visitor: 'sign-in',
      user: 'not-found',
      member: 200,
      developer: 200,
      admin: 'not-found',
    },
  },
  {
    route: 'GET /api/developer/agents/:id/statistics',
    probe: (id) => ({
      method: 'GET',
      path: `/api/developer/agents/${id}/statistics?from=2026-01-01&to=2026-01-07`,
    }),
    expected: {
      visitor: 'sign-in',
      user: 'not-found',
      member: 200,
      developer: 200,
      admin: 'not-found',
    },
  },
  {
    route: 'GET /api/developer/agents/:id/users',
    probe: (id) => ({ method: 'GET', path: `/api/developer/agents/${id}/users` }),
    expected: {
      visitor: 'sign-in',
      user: 'not-found',
      member: 200,
      developer: 200,
      admin: 'not-found',
    },
  },
  {
    // the owner is not asked: it would rotate the agent's secret
    route: 'POST /api/developer/agents/:id/secret',
    probe: (id) => ({ method: 'POST', path: `/api/developer/agents/${id}/secret`, body: {} }),
    expected: { visitor: 'sign-in', user: 'forbidden', member: 'forbidden', admin: 'not-found' },
  },
];

const keyOf = (route: string, role: Role) => `${role} ${route}`;

/** runs the jobs a few at a time: enough to be quick, few enough for PGlite */
async function inPool(jobs: (() => Promise<void>)[], size = 4) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        await job?.();
      }
    }),
  );
}

const ask = (probe: Probe, role: Role) =>
  call(server, probe.path, {
    method: probe.method,
    token: tokens[role],
    ...(probe.body === undefined ? {} : { body: probe.body }),
  });

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'legion-role-matrix-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Legion</title>');
  server = await startTestServer({ webRoot });
  // the seed user is on the seed developer's team; the plain user is on nobody's
  tokens.member = await signIn(server, 'user');
  tokens.developer = await signIn(server, 'developer');
  tokens.admin = await signIn(server, 'admin');
  tokens.user = (await addAccount(server)).token;

  const managed = await call(server, '/api/developer/agents', { token: tokens.member });
  memberAgentId =
    managed.body.data.items.find((agent: { access: string }) => agent.access === 'member')?.id ??
    '';

  const jobs = (list: Case[]) =>
    list.flatMap((entry) =>
      ROLES.map((role) => async () => {
        answers.set(keyOf(entry.route, role), await ask(entry.probe, role));
      }),
    );
  const teamJobs = TEAM_CASES.flatMap((entry) =>
    ROLES.filter((role) => entry.expected[role] !== undefined).flatMap((role) => [
      async () => {
        answers.set(
          keyOf(`team ${entry.route}`, role),
          await ask(entry.probe(memberAgentId), role),
        );
      },
      async () => {
        answers.set(
          keyOf(`nothing ${entry.route}`, role),
          await ask(entry.probe(NO_SUCH_ID), role),
        );
      },
    ]),
  );
  await inPool([...teamJobs, ...jobs(cases.filter((entry) => entry.route !== LOGOUT))]);
  lists.member = await call(server, '/api/developer/agents', { token: tokens.member });
  lists.user = await call(server, '/api/developer/agents', { token: tokens.user });
  // last: these end the sessions
  await inPool(jobs(cases.filter((entry) => entry.route === LOGOUT)));
});
afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

function expectAnswer(
  answer: Answer | undefined,
  expected: Expected,
  label: string,
  /** the answer to the same request for an id that names nothing */
  nothing?: Answer,
) {
  if (!answer) throw new Error(`${label}: no answer`);
  const seen = `${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
  if (expected === 'allowed') {
    expect([401, 403], seen).not.toContain(answer.status);
    expect(answer.status, seen).toBeLessThan(500);
  } else if (expected === 'sign-in') {
    expect({ status: answer.status, body: answer.body }, seen).toEqual({
      status: 401,
      body: { code: 401, msg: 'Please sign in' },
    });
  } else if (expected === 'not-found') {
    expect(answer.status, seen).toBe(404);
    expect(answer.body, seen).toEqual(nothing?.body);
  } else if (expected === 'forbidden') {
    expect({ status: answer.status, body: answer.body }, seen).toEqual({
      status: 403,
      body: { code: 403, msg: 'Not allowed' },
    });
  } else {
    expect(answer.status, seen).toBe(expected);
  }
}

describe('every route has a rule', () => {
  it('each route the server mounts is a registry endpoint or listed with its own rule', () => {
    const contract = new Set(registry.map((entry) => entry.route));
    const mounted = [...new Set(server.routes.map((route) => `${route.method} ${route.path}`))];
    const unruled = mounted.filter(
      (route) => !contract.has(route) && !Object.hasOwn(OUTSIDE_THE_CONTRACT, route),
    );
    expect(
      unruled,
      'routes with no rule: add them to OUTSIDE_THE_CONTRACT or the registry',
    ).toEqual([]);
  });

  it('every route under /api and /v1 is mounted by the mounter, from the registry', () => {
    const outside = server.routes
      .filter((route) => /^\/(api|v1)(\/|$)/.test(route.path))
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !server.mounted.has(route));
    expect([...new Set(outside)], 'mount these with the mounter, as registry entries').toEqual([]);
    const contract = new Set(registry.map((entry) => entry.route));
    expect([...server.mounted].filter((route) => !contract.has(route))).toEqual([]);
  });

  it('each registry endpoint and each listed route is mounted', () => {
    const mounted = new Set(server.routes.map((route) => `${route.method} ${route.path}`));
    const missing = [
      ...registry.map((entry) => entry.route),
      ...Object.keys(OUTSIDE_THE_CONTRACT),
    ].filter((route) => !mounted.has(route));
    expect(missing).toEqual([]);
  });
});

describe('the role matrix', () => {
  it.each(cases.map((entry) => [entry.route, entry] as const))('%s', (_route, entry) => {
    for (const role of ROLES) {
      expectAnswer(
        answers.get(keyOf(entry.route, role)),
        entry.expected[role],
        `${entry.route} as ${role}`,
      );
    }
  });
});

describe('what a team member may do beyond a plain user', () => {
  it('the seed user manages one of the seed developer’s agents', () => {
    expect(memberAgentId).toMatch(/^\d+$/);
  });

  it.each(TEAM_CASES.map((entry) => [entry.route, entry] as const))('%s', (_route, entry) => {
    for (const role of ROLES) {
      const expected = entry.expected[role];
      if (expected === undefined) continue;
      const answer = answers.get(keyOf(`team ${entry.route}`, role));
      const nothing = answers.get(keyOf(`nothing ${entry.route}`, role));
      expectAnswer(answer, expected, `${entry.route} (the member's agent) as ${role}`, nothing);
    }
  });

  it('the member’s list holds the agent, a plain user’s holds none', () => {
    const managed = lists.member?.body.data.items.map((agent: { id: string }) => agent.id);
    expect(managed).toContain(memberAgentId);
    expect(lists.user?.body.data).toMatchObject({ items: [], total: 0 });
  });
});
