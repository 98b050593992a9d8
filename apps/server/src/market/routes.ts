import { endpoints } from '@legion/api';
import { AGENT_NOT_FOUND } from '../agents/index.ts';
import { type Mount, signedIn } from '../http/endpoint.ts';
import type { MarketService } from './service.ts';

/** a malformed id names no agent: 404, like an unknown one */
const agentPath = { notFound: AGENT_NOT_FOUND };

export function mountMarket(mount: Mount, market: MarketService) {
  // a signed-in caller's cards say whether they subscribed: never from the shared copy
  mount(endpoints.marketAgents, ({ input, user }) => market.list(input, user?.id ?? null), {
    cache: 'per-person',
  });
  mount(endpoints.marketAgent, ({ input, user }) => market.detail(input.id, user?.id ?? null), {
    ...agentPath,
    cache: 'per-person',
  });
  mount(endpoints.marketAgentOverview, ({ input }) => market.overview(input.id), agentPath);
  mount(endpoints.mySubscriptions, ({ user }) => market.subscriptions(signedIn(user).id));
  mount(
    endpoints.subscribe,
    ({ input, user }) => market.subscribe(input.id, signedIn(user).id),
    agentPath,
  );
  mount(
    endpoints.unsubscribe,
    ({ input, user }) => market.unsubscribe(input.id, signedIn(user).id),
    agentPath,
  );
}
