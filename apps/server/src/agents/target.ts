/**
 * How to call an agent's version: its protocol, URL and keys as the adapters take them, the
 * sealed API key opened for this agent only. A key that no longer opens (the server's
 * LEGION_SECRET_KEY changed or is missing) fails the call as refused credentials.
 */
import { createHash } from 'node:crypto';
import type { SecretBox } from '../shared/secret-box.ts';
import { AgentCallError, type AgentTarget } from './protocols/index.ts';
import type { CallableAgentRow } from './repository.ts';

/**
 * A person as an agent sees them: stable for that agent, not their platform id, and different
 * for every agent (the agent's signing key, the SHA-256 of its secret, salts it).
 */
export const agentUserId = (signingKey: string, userId: string) =>
  createHash('sha256').update(`${signingKey}:${userId}`).digest('hex').slice(0, 32);

/** what the credential of an agent's versions is sealed for: that agent only */
export const credentialContext = (agentId: string) => `agent-credential:${agentId}`;

export function agentCallTarget(
  row: CallableAgentRow,
  box: SecretBox,
  /** the context an A2A agent named earlier in this conversation */
  contextId?: string | null,
): AgentTarget {
  switch (row.protocol) {
    case 'legion':
      return {
        protocol: 'legion',
        url: row.url,
        agentKey: row.agent_key,
        signingKey: row.agent_secret_hash,
      };
    case 'openai-chat':
      return {
        protocol: 'openai-chat',
        baseUrl: row.url,
        model: row.model,
        apiKey: openCredential(row, box),
      };
    case 'a2a':
      return {
        protocol: 'a2a',
        url: row.url,
        credential: openCredential(row, box),
        contextId: contextId ?? undefined,
      };
  }
}

function openCredential(row: CallableAgentRow, box: SecretBox): string {
  if (!row.credential) return '';
  try {
    return box.open(row.credential, credentialContext(row.id));
  } catch {
    throw new AgentCallError('refused', "the platform could not read the agent's API key");
  }
}
