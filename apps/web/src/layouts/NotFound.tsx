import { Button, Link, StatusPage } from '@legion/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from './useDocumentTitle.ts';

/**
 * The not-found screen: for an unknown path (the routes' catch-all) and where a known route
 * finds nothing (an unknown docs article or category).
 */
export default function NotFound() {
  const { t } = useLingui();
  // also where a known route finds nothing (an unknown docs article)
  usePageTitle(t`页面不存在`);
  return (
    <StatusPage
      code="404"
      title={<Trans>页面不存在</Trans>}
      description={
        <Trans>你访问的页面不存在，或者已经被移走了。请检查地址，或从首页重新开始。</Trans>
      }
      actions={
        <>
          <Button asChild>
            <Link href="/">
              <Trans>返回首页</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/plugins/market">
              <Trans>逛逛插件市场</Trans>
            </Link>
          </Button>
        </>
      }
    />
  );
}
