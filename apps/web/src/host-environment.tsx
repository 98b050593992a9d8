import { HOST_APP_USER_AGENT_TOKEN } from '@legion/api';
/**
 * Where the app runs (the host app, a messenger or a browser; the platform, language and app
 * version) and the host app's bridge, for pages
 * that behave differently inside the host app. Read from the browser once; a
 * `HostEnvironmentProvider` replaces both, so a story can show a page inside the host app with
 * a fake bridge.
 */
import { type HostEnvironment, parseHostEnvironment } from '@legion/ui';
import { createContext, type ReactNode, useContext } from 'react';
import type { HostBridge } from './host-bridge.ts';

export interface HostContext extends HostEnvironment {
  /** the bridge as it is now: the app may inject it after the page has rendered */
  getBridge: () => HostBridge | undefined;
}

const HostEnvironmentContext = createContext<HostContext | null>(null);

let fromBrowser: HostContext | undefined;
function browserHost(): HostContext {
  fromBrowser ??= {
    ...parseHostEnvironment(navigator.userAgent, navigator.languages, {
      appToken: HOST_APP_USER_AGENT_TOKEN,
    }),
    getBridge: () => globalThis.window?.ChainPalBridge,
  };
  return fromBrowser;
}

export function HostEnvironmentProvider({
  environment,
  bridge,
  children,
}: {
  environment: HostEnvironment;
  bridge?: HostBridge;
  children: ReactNode;
}) {
  return (
    <HostEnvironmentContext value={{ ...environment, getBridge: () => bridge }}>
      {children}
    </HostEnvironmentContext>
  );
}

export function useHostEnvironment(): HostContext {
  return useContext(HostEnvironmentContext) ?? browserHost();
}
