/** Northwind's own navigation, logo, plans and help pages: what it passes to the library. */
import type { DisplayPlan, DocsCategory, HeaderNavItem } from '@legion/ui';

export const navigation: HeaderNavItem[] = [
  { key: 'flights', label: 'Flights', href: '/flights' },
  { key: 'hotels', label: 'Hotels', href: '/hotels' },
  { key: 'trips', label: 'My trips', href: '/' },
  { key: 'help', label: 'Help', href: '/help' },
];

export function NorthwindLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 600 }}>
      <svg viewBox="0 0 32 32" aria-hidden="true" width="28" height="28">
        <circle cx="16" cy="16" r="16" fill="#0f766e" />
        <path d="M9 22 16 8l7 14z" fill="#fff" />
      </svg>
      Northwind
    </span>
  );
}

export const plans: DisplayPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    subtitle: 'For the occasional trip',
    price: 0,
    priceUnit: '',
    features: ['2 trips a year', 'Email support'],
    isPopular: false,
    buttonText: 'Choose Basic',
  },
  {
    id: 'explorer',
    name: 'Explorer',
    subtitle: 'For frequent travellers',
    price: 9.9,
    priceUnit: '/month',
    features: ['Unlimited trips', 'Lounge access'],
    isPopular: true,
    buttonText: 'Choose Explorer',
  },
  {
    id: 'business',
    name: 'Business',
    subtitle: 'For teams on the road',
    price: 49,
    priceUnit: '/month',
    features: ['Shared itineraries', 'Invoices'],
    isPopular: false,
    buttonText: 'Choose Business',
  },
];

export const guides: DocsCategory[] = [
  {
    id: 'start',
    title: 'Getting started',
    articles: [
      { id: 'book', title: 'Book a flight', path: '/help/start/book' },
      { id: 'change', title: 'Change a booking', path: '/help/start/change' },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    articles: [{ id: 'pay', title: 'Payment methods', path: '/help/account/pay' }],
  },
];
