import { knowledgeHandlers, notificationHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShellLayout } from '../../layouts/ShellLayout.tsx';
import { knowledgeRoutes } from '../../testing/knowledge-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import { uploadKnowledgeDocument } from '../../uploads.ts';
import KnowledgeUploadPage, { type SendDocument } from './KnowledgeUploadPage.tsx';

const meta = {
  title: 'App/Knowledge/KnowledgeUploadPage',
  component: KnowledgeUploadPage,
  decorators: [withAppRouter(knowledgeRoutes(), '/knowledge/1/upload', userFixtures.user)],
  parameters: {
    msw: {
      handlers: {
        usage: [knowledgeHandlers.usage.ok],
        bases: [knowledgeHandlers.bases.ok],
        upload: [knowledgeHandlers.upload.ok],
        document: [knowledgeHandlers.document.ok],
        retry: [knowledgeHandlers.retry.ok],
        unread: [notificationHandlers.unread.ok],
      },
    },
  },
} satisfies Meta<typeof KnowledgeUploadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;
const file = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes).fill(65)], name, { type: 'application/octet-stream' });

/** drops files on the zone as a person dragging them from their desktop would */
async function drop(
  canvas: ReturnType<typeof within>,
  files: File[],
  zoneName = '选择要上传的文档',
) {
  const zone = await canvas.findByRole('region', { name: zoneName });
  const dataTransfer = new DataTransfer();
  for (const entry of files) dataTransfer.items.add(entry);
  for (const type of ['dragover', 'drop']) {
    zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
  }
}

const row = async (canvas: ReturnType<typeof within>, name: string) =>
  within(await canvas.findByRole('listitem', { name }));

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '上传文档' })).toBeVisible();
    await expect(canvas.getByText('产品手册')).toBeVisible();
    await expect(canvas.getByText(/支持 TXT、MARKDOWN、MDX、PDF/)).toBeVisible();
    await expect(canvas.getByLabelText('选择要上传的文档', { selector: 'input' })).toHaveAttribute(
      'accept',
      expect.stringContaining('.docx'),
    );
  },
};

export const WrongTypeAndTooLarge: Story = {
  play: async ({ canvas }) => {
    await drop(canvas, [file('setup.exe'), file('扫描件.pdf', 21 * MB), file('README')]);
    await expect(
      (await row(canvas, 'setup.exe')).getByText(/不支持 \.exe 文件。可以上传 TXT、MARKDOWN/),
    ).toBeVisible();
    await expect(
      (await row(canvas, '扫描件.pdf')).getByText('文件大小 21 MB，超过了 20 MB 的上限。'),
    ).toBeVisible();
    await expect((await row(canvas, 'README')).getByText(/无法识别文件类型/)).toBeVisible();
    // nothing was sent
    await expect(canvas.queryByRole('progressbar', { name: /正在上传/ })).toBeNull();
    await expect(canvas.getByText('0/3 个已可用')).toBeVisible();
  },
};

/**
 * A 21,000,000-byte file once read "文件大小 20 MB，超过了 20 MB 的上限": the sizes
 * are shown precisely enough to be true.
 */
export const TooLargeByALittle: Story = {
  play: async ({ canvas }) => {
    await drop(canvas, [file('扫描件.pdf', 21_000_000)]);
    await expect(
      (await row(canvas, '扫描件.pdf')).getByText('文件大小 20.03 MB，超过了 20 MB 的上限。'),
    ).toBeVisible();
  },
};

/** a stand-in for the network that stops at 42% */
const stuckAt42: SendDocument = (_base, _file, options) => {
  options?.onProgress?.(42);
  return new Promise(() => {});
};

export const Uploading: Story = {
  parameters: { routes: knowledgeRoutes(stuckAt42) },
  play: async ({ canvas }) => {
    await drop(canvas, [file('产品介绍.pdf', 3 * MB), file('售后政策.docx'), file('问答.txt')]);
    const first = await row(canvas, '产品介绍.pdf');
    await expect(await first.findByText('正在上传 42%')).toBeVisible();
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    // two at a time; the third waits its turn
    await expect(
      await (await row(canvas, '售后政策.docx')).findByText('正在上传 42%'),
    ).toBeVisible();
    await expect((await row(canvas, '问答.txt')).getByText('等待上传')).toBeVisible();
  },
};

export const UploadingMobileEnglishDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en', theme: 'dark' },
  parameters: { routes: knowledgeRoutes(stuckAt42) },
  play: async ({ canvas }) => {
    await drop(
      canvas,
      [file('产品介绍.pdf', 3 * MB), file('setup.exe'), file('问答.txt')],
      'Choose documents to upload',
    );
    await expect(
      await (await row(canvas, '产品介绍.pdf')).findByText('Uploading 42%'),
    ).toBeVisible();
    await expect(
      (await row(canvas, 'setup.exe')).getByText(/\.exe files are not supported/),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Processing: Story = {
  parameters: { msw: { handlers: { document: [knowledgeHandlers.document.parsing] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('产品介绍.pdf')]);
    const item = await row(canvas, '产品介绍.pdf');
    await expect(await item.findByText('正在解析文本')).toBeVisible();
    await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
  },
};

/** waiting behind other documents: its place in the queue and an estimate */
export const Queued: Story = {
  parameters: { msw: { handlers: { document: [knowledgeHandlers.document.queued] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('产品介绍.pdf')]);
    const item = await row(canvas, '产品介绍.pdf');
    await expect(await item.findByText('排在第 3 位，预计约 12 秒后处理完')).toBeVisible();
  },
};

/** a scan: no text layer, and what to do */
export const ScannedPdf: Story = {
  parameters: { msw: { handlers: { document: [knowledgeHandlers.document.scanned] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('合同扫描件.pdf')]);
    const item = await row(canvas, '合同扫描件.pdf');
    await expect(await item.findByText(/^没有文字层：这个文件是文字的图片/)).toBeVisible();
    await expect(item.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** available, with a caution: most of its pages are images */
export const AvailableWithLittleText: Story = {
  parameters: { msw: { handlers: { document: [knowledgeHandlers.document.lowText] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('产品图册.pdf')]);
    const item = await row(canvas, '产品图册.pdf');
    await expect(
      await item.findByText('12 页中有 9 页是图片，没有文字层，这些页里的文字检索不到。'),
    ).toBeVisible();
    await expect(item.getByText('可用 · 1,204 字符')).toBeVisible();
  },
};

export const Available: Story = {
  play: async ({ canvas }) => {
    await drop(canvas, [file('产品介绍.pdf')]);
    const item = await row(canvas, '产品介绍.pdf');
    await expect(await item.findByText('可用 · 18,230 字符')).toBeVisible();
    await expect(canvas.getByText('1/1 个已可用')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看文档列表' })).toHaveAttribute(
      'href',
      '/knowledge/1/documents',
    );
  },
};

export const FailedWithReason: Story = {
  parameters: { msw: { handlers: { document: [knowledgeHandlers.document.failed] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('加密文件.pdf')]);
    const item = await row(canvas, '加密文件.pdf');
    await expect(await item.findByText('文件设置了密码保护，请去掉密码后重新上传。')).toBeVisible();
    await expect(item.getByText('处理失败')).toBeVisible();
    await expect(item.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: { document: [knowledgeHandlers.document.failed] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('加密文件.pdf')]);
    const item = await row(canvas, '加密文件.pdf');
    await userEvent.click(await item.findByRole('button', { name: '重试' }));
    await expect(await item.findByText('排队等待处理')).toBeVisible();
    await expect(item.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const QuotaReachedOnServer: Story = {
  parameters: { msw: { handlers: { upload: [knowledgeHandlers.upload.quotaExceeded] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('年报.pdf')]);
    const item = await row(canvas, '年报.pdf');
    await expect(
      await item.findByText('知识库空间已满，这个文件放不下了。删除不用的文档或升级套餐后再上传。'),
    ).toBeVisible();
    await expect(item.getByRole('button', { name: '重新上传' })).toBeVisible();
  },
};

/** the base already holds this content: the person is asked, and sends it anyway */
export const SameContentAsked: Story = {
  parameters: { msw: { handlers: { upload: [knowledgeHandlers.upload.sameContent] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('售后政策（副本）.docx'), file('售后政策（又一份）.docx')]);
    // one is skipped: it leaves the list
    const skipped = await row(canvas, '售后政策（又一份）.docx');
    await userEvent.click(
      await skipped.findByRole('button', { name: '不上传 售后政策（又一份）.docx' }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('listitem', { name: '售后政策（又一份）.docx' })).toBeNull(),
    );
    const item = await row(canvas, '售后政策（副本）.docx');
    await expect(
      await item.findByText(
        '这个知识库里已有内容相同的文档“售后政策.docx”。再上传一份，检索时同样的段落会出现两次。',
      ),
    ).toBeVisible();
    await expect(item.getByText('内容重复')).toBeVisible();
    await userEvent.click(item.getByRole('button', { name: '仍然上传 售后政策（副本）.docx' }));
    await expect(item.queryByText(/已有内容相同的文档/)).toBeNull();
    await expect(await item.findByText('排队等待处理')).toBeVisible();
  },
};

export const SameContentMobileEnglishDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en', theme: 'dark' },
  parameters: { msw: { handlers: { upload: [knowledgeHandlers.upload.sameContent] } } },
  play: async ({ canvas }) => {
    await drop(canvas, [file('after-sales-policy (copy).docx')], 'Choose documents to upload');
    const item = await row(canvas, 'after-sales-policy (copy).docx');
    await expect(
      await item.findByText(/already has a document with the same content, “售后政策.docx”/),
    ).toBeVisible();
    await expect(item.getByRole('button', { name: /^Upload anyway/ })).toBeVisible();
    await expect(item.getByRole('button', { name: /^Skip/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const QuotaReachedInBrowser: Story = {
  parameters: { msw: { handlers: { usage: [knowledgeHandlers.usage.full] } } },
  play: async ({ canvas }) => {
    await canvas.findByText('空间即将用完。');
    await drop(canvas, [file('小文件.txt', 100_000), file('大文件.pdf', 150_000)]);
    await expect(
      await (await row(canvas, '大文件.pdf')).findByText(
        '知识库空间不足：还剩 98 KB，这个文件 146 KB。删除不用的文档或升级套餐后再上传。',
      ),
    ).toBeVisible();
    await expect(
      await (await row(canvas, '小文件.txt')).findByText('可用 · 18,230 字符'),
    ).toBeVisible();
  },
};

export const MissingBase: Story = {
  parameters: { path: '/knowledge/404/upload' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '知识库不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回知识库列表' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
  },
};

/** the uploads of LeavingKeepsUploading go through once the story opens this gate */
let gate = Promise.withResolvers<void>();
const gatedSend: SendDocument = async (baseId, sent, options) => {
  options?.onProgress?.(30);
  await gate.promise;
  return uploadKnowledgeDocument(baseId, sent, options);
};

/** would the browser ask before closing the tab? */
const asksBeforeClosing = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

/**
 * Files chosen, then "知识库" in the header at once: leaving the page loses none of them. The
 * files go on going up in the shell's tray, closing the tab asks first meanwhile, and every
 * one lands.
 */
export const LeavingKeepsUploading: Story = {
  parameters: { routes: [{ element: <ShellLayout />, children: knowledgeRoutes(gatedSend) }] },
  play: async ({ canvas }) => {
    gate = Promise.withResolvers<void>();
    await drop(canvas, [file('产品介绍.pdf'), file('售后政策.docx'), file('问答.txt')]);
    await expect(await (await row(canvas, '问答.txt')).findByText('等待上传')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await userEvent.click(nav.getByRole('link', { name: '知识库' }));
    await expect(await canvas.findByRole('heading', { name: '知识库', level: 1 })).toBeVisible();
    const tray = within(await screen.findByRole('region', { name: '正在上传 3 个文件' }));
    await expect(tray.getByText('0/3 已完成')).toBeVisible();
    await expect(
      within(tray.getByRole('listitem', { name: '产品介绍.pdf' })).getByText('正在上传 30%'),
    ).toBeVisible();
    await expect(asksBeforeClosing()).toBe(true);
    gate.resolve();
    const done = within(await screen.findByRole('region', { name: '上传完成' }));
    await expect(done.getByText('3/3 已完成')).toBeVisible();
    // nothing going on any more: folded to its summary, unfolded on asking
    await expect(done.queryByRole('listitem')).toBeNull();
    await userEvent.click(done.getByRole('button', { name: '展开上传列表' }));
    for (const name of ['产品介绍.pdf', '售后政策.docx', '问答.txt']) {
      await expect(
        within(done.getByRole('listitem', { name })).getByText('可用 · 18,230 字符'),
      ).toBeVisible();
    }
    await waitFor(() => expect(asksBeforeClosing()).toBe(false));
  },
};

/** the same at 375 px, in English: the tray over the list of bases, files still going up */
export const LeavingOnAPhoneInEnglish: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'en' },
  parameters: LeavingKeepsUploading.parameters,
  play: async ({ canvas }) => {
    gate = Promise.withResolvers<void>();
    await drop(
      canvas,
      [file('产品介绍.pdf'), file('售后政策.docx'), file('问答.txt')],
      'Choose documents to upload',
    );
    await expect(await (await row(canvas, '问答.txt')).findByText('Waiting')).toBeVisible();
    // the header's row of links on a phone
    await userEvent.click(canvas.getByRole('link', { name: 'Knowledge Base' }));
    const tray = within(await screen.findByRole('region', { name: 'Uploading 3 files' }));
    await expect(tray.getByText('0/3 done')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
