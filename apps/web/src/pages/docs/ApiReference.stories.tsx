import { openApiDocument } from '@legion/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { docsRoutes } from '../../testing/docs-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import { ApiReference, OPENAPI_PATH } from './ApiReference.tsx';

// the document the server serves, generated from the same endpoint registry
const openapi = {
  ok: http.get(`*${OPENAPI_PATH}`, () => HttpResponse.json(openApiDocument('1.0.0'))),
  loading: http.get(`*${OPENAPI_PATH}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  error: http.get(`*${OPENAPI_PATH}`, () =>
    HttpResponse.json({ code: 500, msg: 'Server error' }, { status: 500 }),
  ),
};

const meta = {
  title: 'App/Docs/ApiReference',
  component: ApiReference,
  decorators: [withAppRouter(docsRoutes(), '/docs/api/api-reference')],
  parameters: { msw: { handlers: { openapi: [openapi.ok] } } },
} satisfies Meta<typeof ApiReference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '接口列表' })).toBeVisible();
    const login = within(
      (await canvas.findByRole('region', { name: '/api/login' })) as HTMLElement,
    );
    const qrLogin = login.getByText('/api/login/qrLogin').closest('li') as HTMLElement;
    await expect(within(qrLogin).getByText('POST')).toBeVisible();
    await expect(within(qrLogin).getByText('公开')).toBeVisible();
    await expect(within(qrLogin).getByText(/Signs in with a confirmed QR/)).toBeVisible();
    const toc = within(canvas.getByRole('navigation', { name: '本页目录' }));
    await expect(toc.getByRole('link', { name: '/api/knowledge' })).toHaveAttribute(
      'href',
      '#api-knowledge',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { openapi: [openapi.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在加载接口列表');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { openapi: [openapi.error] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('接口列表加载失败，请稍后重试。')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '本页目录' })).toBeNull();
  },
};
