/** The agent page's route, in its own layout as the app has it, for stories of the page. */
import type { RouteObject } from 'react-router-dom';
import { AgentLayout } from '../layouts/AgentLayout.tsx';
import AgentPage from '../pages/agent/AgentPage.tsx';

export function agentRoutes(props: { slowAfterMs?: number } = {}): RouteObject[] {
  return [
    {
      path: '/agent',
      element: <AgentLayout />,
      children: [{ index: true, element: <AgentPage {...props} /> }],
    },
  ];
}
