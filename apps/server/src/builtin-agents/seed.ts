/**
 * Keeps the built-in agents' rows right at every start: each is found by its fixed agent key
 * (catalog.ts) and its versions are pointed at `{baseUrl}/builtin-agents/{slug}`, since the
 * server's address can change between runs (tests listen on a random port). On a fresh platform
 * the market seed wrote them as ordinary seed agents (same slugs): the first start gives them
 * their fixed key and the hash of a new random secret. A platform seeded before an agent became
 * built-in gets it created, published, with the seed's names and pictures but no history, and
 * so does a platform without demo data, where they belong to the admin account.
 */
import { agentSigningKey } from '@legion/api';
import { users } from '../accounts/index.ts';
import { agentsData } from '../agents/index.ts';
import { newAgentSecret } from '../agents/service.ts';
import type { Database, Queryable } from '../db/database.ts';
import { seedLogoUrl } from '../market/media.ts';
import { identityOf, seedVersionFields } from '../market/seed.ts';
import { SEED_AGENTS } from '../market/seed-agents.ts';
import { prng, seedOf } from '../shared/random.ts';
import { BUILTIN_AGENTS, type BuiltinAgent, builtinAgentUrl } from './catalog.ts';
import type { BuiltinSigningKey } from './routes.ts';

export interface EnsureBuiltinAgentsOptions {
  /** where this server is reached, e.g. http://127.0.0.1:3000 (LEGION_PUBLIC_URL) */
  baseUrl: string;
  now: () => number;
  log?: ((line: string) => void) | undefined;
}

/** the hash the platform keeps of a secret nobody is told: the built-in reads the hash itself */
const newSecretHash = () => agentSigningKey(newAgentSecret());

/** Finds, adopts or creates each built-in agent and points it at `baseUrl`; idempotent. */
export async function ensureBuiltinAgents(
  db: Database,
  options: EnsureBuiltinAgentsOptions,
): Promise<void> {
  for (const builtin of BUILTIN_AGENTS) {
    await db.transaction(async (tx) => {
      const agentId = await findOrCreate(tx, builtin, options);
      if (!agentId) {
        options.log?.(`Built-in agent ${builtin.slug}: no developer or admin account, not set up`);
        return;
      }
      await agentsData(tx).setVersionsUrl(agentId, builtinAgentUrl(options.baseUrl, builtin.slug));
    });
  }
}

async function findOrCreate(
  tx: Queryable,
  builtin: BuiltinAgent,
  options: EnsureBuiltinAgentsOptions,
): Promise<string | null> {
  const repo = agentsData(tx);
  const known = await repo.idOfKey(builtin.agentKey);
  if (known) return known;
  const accounts = users(tx);
  // the demo developer's, as the market seed wrote them; without demo data, the admin's
  const developer =
    (await accounts.findUserByUsername('developer')) ??
    (await accounts.findUserByUsername('admin'));
  if (!developer) return null;

  const seeded = await repo.seededAgentWithLogo(developer.id, seedLogoUrl(builtin.slug));
  if (seeded) {
    await repo.setKeyAndSecretHash(seeded, builtin.agentKey, await newSecretHash());
    return seeded;
  }

  const agent = SEED_AGENTS.find((candidate) => candidate.slug === builtin.slug);
  if (!agent) throw new Error(`built-in agent ${builtin.slug} has no seed-agents.ts entry`);
  const at = new Date(options.now());
  const agentId = await repo.insertPublishedAgent({
    developerId: developer.id,
    category: agent.category,
    agentKey: builtin.agentKey,
    secretHash: await newSecretHash(),
    at,
  });
  // another instance starting at the same time made it first
  if (!agentId) return repo.idOfKey(builtin.agentKey);
  const reviewer = await accounts.findUserByUsername('admin');
  const identity = identityOf(agent, prng(seedOf(agent.slug)));
  await repo.insertSeedVersion({
    ...seedVersionFields(agent, agentId, identity, builtinAgentUrl(options.baseUrl, builtin.slug)),
    version: agent.version,
    status: 'approved',
    reviewComment: '平台内置智能体。',
    reviewerId: reviewer?.id ?? null,
    reviewedAt: at,
    submittedAt: at,
  });
  options.log?.(`Built-in agent ${builtin.slug}: added to the market`);
  return agentId;
}

/** What the mounted built-ins verify calls with: each one's key and secret hash, read per call. */
export function builtinSigningKeys(
  db: Queryable,
): (slug: string) => Promise<BuiltinSigningKey | null> {
  return async (slug) => {
    const builtin = BUILTIN_AGENTS.find((agent) => agent.slug === slug);
    if (!builtin) return null;
    const row = await agentsData(db).keyAndSecretHash(builtin.agentKey);
    return row ? { agentKey: row.agentKey, signingKey: row.secretHash } : null;
  };
}
