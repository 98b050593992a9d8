/** Fixtures parse with the contract, so a mock cannot drift from the API. */
import {
  type LoginResult,
  loginResultSchema,
  type QrParams,
  qrParamsSchema,
  type User,
  userSchema,
} from '../auth.ts';
import { type Health, healthSchema } from '../health.ts';

export const healthFixture: Health = healthSchema.parse({
  status: 'ok',
  database: 'pglite',
  migrations: 1,
  version: '0.1.0',
});

const user = (fields: Partial<User> & Pick<User, 'id' | 'username' | 'role'>): User =>
  userSchema.parse({
    name: '',
    mobile: '',
    email: '',
    portrait: '',
    permissions: [],
    developer: null,
    ...fields,
  });

export const userFixtures = {
  user: user({
    id: 'u-3',
    username: 'user',
    name: '林小雨',
    mobile: '139****0003',
    email: 'user@legion.local',
    role: 'user',
  }),
  /** a plain user who manages an agent of a developer's team (by a permission of their own) */
  teamMember: user({
    id: 'u-3',
    username: 'user',
    name: '林小雨',
    mobile: '139****0003',
    email: 'user@legion.local',
    role: 'user',
    permissions: ['my-plugins:manage'],
  }),
  developer: user({
    id: 'u-2',
    username: 'developer',
    name: '陈开发',
    mobile: '138****0002',
    email: 'developer@legion.local',
    role: 'developer',
    developer: { status: 1, role: 0 },
  }),
  admin: user({
    id: 'u-1',
    username: 'admin',
    name: '周立',
    mobile: '137****0001',
    email: 'admin@legion.local',
    role: 'admin',
    developer: { status: 1, role: 1 },
  }),
  withPortrait: user({
    id: 'u-4',
    username: 'amy',
    name: 'Amy Zhou',
    mobile: '136****1234',
    email: 'amy@example.com',
    role: 'user',
    portrait:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="%23f59e0b"/><circle cx="16" cy="13" r="6" fill="%23fff"/><rect x="6" y="21" width="20" height="11" rx="5" fill="%23fff"/></svg>',
  }),
  /** no name: the menu shows the masked mobile */
  mobileOnly: user({ id: 'u-5', username: 'u5', mobile: '135****6789', role: 'user' }),
  /** no name, no mobile: the e-mail */
  emailOnly: user({ id: 'u-6', username: 'u6', email: 'only@example.com', role: 'user' }),
  /** nothing to show: '--' */
  anonymous: user({ id: 'u-7', username: 'u7', role: 'user' }),
} satisfies Record<string, User>;

export const qrParamsFixture: QrParams = qrParamsSchema.parse({
  token: 'qr-token-fixture',
  timestamp: 1_767_225_600_000,
  qrCode: JSON.stringify({ action: 'legion-login', token: 'qr-token-fixture' }),
});

export function loginResultFixture(who: User = userFixtures.user): LoginResult {
  return loginResultSchema.parse({ token: `token-${who.id}`, userInfo: who, role: who.role });
}
