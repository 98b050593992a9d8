/**
 * Northwind Travel, a product that is not Legion, built on @legion/ui: its own navigation and
 * logo in the Header, its own account menu, the QR login dialog wired with useQrLogin to
 * (here, fake) sign-in calls, the pricing cards and the docs sidebar, in English.
 */
import '@legion/ui/styles.css';
import {
  DocsSidebar,
  Header,
  LegionUiProvider,
  PlanList,
  type QrParams,
  type QrStatus,
  UserMenu,
  type UserMenuItem,
  useQrLogin,
} from '@legion/ui';
import { LoginDialog } from '@legion/ui/login-dialog';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { guides, NorthwindLogo, navigation, plans } from './northwind';

/** Northwind's own account and sign-in answer: the library asks nothing of their shape */
interface Traveller {
  id: string;
  name: string;
  email: string;
}
interface SignIn {
  token: string;
  traveller: Traveller;
}

const traveller: Traveller = { id: 'u-1', name: 'Ada Traveller', email: 'ada@example.com' };

/**
 * The sign-in calls the QR flow takes, faked: the phone "scans" the code at the first
 * status check and confirms it at the second. A real app calls its own API here.
 */
let checks = 0;
const signInCalls = {
  fetchQrParams: async (): Promise<QrParams> => ({
    token: 'demo-qr',
    timestamp: Date.now(),
    qrCode: JSON.stringify({ action: 'login', token: 'demo-qr' }),
  }),
  checkStatus: async (): Promise<QrStatus> => (++checks >= 2 ? 'confirmed' : 'scanned'),
  qrLogin: async (token: string): Promise<SignIn> => ({
    token: `session-for-${token}`,
    traveller,
  }),
};

function App() {
  const [user, setUser] = useState<Traveller | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const qrLogin = useQrLogin({
    visible: loginOpen,
    isAuthenticated: user !== null,
    ...signInCalls,
    onAuthenticated: (result) => {
      setUser(result.traveller);
      setLoginOpen(false);
    },
  });
  const accountItems: UserMenuItem[] = [
    { key: 'trips', label: 'My trips', href: '/' },
    { key: 'settings', label: 'Settings', href: '/settings' },
    { key: 'line', separator: true },
    { key: 'out', label: 'Sign out', destructive: true, onSelect: () => setUser(null) },
  ];

  return (
    <>
      <Header
        items={navigation}
        currentPath={window.location.pathname}
        logo={<NorthwindLogo />}
        homeLabel="Northwind home"
        actions={
          <UserMenu
            user={user ? { name: user.name } : null}
            items={accountItems}
            onLogin={() => setLoginOpen(true)}
          />
        }
      />
      {/* the app's own layout: plain styles (the library's stylesheet holds only its own classes) */}
      <div style={{ display: 'flex', gap: 32, maxWidth: 1152, margin: '0 auto', padding: 32 }}>
        <aside style={{ width: 224, flexShrink: 0 }}>
          <DocsSidebar categories={guides} currentPath="/help/start/book" />
        </aside>
        <main style={{ flex: 1, minWidth: 0 }}>
          {/* the app's own heading: the library leaves it as the browser and the app style it */}
          <h1>Plans</h1>
          <PlanList
            plans={plans}
            currency="USD"
            freeLabel="Free"
            onSubscribe={(plan) => console.log('chosen', plan.id)}
          />
        </main>
      </div>
      <LoginDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        qrLogin={qrLogin}
        title="Sign in to Northwind"
        description="Scan the code with the Northwind app, or use your password."
        appName="Northwind"
        onPasswordLogin={async () => {
          setUser(traveller);
          setLoginOpen(false);
        }}
      />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <LegionUiProvider locale="en" theme="light">
    <App />
  </LegionUiProvider>,
);
