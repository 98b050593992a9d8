/**
 * The conformance report: named checks the platform runs against an agent's version through
 * its own adapter before the version goes to review. A blocking check that fails stops the
 * submission; a warning is shown to the developer and the reviewer and stops nothing.
 */
import { z } from 'zod';
import { agentProtocolSchema } from './developer.ts';

/**
 * The checks, in the order they are shown.
 * - reachable: an HTTP answer comes back from the agent's address
 * - answers: a fixed question is answered with text within the time limits
 * - streams: the answer arrives as an event stream (first-event and total time shown)
 * - ends: the stream ends the way the protocol says (done, [DONE], a final task state)
 * - unsigned / wrongSignature (`legion`): a call without a signature, or signed with another
 *   key, is refused
 * - noCredential (OpenAI-compatible, A2A): with an API key saved, a call without it is refused
 * - sizeLimits: the answers stay within the reply and stream limits
 * - context (warning): the second of two turns knows what the first said
 * - languages (warning): the agent answers in each language its listing is written in
 */
export const AGENT_CHECK_NAMES = [
  'reachable',
  'answers',
  'streams',
  'ends',
  'unsigned',
  'wrongSignature',
  'noCredential',
  'sizeLimits',
  'context',
  'languages',
] as const;
export const agentCheckNameSchema = z.enum(AGENT_CHECK_NAMES);
export type AgentCheckName = z.infer<typeof agentCheckNameSchema>;

/** the checks whose failure is only a warning */
export const AGENT_CHECK_WARNINGS: readonly AgentCheckName[] = ['context', 'languages'];

/** how long a passing report lets its version be submitted */
export const AGENT_CHECK_VALID_MS = 24 * 60 * 60_000;

export const AGENT_CHECK_OUTCOMES = ['pass', 'fail', 'skipped'] as const;

export const agentCheckSchema = z.object({
  name: agentCheckNameSchema,
  /** a failure stops the submission */
  blocking: z.boolean(),
  /** skipped: it does not apply to this agent, or an earlier check made it impossible */
  outcome: z.enum(AGENT_CHECK_OUTCOMES),
  /** what was seen, in the platform's words (English, technical) */
  detail: z.string(),
  /** milliseconds to the first event and for the whole call, where the check timed a call */
  firstEventMs: z.number().nonnegative().nullable(),
  totalMs: z.number().nonnegative().nullable(),
});
export type AgentCheck = z.infer<typeof agentCheckSchema>;

export const agentCheckReportSchema = z.object({
  id: z.string(),
  /** the version checked, and its number */
  versionId: z.string(),
  version: z.string(),
  protocol: agentProtocolSchema,
  /** who asked: the developer, or the review (a pending version's first opening) */
  requestedBy: z.enum(['developer', 'review']),
  createdAt: z.string(),
  /** no blocking check failed */
  passed: z.boolean(),
  checks: z.array(agentCheckSchema),
  /** until when it lets the version be submitted (createdAt + 24 h) */
  validUntil: z.string(),
});
export type AgentCheckReport = z.infer<typeof agentCheckReportSchema>;

export const AGENT_CHECKS_REQUIRED =
  'Check the agent before submitting it: no check without a blocking failure in the last 24 hours';
export const AGENT_CHECKS_FAILED =
  'The last check found a blocking problem: fix it, check again, then submit';

/** the latest report of the agent's newest version, if it has one */
export const agentCheckAnswerSchema = z.object({ report: agentCheckReportSchema.nullable() });
export type AgentCheckAnswer = z.infer<typeof agentCheckAnswerSchema>;
