import { Button, Link, StatusPage } from '@legion/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Hammer } from 'lucide-react';
import { useLocation } from 'react-router-dom';

/** Stands in for a screen that a later piece of work builds; says so plainly. */
export default function PlaceholderPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  const onHome = useLocation().pathname === '/';
  return (
    <StatusPage
      icon={<Hammer aria-hidden="true" className="size-10" />}
      title={i18n._(title)}
      description={<Trans>这个页面还在建设中，很快就会上线。</Trans>}
      actions={
        <Button asChild variant="outline">
          {onHome ? (
            <Link href="/plugins/market">
              <Trans>逛逛插件市场</Trans>
            </Link>
          ) : (
            <Link href="/">
              <Trans>返回首页</Trans>
            </Link>
          )}
        </Button>
      }
    />
  );
}
