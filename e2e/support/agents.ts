/**
 * A draft served by the reference agent of our protocol (examples/agents/legion.ts) on
 * loopback, started with the ID and secret its creation showed, checked and submitted through
 * the real API: a submission needs a passing conformance report.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect } from '@playwright/test';
import { legionAgent } from '../../examples/agents/legion.ts';
import { bearer, data } from './api.ts';

export interface ServedAgent {
  agentId: string;
  /** the version sent to review */
  versionId: string;
  /** where the service answers */
  url: string;
  /** stops the agent's service */
  close: () => Promise<void>;
}

export async function submitServedDraft(
  request: APIRequestContext,
  token: string,
  form: Record<string, unknown>,
): Promise<ServedAgent> {
  const created = await data<{ agent: { id: string; agentKey: string }; agentSecret: string }>(
    await request.post('/api/developer/agents', { headers: bearer(token), data: form }),
  );
  const service: Server = legionAgent(created.agent.agentKey, created.agentSecret);
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/`;
  const close = () =>
    new Promise<void>((resolve) => {
      service.closeAllConnections();
      service.close(() => resolve());
    });
  const agentId = created.agent.id;
  await data(
    await request.put(`/api/developer/agents/${agentId}`, {
      headers: bearer(token),
      data: { ...form, url },
    }),
  );
  const versionId = await checkAndSubmit(request, token, agentId);
  return { agentId, versionId, url, close };
}

/** runs the checks on the agent's draft, which must pass, and submits it: the version's id */
export async function checkAndSubmit(
  request: APIRequestContext,
  token: string,
  agentId: string,
): Promise<string> {
  const report = await data<{ passed: boolean }>(
    await request.post(`/api/developer/agents/${agentId}/checks`, { headers: bearer(token) }),
  );
  expect(report.passed, JSON.stringify(report)).toBe(true);
  const submitted = await data<{ latest: { id: string } }>(
    await request.post(`/api/developer/agents/${agentId}/submit`, { headers: bearer(token) }),
  );
  return submitted.latest.id;
}
