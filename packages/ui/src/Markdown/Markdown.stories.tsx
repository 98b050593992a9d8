import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Markdown } from './Markdown.tsx';

/** a support assistant's answer, in the shapes replies usually take */
const REPLY = `## 退货流程

退款会在 **3 到 5 个工作日**内原路退回，*节假日顺延*。请按下面的步骤操作：

1. 在订单页点击“申请退货”
2. 填写原因，上传商品照片
   - 外包装完好
   - 配件齐全
3. 等待审核（~~48 小时~~ 现在 24 小时内）

| 商品类别 | 退货期限 | 运费 |
| --- | --- | ---: |
| 数码 | 7 天 | 买家承担 |
| 服装 | 15 天 | 免运费 |

> 定制商品不支持无理由退货。

查询物流可以调用接口 \`GET /orders/{id}/shipping\`：

\`\`\`bash
curl -H "Authorization: Bearer $TOKEN" https://shop.example.com/orders/1001/shipping
\`\`\`

- [x] 已阅读退货须知
- [ ] 已打包商品

详情见[售后政策](https://shop.example.com/help/returns)。`;

const meta = {
  title: 'Library/Markdown',
  component: Markdown,
  args: { children: REPLY },
  decorators: [
    (Story) => (
      <div className="lu:max-w-2xl lu:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '退货流程' })).toBeVisible();
    // emphasis, not the marks around it
    await expect(canvas.getByText('3 到 5 个工作日').tagName).toBe('STRONG');
    await expect(canvas.queryByText(/\*\*/)).toBeNull();
    const lists = canvas.getAllByRole('list');
    await expect(within(lists[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '退货期限' })).toBeVisible();
    await expect(canvas.getByText('48 小时').tagName).toBe('DEL');
    await expect(canvas.getByText('GET /orders/{id}/shipping').tagName).toBe('CODE');
    await expect(canvas.getByText('bash')).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')[0]).toBeChecked();
    const link = canvas.getByRole('link', { name: '售后政策' });
    await expect(link).toHaveAttribute('href', 'https://shop.example.com/help/returns');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** the copy button puts the block's text on the clipboard and says so */
export const CopyCode: Story = {
  args: { children: '```js\nconsole.log("你好");\nexport default 1;\n```' },
  play: async ({ canvas }) => {
    const copied: string[] = [];
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: '复制代码' }));
      await expect(await canvas.findByText('已复制')).toBeVisible();
      await expect(copied).toEqual(['console.log("你好");\nexport default 1;']);
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  },
};

/**
 * Nothing an agent writes runs or loads: HTML tags are dropped, script links lose their
 * address, pictures are links the reader may open.
 */
export const HostileInput: Story = {
  args: {
    children: [
      '前文 <img src="x" onerror="window.__markdownRan = true"> 后文',
      '',
      '<script>window.__markdownRan = true</script>',
      '',
      '[点我](javascript:window.__markdownRan=true) 和 [数据](data:text/html,<b>hi</b>)',
      '',
      '<a href="https://evil.example.com" onclick="window.__markdownRan = true">原始链接</a>',
      '',
      '![统计图](https://images.example.com/chart.png)',
      '',
      '<iframe src="https://evil.example.com"></iframe>',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/前文/)).toBeVisible();
    const root = canvasElement.querySelector('[data-slot="markdown"]') as HTMLElement;
    await expect(root.querySelectorAll('img, script, iframe, [onerror], [onclick]')).toHaveLength(
      0,
    );
    // the link texts stay, as text
    await expect(canvas.getByText('点我').closest('a')).toBeNull();
    await expect(canvas.getByText('数据').closest('a')).toBeNull();
    await expect(canvas.getByText('原始链接').closest('a')).toBeNull();
    // the picture is a link to open, nothing fetched
    const picture = canvas.getByRole('link', { name: '图片：统计图' });
    await expect(picture).toHaveAttribute('href', 'https://images.example.com/chart.png');
    await expect(picture).toHaveAttribute('rel', 'noopener noreferrer');
    await expect((window as { __markdownRan?: boolean }).__markdownRan).toBeUndefined();
  },
};

const wideRows = Array.from(
  { length: 200 },
  (_, row) =>
    `| ${row + 1} | ${Array.from({ length: 12 }, (_, col) => `单元格 ${row + 1}-${col + 1} 的内容`).join(' | ')} |`,
);

/** a very large table scrolls in its own frame; the page does not */
export const LargeTable: Story = {
  args: {
    children: [
      '汇总如下：',
      '',
      `| # | ${Array.from({ length: 12 }, (_, col) => `第 ${col + 1} 列`).join(' | ')} |`,
      `| --- | ${Array.from({ length: 12 }, () => '---').join(' | ')} |`,
      ...wideRows,
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(201);
    const frame = canvasElement.querySelector('[data-slot="prose-table"]') as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

/** the same reply arriving in pieces: no marks show while their closing half is on its way */
function Streaming({ pieces }: { pieces: string[] }) {
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (count >= pieces.length) return;
    const next = requestAnimationFrame(() => setCount(count + 1));
    return () => cancelAnimationFrame(next);
  }, [count, pieces.length]);
  return (
    <div>
      <Markdown streaming={count < pieces.length}>{pieces.slice(0, count).join('')}</Markdown>
      <p className="lu:sr-only" role="status">
        {count < pieces.length ? '' : '完毕'}
      </p>
    </div>
  );
}

export const WhileStreaming: Story = {
  args: { children: '退款会在 **3 到 5 个工作', streaming: true },
  play: async ({ canvas }) => {
    // the half-written bold shows as bold, not as two asterisks
    await expect(canvas.getByText('3 到 5 个工作').tagName).toBe('STRONG');
    await expect(canvas.queryByText(/\*\*/)).toBeNull();
  },
};

export const HalfWrittenCode: Story = {
  args: { children: '先安装：\n\n```bash\nnpm install ex', streaming: true },
  play: async ({ canvas }) => {
    // an open fence is a code block already
    await expect(canvas.getByText('bash')).toBeVisible();
    await expect(canvas.getByText('npm install ex').closest('pre')).not.toBeNull();
  },
};

export const HalfWrittenLink: Story = {
  args: { children: '详情请看[售后政策](https://shop.exa', streaming: true },
  play: async ({ canvas }) => {
    // the link's words, without its brackets or its unfinished address
    await expect(canvas.getByText('详情请看售后政策')).toBeVisible();
    await expect(canvas.queryByText(/\[|\]\(|shop\.exa/)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const StreamedToTheEnd: Story = {
  render: () => (
    <Streaming
      pieces={['退款会在 **3', ' 到 5 个工作日**内', '原路退回。\n\n- 第一', '步\n- 第二步']}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('完毕')).toBeInTheDocument();
    // the last piece may render a moment after the end is announced
    await waitFor(() => expect(canvas.getByText('3 到 5 个工作日').tagName).toBe('STRONG'));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children:
      'Refunds take **3 to 5 working days**.\n\n```\nplain code\n```\n\n![A chart](https://images.example.com/chart.png)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(canvas.getByText('Code')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Image: A chart' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
