/**
 * The open-in-app overlay: what a person sees when the app did not open. In a messenger's
 * in-app browser, the tip to open the page in a browser; on a phone or an iPad, a full-screen
 * download page; on a desktop, a modal with a tip, Cancel and Download.
 */
import { useLingui } from '@lingui/react/macro';
import { ArrowUpRight, Download, Ellipsis, X } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../Dialog/Dialog.tsx';
import type { HostEnvironment } from '../i18n/host-environment.ts';

export interface AppDownloadLinks {
  appName: string;
  androidPackageUrl: string;
  iosAppStoreUrl: string;
  websiteDownloadUrl: string;
}

export interface OpenInAppPromptProps {
  open: boolean;
  onClose: () => void;
  environment: Pick<HostEnvironment, 'inMessenger' | 'platform'>;
  /** iOS (the app-store listing) or not (the Android package) */
  ios: boolean;
  links: AppDownloadLinks;
}

export function OpenInAppPrompt({ open, onClose, environment, ios, links }: OpenInAppPromptProps) {
  const { t } = useLingui();
  const { appName } = links;
  if (!open) return null;
  if (environment.inMessenger) {
    return (
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t`在浏览器中打开`}
        data-slot="open-in-browser-tip"
        // solid, above everything: the page's own header must not show through and collide
        // with the tip, which points up at the messenger's menu in the top-right corner
        className="lu:fixed lu:inset-0 lu:z-[100] lu:flex lu:flex-col lu:items-end lu:bg-neutral-900 lu:px-6 lu:pt-2 lu:pb-6 lu:text-white"
      >
        <span aria-hidden="true" className="lu:flex lu:items-start lu:gap-1">
          <Ellipsis className="lu:mt-7 lu:size-7 lu:opacity-80" />
          <ArrowUpRight className="lu:size-12" strokeWidth={1.5} />
        </span>
        <p className="lu:mt-3 lu:max-w-64 lu:text-right lu:text-lg lu:leading-relaxed">
          {t`点击右上角的「更多」，选择「在浏览器打开」`}
        </p>
        <Button variant="secondary" className="lu:mt-8 lu:self-center" onClick={onClose}>
          {t`我知道了`}
        </Button>
      </div>
    );
  }
  if (environment.platform !== 'pc') {
    return (
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="open-in-app-title"
        data-slot="download-page"
        className="lu:bg-background lu:fixed lu:inset-0 lu:z-50 lu:flex lu:flex-col lu:items-center lu:justify-center lu:gap-5 lu:p-8 lu:text-center"
      >
        <Button
          variant="ghost"
          size="icon"
          className="lu:absolute lu:top-4 lu:right-4"
          onClick={onClose}
          aria-label={t`关闭`}
        >
          <X aria-hidden="true" />
        </Button>
        <span className="lu:bg-primary lu:text-primary-foreground lu:flex lu:size-20 lu:items-center lu:justify-center lu:rounded-3xl lu:text-3xl lu:font-semibold">
          {links.appName.slice(0, 1)}
        </span>
        <h2 id="open-in-app-title" className="lu:text-foreground lu:text-2xl lu:font-semibold">
          {links.appName}
        </h2>
        <p className="lu:text-muted-foreground lu:max-w-xs">{t`如果无法正常跳转，请点击下载按钮`}</p>
        <Button asChild size="lg" className="lu:w-full lu:max-w-xs">
          <a href={ios ? links.iosAppStoreUrl : links.androidPackageUrl}>
            <Download aria-hidden="true" />
            {t`下载`}
          </a>
        </Button>
      </div>
    );
  }
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t`关闭`} className="lu:max-w-sm lu:space-y-4">
        <DialogTitle>{t`在 ${appName} App 中打开`}</DialogTitle>
        <DialogDescription>
          {t`没有检测到 ${appName} App。安装后即可在 App 中继续。`}
        </DialogDescription>
        <div className="lu:flex lu:justify-end lu:gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t`取消`}
          </Button>
          <Button asChild>
            <a href={links.websiteDownloadUrl} target="_blank" rel="noreferrer">
              <Download aria-hidden="true" />
              {t`下载`}
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
