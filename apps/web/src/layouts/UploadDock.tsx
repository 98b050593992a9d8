/**
 * The app's upload queue in the library's tray, on every page of the shell (files
 * chosen on an upload page go on going up while the person moves around). On a base's
 * upload page, which lists that base's files itself, the tray shows only the other bases'.
 * Loaded by the shell once the queue holds a file. Once nothing is going on it folds to its
 * summary ("上传完成 · 3/3 已完成 · 1 个失败") so that it covers little of the page.
 */
import { UploadTray, type UploadTrayItem } from '@legion/screens';
import { formatBytes, Link } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useMatch } from 'react-router-dom';
import { useUploadView } from '../features/knowledge/upload-view.ts';
import {
  clearFinishedUploadsAtom,
  removeUploadAtom,
  resendUploadAtom,
  retryProcessingAtom,
  uploadAnywayAtom,
  uploadItemsAtom,
} from '../state/upload-queue.ts';

export default function UploadDock() {
  const { t, i18n } = useLingui();
  const view = useUploadView();
  const all = useAtomValue(uploadItemsAtom);
  const remove = useSetAtom(removeUploadAtom);
  const resend = useSetAtom(resendUploadAtom);
  const retry = useSetAtom(retryProcessingAtom);
  const clear = useSetAtom(clearFinishedUploadsAtom);
  const uploadAnyway = useSetAtom(uploadAnywayAtom);
  const uploadPage = useMatch('/knowledge/:id/upload');
  // open while files are going up or processing, folded to its summary once none are (a
  // person's own choice wins)
  const [chosen, setChosen] = useState<boolean | null>(null);
  const items = all.filter((item) => item.baseId !== uploadPage?.params.id);
  if (items.length === 0) return null;

  const bases = new Set(items.map((item) => item.baseId));
  const only = bases.size === 1 ? items[0] : undefined;
  const trayItems: UploadTrayItem[] = items.map((item) => {
    const shown = view(item);
    return {
      id: item.key,
      name: item.file.name,
      detail: `${formatBytes(item.file.size, i18n.locale)} · ${item.baseName}`,
      state: shown.state,
      progress: shown.progress ?? undefined,
      status: shown.status,
      problem: shown.problem ?? undefined,
      note: shown.note ?? undefined,
      retryable: shown.action !== null,
      question: shown.question ?? undefined,
    };
  });
  const busy = trayItems.some((item) =>
    ['waiting', 'uploading', 'processing', 'question'].includes(item.state),
  );
  return (
    <UploadTray
      items={trayItems}
      collapsed={chosen ?? !busy}
      onCollapsedChange={setChosen}
      onRetry={(key) => {
        const item = items.find((entry) => entry.key === key);
        if (item?.phase.name === 'refused') resend(key);
        else void retry(key);
      }}
      onConfirm={uploadAnyway}
      onRemove={remove}
      onClose={() => {
        for (const base of bases) clear(base);
      }}
      footer={
        only ? (
          <Link
            href={`/knowledge/${only.baseId}/documents`}
            className="lu:text-primary lu:text-sm lu:underline-offset-4 lu:hover:underline"
          >
            {t`查看文档列表`}
          </Link>
        ) : undefined
      }
    />
  );
}
