import { HOST_APP_USER_AGENT_TOKEN } from '@legion/api';
/**
 * "Open in the app": tries the app's deep link; when the page is still visible after
 * 1000 ms the app did not open, and the prompt for this host environment shows.
 */
import { attemptDeepLink, Button, parseHostEnvironment } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { APP_LINKS } from '../../app-links.ts';

// the prompt (a dialog, with its focus trap and scroll lock) loads only when the app did not open
const OpenInAppPrompt = lazy(() =>
  import('@legion/ui/open-in-app').then((module) => ({ default: module.OpenInAppPrompt })),
);

export function OpenInAppButton() {
  const { t } = useLingui();
  const [prompting, setPrompting] = useState(false);
  // once shown it stays mounted, so it closes with its animation
  const [prompted, setPrompted] = useState(false);
  if (prompting && !prompted) setPrompted(true);
  const [trying, setTrying] = useState(false);
  const environment = parseHostEnvironment(navigator.userAgent, navigator.languages, {
    appToken: HOST_APP_USER_AGENT_TOKEN,
  });
  const ios = /iPhone|iPad|iPod|Macintosh.*\bMobile\b/i.test(navigator.userAgent);
  async function open() {
    setTrying(true);
    const outcome = environment.inMessenger
      ? 'failed'
      : await attemptDeepLink(`${APP_LINKS.deepLinkScheme}open?path=${encodeURIComponent('/')}`);
    setTrying(false);
    if (outcome === 'failed') setPrompting(true);
  }
  return (
    <>
      <Button size="lg" variant="outline" disabled={trying} onClick={() => void open()}>
        <ExternalLink aria-hidden="true" />
        {trying ? t`正在打开…` : t`在 App 中打开`}
      </Button>
      {prompted ? (
        <Suspense fallback={null}>
          <OpenInAppPrompt
            open={prompting}
            onClose={() => setPrompting(false)}
            environment={environment}
            ios={ios}
            links={APP_LINKS}
          />
        </Suspense>
      ) : null}
    </>
  );
}
