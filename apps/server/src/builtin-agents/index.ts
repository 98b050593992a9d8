/**
 * The built-in agents (catalog.ts): served by the platform itself under
 * `POST /builtin-agents/{slug}` and called over HTTP like any other agent.
 */
export {
  BUILTIN_AGENTS,
  BUILTIN_AGENTS_PATH,
  type BuiltinAgent,
  type BuiltinAgentSlug,
  builtinAgentUrl,
} from './catalog.ts';
export { evaluateExpression } from './expression.ts';
export { answerFromPassages, type ReplySegment } from './knowledge-answerer.ts';
export {
  type BuiltinAgentsOptions,
  type BuiltinSigningKey,
  builtinReply,
  mountBuiltinAgents,
  replyEvents,
} from './routes.ts';
export {
  builtinSigningKeys,
  type EnsureBuiltinAgentsOptions,
  ensureBuiltinAgents,
} from './seed.ts';
export { answerUtility } from './utility.ts';
