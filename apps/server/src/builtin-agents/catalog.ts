/**
 * The built-in agents: agents the platform ships and serves itself (under
 * `POST /builtin-agents/{slug}`), so that a fresh platform has agents that answer with no outside
 * service. In the market they are ordinary seed agents (market/seed-agents.ts, same slugs); what
 * makes them built-in is this fixed agent key, by which the server finds their rows at every
 * start to point their URL at itself and to read the signing key they verify calls with.
 */

export const BUILTIN_AGENTS_PATH = '/builtin-agents';

export type BuiltinAgentSlug = 'knowledge-answerer' | 'utility' | 'dispatcher';

export interface BuiltinAgent {
  slug: BuiltinAgentSlug;
  /** `agt_` + 16 hex like every key, but fixed, so a restart finds the same row */
  agentKey: string;
}

export const BUILTIN_AGENTS: readonly BuiltinAgent[] = [
  { slug: 'knowledge-answerer', agentKey: 'agt_b0000000000000a1' },
  { slug: 'utility', agentKey: 'agt_b0000000000000a2' },
  { slug: 'dispatcher', agentKey: 'agt_b0000000000000a3' },
];

export const builtinAgentOf = (slug: string): BuiltinAgent | undefined =>
  BUILTIN_AGENTS.find((agent) => agent.slug === slug);

/** where the platform calls a built-in agent on a server reachable at `baseUrl` */
export const builtinAgentUrl = (baseUrl: string, slug: BuiltinAgentSlug) =>
  `${baseUrl.replace(/\/+$/, '')}${BUILTIN_AGENTS_PATH}/${slug}`;
