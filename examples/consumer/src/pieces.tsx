/**
 * The pieces a product's shell takes from the library, without the sign-in dialog: Header,
 * UserMenu, PlanList and DocsSidebar (measured against React alone by size.ts).
 */
import '@legion/ui/styles.css';
import { DocsSidebar, Header, LegionUiProvider, PlanList, UserMenu } from '@legion/ui';
import { createRoot } from 'react-dom/client';
import { guides, NorthwindLogo, navigation, plans } from './northwind';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <LegionUiProvider locale="en" theme="light">
    <Header
      items={navigation}
      currentPath="/"
      logo={<NorthwindLogo />}
      homeLabel="Northwind home"
      actions={
        <UserMenu
          user={{ name: 'Ada Traveller' }}
          items={[{ key: 'trips', label: 'My trips', href: '/' }]}
        />
      }
    />
    <DocsSidebar categories={guides} currentPath="/help/start/book" />
    <PlanList plans={plans} currency="USD" freeLabel="Free" onSubscribe={() => {}} />
  </LegionUiProvider>,
);
