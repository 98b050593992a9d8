/** The pricing and payment routes, for stories of them (and of moving between them). */
import type { RouteObject } from 'react-router-dom';
import { RequireSignIn } from '../auth/guards.tsx';
import PaymentPage from '../pages/plans/PaymentPage.tsx';
import PricingPage from '../pages/plans/PricingPage.tsx';

/** `reload` stands in for reloading the page (the pricing page's retry) */
export function planRoutes(reload: () => void = () => {}): RouteObject[] {
  return [
    { path: '/pricing', element: <PricingPage reload={reload} /> },
    { element: <RequireSignIn />, children: [{ path: '/payment', element: <PaymentPage /> }] },
  ];
}
