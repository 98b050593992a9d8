/** What the developer-console tests share: accounts of their own, uploads, a valid agent form. */
import {
  AGENT_CHECK_WARNINGS,
  type AgentForm,
  agentCreatedSchema,
  creditCodeCheckCharacter,
  type DeveloperApplicationInput,
  developerAgentDetailSchema,
  idCardCheckCharacter,
} from '@legion/api';
import { accountsRepository } from '../src/accounts/repository.ts';
import { hashPassword } from '../src/accounts/secrets.ts';
import { checkNames } from '../src/agents/checks.ts';
import { checkReports } from '../src/agents/conformance.ts';
import { call, TEST_SEED_PASSWORD, type TestServer } from './helpers.ts';

export const VALID_ID_CARD = `11010519491231002${idCardCheckCharacter('11010519491231002')}`;
export const VALID_CREDIT_CODE = `91350100M000100Y4${creditCodeCheckCharacter('91350100M000100Y4')}`;

/** a 1×1 PNG */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let accountSerial = 0;

export interface Account {
  id: string;
  token: string;
  mobile: string;
  email: string;
  name: string;
}

/**
 * A new account with the seed password, signed in: a plain user, or a certified developer.
 * Mobiles 166xxxxxxxx are the tests' own.
 */
export async function addAccount(
  server: TestServer,
  options: { developer?: boolean; name?: string } = {},
): Promise<Account> {
  accountSerial += 1;
  const serial = String(accountSerial).padStart(8, '0');
  const username = `tester${serial}`;
  const mobile = `166${serial}`;
  const email = `${username}@example.com`;
  const name = options.name ?? `测试者${accountSerial}`;
  const user = await accountsRepository(server.db).insertUser({
    username,
    name,
    mobile,
    email,
    role: options.developer ? 'developer' : 'user',
    developerStatus: options.developer ? 1 : null,
    developerRole: options.developer ? 0 : null,
    passwordHash: await hashPassword(TEST_SEED_PASSWORD),
    createdAt: new Date(server.clock.now()),
  });
  if (!user) throw new Error(`account ${username} not created`);
  const login = await call(server, '/api/login/password', {
    body: { username, password: TEST_SEED_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  return { id: user.id, token: login.body.data.token, mobile, email, name };
}

export interface UploadFile {
  bytes: Uint8Array | Buffer;
  name?: string;
  type?: string;
  field?: string;
}

/** POST /api/developer/images with these files as multipart form data */
export async function upload(
  server: TestServer,
  token: string | null,
  files: UploadFile[],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? 'image.png',
    );
  }
  const response = await fetch(`${server.url}/api/developer/images`, {
    method: 'POST',
    body: form,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the server answered
  return { status: response.status, body: body as any, headers: response.headers };
}

/** uploads the tiny PNG as the caller; answers its URL */
export async function uploadPng(server: TestServer, token: string): Promise<string> {
  const answer = await upload(server, token, [{ bytes: TINY_PNG }]);
  if (answer.status !== 200) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.url;
}

/** a complete agent form with the caller's uploaded images */
export async function agentForm(
  server: TestServer,
  token: string,
  fields: Partial<AgentForm> = {},
): Promise<AgentForm> {
  const [logo, coverZh, coverEn] = fields.logo
    ? [fields.logo, fields.coverZh ?? fields.logo, fields.coverEn ?? fields.logo]
    : await Promise.all([
        uploadPng(server, token),
        uploadPng(server, token),
        uploadPng(server, token),
      ]);
  return {
    nameZh: '测试助手',
    nameEn: 'Test Helper',
    descriptionZh: '一个用于测试的智能体。',
    descriptionEn: 'An agent for tests.',
    category: 'productivity',
    company: '测试科技有限公司',
    url: 'https://agents.example.com/test-helper',
    logo,
    coverZh,
    coverEn,
    version: '1.0.0',
    legalPersonName: '测试者',
    idCardNumber: VALID_ID_CARD,
    socialCreditCode: VALID_CREDIT_CODE,
    releaseNotesZh: '改进回答的准确性。',
    releaseNotesEn: 'More accurate answers.',
    ...fields,
  };
}

export const validApplication: DeveloperApplicationInput = {
  developerName: '林小雨',
  mobile: '13900000003',
  email: 'user@legion.local',
  companyName: '小雨科技有限公司',
  industry: 'software',
  legalPersonName: '林小雨',
  idCardNumber: VALID_ID_CARD,
  socialCreditCode: VALID_CREDIT_CODE,
};

/** YYYY-MM-DD of the server's today, or `days` from it */
export function serverDay(server: TestServer, days = 0): string {
  return new Date(server.clock.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** the admin's decision on a pending agent version */
export function reviewVersion(
  server: TestServer,
  adminToken: string,
  versionId: string,
  decision: 'approve' | 'reject',
  comment = '',
) {
  return call(server, `/api/admin/agent-versions/${versionId}/review`, {
    body: { decision, comment },
    token: adminToken,
  });
}

/**
 * Keeps a passing conformance report for the agent's newest version, as if its checks had just
 * run: for tests about what follows a submission, whose agents live at addresses nobody serves.
 */
export async function passChecks(server: TestServer, agentId: string): Promise<void> {
  const reports = checkReports(server.db);
  const latest = await reports.latestVersion(agentId);
  if (!latest) throw new Error(`no version of agent ${agentId}`);
  const checks = checkNames(latest.protocol).map((name) => ({
    name,
    blocking: !AGENT_CHECK_WARNINGS.includes(name),
    outcome: 'pass' as const,
    detail: 'passed in a test',
    firstEventMs: null,
    totalMs: null,
  }));
  await reports.insert(
    latest.version_id,
    'developer',
    { checks, passed: true },
    new Date(server.clock.now()),
  );
}

/**
 * A new agent saved as a draft and then submitted for review, as the console does it in two
 * steps: the agent as it is once submitted, and its secret (shown at creation only).
 */
export async function createSubmittedAgent(server: TestServer, token: string, form: AgentForm) {
  const created = await call(server, '/api/developer/agents', { body: form, token });
  if (created.status !== 200) throw new Error(`not created: ${JSON.stringify(created.body)}`);
  const { agent, agentSecret } = agentCreatedSchema.parse(created.body.data);
  await passChecks(server, agent.id);
  const submitted = await call(server, `/api/developer/agents/${agent.id}/submit`, {
    method: 'POST',
    token,
  });
  if (submitted.status !== 200) throw new Error(`not submitted: ${JSON.stringify(submitted.body)}`);
  return { agent: developerAgentDetailSchema.parse(submitted.body.data), agentSecret };
}

/**
 * Creates an agent and submits it at once, answered as creating one used to be (the agent as
 * submitted, and its secret): for tests about what follows a submission.
 */
export async function postSubmittedAgent(server: TestServer, token: string, form: AgentForm) {
  const created = await call(server, '/api/developer/agents', { body: form, token });
  if (created.status !== 200) return created;
  await passChecks(server, created.body.data.agent.id);
  const submitted = await call(
    server,
    `/api/developer/agents/${created.body.data.agent.id}/submit`,
    {
      method: 'POST',
      token,
    },
  );
  if (submitted.status !== 200) return submitted;
  return {
    ...submitted,
    body: {
      ...submitted.body,
      data: { agent: submitted.body.data, agentSecret: created.body.data.agentSecret },
    },
  };
}

/**
 * The agent's next version saved as a draft, checked and submitted, as the console does it in
 * three steps: the submission's answer, or the save's when the save failed.
 */
export async function submitVersion(
  server: TestServer,
  token: string,
  agentId: string,
  body: Record<string, unknown>,
) {
  const saved = await call(server, `/api/developer/agents/${agentId}`, {
    method: 'PUT',
    body,
    token,
  });
  if (saved.status !== 200) return saved;
  await passChecks(server, agentId);
  return call(server, `/api/developer/agents/${agentId}/submit`, { method: 'POST', token });
}
