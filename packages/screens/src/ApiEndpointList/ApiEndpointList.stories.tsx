import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ApiEndpointGroup, ApiEndpointList } from './ApiEndpointList.tsx';

const groups: ApiEndpointGroup[] = [
  {
    id: 'api-login',
    name: '/api/login',
    endpoints: [
      {
        method: 'POST',
        path: '/api/login/qrLogin',
        summary: '用已确认的二维码登录',
        isPublic: true,
      },
      { method: 'GET', path: '/api/login/qrStatus', summary: '查询二维码状态', isPublic: true },
    ],
  },
  {
    id: 'api-agents',
    name: '/api/agents',
    endpoints: [
      { method: 'GET', path: '/api/agents/{id}', summary: '智能体详情', isPublic: true },
      { method: 'PUT', path: '/api/agents/{id}', summary: '修改智能体资料', isPublic: false },
      { method: 'PATCH', path: '/api/agents/{id}/status', summary: '上架或下架', isPublic: false },
      { method: 'DELETE', path: '/api/agents/{id}', summary: '删除草稿', isPublic: false },
    ],
  },
];

const englishSummaries: Record<string, string> = {
  'POST /api/login/qrLogin': 'Signs in with a confirmed QR code',
  'GET /api/login/qrStatus': 'The state of a QR code',
  'GET /api/agents/{id}': 'An agent',
  'PUT /api/agents/{id}': "Changes an agent's details",
  'PATCH /api/agents/{id}/status': 'Lists or unlists an agent',
  'DELETE /api/agents/{id}': 'Deletes a draft',
};

const meta = {
  title: 'Screens/ApiEndpointList',
  component: ApiEndpointList,
  args: { groups, intro: '共 6 个接口。“公开”的接口无需登录；其余接口需要携带登录令牌。' },
  decorators: [
    (Story) => (
      <div className="lu:max-w-4xl lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiEndpointList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const login = within(canvas.getByRole('region', { name: '/api/login' }));
    const qr = within(login.getByText('/api/login/qrLogin').closest('li') as HTMLElement);
    await expect(qr.getByText('POST')).toBeVisible();
    await expect(qr.getByText('公开')).toBeVisible();
    const agents = within(canvas.getByRole('region', { name: '/api/agents' }));
    await expect(agents.getAllByText('需登录')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 2, name: '/api/agents' })).toHaveAttribute(
      'id',
      'api-agents',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    intro: '6 endpoints. Public ones need no sign-in; the others need a sign-in token.',
    groups: groups.map((group) => ({
      ...group,
      endpoints: group.endpoints.map((endpoint) => ({
        ...endpoint,
        summary: englishSummaries[`${endpoint.method} ${endpoint.path}`] ?? endpoint.summary,
      })),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Public')).toHaveLength(3);
    await expect(canvas.getByText('Lists or unlists an agent')).toBeVisible();
    await expect(canvas.getAllByText('Sign-in required')).toHaveLength(3);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** on a phone each endpoint stacks: method and path, then the summary */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('/api/agents/{id}/status')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
