/** What the journeys share: signing in through the real API, calls with a bearer, images. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_SEED_PASSWORD } from '../playwright.config.ts';

export interface Session {
  token: string;
  user: { id: string; name: string };
}

/** a fresh mobile number: each run and each project gets its own new user */
export const freshMobile = () => `15${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; data: unknown };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as T;
}

/** signs a phone number in the way the sandbox phone does: QR, scan, confirm, log in */
export async function signInByPhone(request: APIRequestContext, mobile: string): Promise<Session> {
  const qr = await data<{ token: string }>(await request.get('/api/login/chainPalQRParam'));
  await data(await request.post('/sandbox/phone/scan', { data: { qrToken: qr.token } }));
  await data(await request.post('/sandbox/phone/confirm', { data: { qrToken: qr.token, mobile } }));
  const login = await data<{ token: string; userInfo: Session['user'] }>(
    await request.post('/api/login/qrLogin', { data: { qrToken: qr.token } }),
  );
  return { token: login.token, user: login.userInfo };
}

export async function signInAdmin(request: APIRequestContext): Promise<string> {
  const login = await data<{ token: string }>(
    await request.post('/api/login/password', {
      data: { username: 'admin', password: E2E_SEED_PASSWORD },
    }),
  );
  return login.token;
}

/** signs a seed account in with its password, as a session the app can restore */
export async function signInSeed(
  request: APIRequestContext,
  username: 'admin' | 'developer' | 'user',
): Promise<Session> {
  const login = await data<{ token: string; userInfo: Session['user'] }>(
    await request.post('/api/login/password', {
      data: { username, password: E2E_SEED_PASSWORD },
    }),
  );
  return { token: login.token, user: login.userInfo };
}

/** a developer application for the phone user, by the API (the form has its own journey) */
export async function applyAsDeveloper(
  request: APIRequestContext,
  session: Session,
  mobile: string,
  name = '测试开发者',
): Promise<{ id: string }> {
  return data<{ id: string }>(
    await request.post('/api/developer/application', {
      headers: bearer(session.token),
      data: {
        developerName: name,
        mobile,
        email: `d${mobile}@example.com`,
        companyName: `${name}科技有限公司`,
        industry: 'internet',
        legalPersonName: name,
        idCardNumber: '11010519491231002X',
        socialCreditCode: '91350100M000100Y43',
      },
    }),
  );
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** stores the session in the tab as signing in does: the next page opened restores it */
export async function storeSession(page: Page, session: Session) {
  await page.goto('/docs');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('userId', user.id);
  }, session);
}

/** opens the app signed in as the session (what a restored session looks like) */
export async function openSignedIn(page: Page, session: Session, path: string) {
  await storeSession(page, session);
  await page.goto(path);
}

/** a real 1×1 PNG */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wJ/lR4y1wAAAABJRU5ErkJggg==',
  'base64',
);
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** uploads a PNG as the developer's agent image: its address, for an agent's form */
export async function uploadAgentImage(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  const uploaded = await data<{ url: string }>(
    await request.post('/api/developer/images', {
      headers: bearer(token),
      multipart: { file: png(name) },
    }),
  );
  return uploaded.url;
}
