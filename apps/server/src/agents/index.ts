/**
 * What the agents domain offers the others: the reads and writes they need of an agent and its
 * versions, without its repository (decision 0127). A query of another domain that joins agents
 * into its own rows takes the agents part from the fragments of sql.ts instead.
 */
import type { Queryable } from '../db/database.ts';
import { agentsRepository } from './repository.ts';

export { callQuality, listCalls, recordCall } from './calls.ts';
export { agentCallTarget, agentUserId } from './target.ts';

/** the 404 to an agent that does not exist, or is not on the market for the caller */
export const AGENT_NOT_FOUND = 'Agent not found';
export const AGENT_VERSION_NOT_FOUND = 'Agent version not found';

/** the agents as other domains see them, on this connection or transaction */
export function agentsData(db: Queryable) {
  const repo = agentsRepository(db);
  return {
    // the market
    releases: repo.releases,
    publishedSubscriberCount: repo.publishedSubscriberCount,
    subscriberCount: repo.subscriberCount,
    // reviews
    publishedAgentAt: repo.publishedAgentAt,
    // the admin's review pages
    versionAgent: repo.versionAgent,
    listVersions: repo.listVersions,
    // chat and legions
    publishedAgentToCall: repo.publishedAgentToCall,
    agentToCallInRun: repo.agentToCallInRun,
    agentsWithNewestNames: repo.agentsWithNewestNames,
    choosableAgentIds: repo.choosableAgentIds,
    // notifications
    managerIds: repo.managerIds,
    // the developer's team and statistics
    ownedAgentIds: repo.ownedAgentIds,
    managedAgentSummaries: repo.managedAgentSummaries,
    recentDecisions: repo.recentDecisions,
    // the built-in agents' wiring
    keyAndSecretHash: repo.keyAndSecretHash,
    idOfKey: repo.idOfKey,
    seededAgentWithLogo: repo.seededAgentWithLogo,
    setKeyAndSecretHash: repo.setKeyAndSecretHash,
    insertPublishedAgent: repo.insertPublishedAgent,
    setVersionsUrl: repo.setVersionsUrl,
    // the seeds (and the market tests)
    insertSeedAgent: repo.insertSeedAgent,
    insertSeedVersion: repo.insertSeedVersion,
    agentWithVersionNamed: repo.agentWithVersionNamed,
    firstVersionNamed: repo.firstVersionNamed,
  };
}
