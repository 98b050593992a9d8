/** How a published agent answers the platform's probes (its health on the market). */
import { z } from 'zod';

/**
 * The health of a published agent, from the platform's probes: available; slow (the last
 * probe's first event took more than `slowFirstEventMs`, or `slowFailures` of the last
 * `window` probes failed); down, "not answering" (the last `downAfterFailures` probes failed).
 */
export const AGENT_HEALTH_STATES = ['available', 'slow', 'down'] as const;
export const agentHealthSchema = z.enum(AGENT_HEALTH_STATES);
export type AgentHealth = z.infer<typeof agentHealthSchema>;
export const AGENT_HEALTH = {
  slowFirstEventMs: 5000,
  window: 5,
  slowFailures: 2,
  downAfterFailures: 3,
} as const;
