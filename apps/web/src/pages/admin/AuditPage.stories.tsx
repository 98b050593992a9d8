import { adminHandlers, auditHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminRoutes } from '../../testing/admin-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import AuditPage from './AuditPage.tsx';

const meta = {
  title: 'App/Admin/AuditPage',
  component: AuditPage,
  decorators: [withAppRouter(adminRoutes, '/admin/audit', userFixtures.admin)],
  parameters: {
    msw: {
      handlers: {
        counts: [adminHandlers.counts.ok],
        audit: [auditHandlers.list.ok],
        csv: [auditHandlers.export.ok],
      },
    },
  },
} satisfies Meta<typeof AuditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: '审计日志' }))
    .getAllByRole('row')
    .slice(1);

/** Every kind of entry, newest first: who, what, the subject (linked when it has a page), the address. */
export const Trail: Story = {
  play: async ({ canvas }) => {
    const body = await rows(canvas);
    await expect(body).toHaveLength(8);
    await expect(body[0]).toHaveTextContent('隐藏评价');
    await expect(body[0]).toHaveTextContent('203.0.113.7');
    await expect(body[1]).toHaveTextContent('平台');
    await expect(body[1]).toHaveTextContent('退款备注');
    // the subject by name, with its kind and number beside it
    await expect(
      within(body[1] as HTMLElement).getByRole('link', { name: 'LG20261123-000048' }),
    ).toHaveAttribute('href', '/admin/orders/detail/48');
    await expect(body[1]).toHaveTextContent('订单 #48');
    // a rejection with the points it asked to fix
    await expect(body[6]).toHaveTextContent('理财顾问 v1.0.0');
    await expect(body[6]).toHaveTextContent(
      '要求修改：中文描述：删除“保证年化收益”的说法；英文描述：Remove the promise of returns',
    );
    await expect(canvas.getByRole('link', { name: /审计日志/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Filtered by person and action: the choice goes into the address. */
export const FilterByPersonAndAction: Story = {
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.selectOptions(canvas.getByLabelText('操作人'), '2');
    await userEvent.selectOptions(canvas.getByLabelText('操作类型'), 'rotate-secret');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect((await rows(canvas))[0]).toHaveTextContent('陈开发');
    await expect(canvas.getByRole('button', { name: '清除' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { audit: [auditHandlers.list.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有记录')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { audit: [auditHandlers.list.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('审计日志加载失败')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Audit trail' }),
    ).toBeVisible();
    await expect((await canvas.findAllByText('Hid a review'))[0]).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Wealth Advisor v1.0.0' })).toBeVisible();
    await expect(
      canvas.getByText(
        'To fix: Chinese description: 删除“保证年化收益”的说法; English description: Remove the promise of returns',
      ),
    ).toBeVisible();
  },
};
