import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DisplayPlan } from './PlanCard.tsx';
import { PlanList } from './PlanList.tsx';

/** another product's three monthly plans (a shared notes app): free, a popular personal one, a team one */
const plans: DisplayPlan[] = [
  {
    id: 'notes-free',
    name: '个人免费版',
    subtitle: '记下想法，随时找回',
    price: 0,
    priceUnit: '',
    features: ['3 个笔记本', '同步 2 台设备', '每条笔记附件 5 MB', '7 天历史版本'],
    isPopular: false,
    buttonText: '立即订阅',
  },
  {
    id: 'notes-plus',
    name: '个人高级版',
    subtitle: '笔记本不限，离线也能用',
    price: 18.8,
    priceUnit: '/月',
    features: [
      '笔记本数量不限',
      '同步设备数量不限',
      '每条笔记附件 200 MB',
      '离线访问',
      '一年历史版本',
    ],
    isPopular: true,
    buttonText: '立即订阅',
  },
  {
    id: 'notes-business',
    name: '企业版',
    subtitle: '团队共享与管理',
    price: 5688,
    priceUnit: '/月',
    features: [
      '共享笔记本与权限',
      '成员数量不限',
      '单点登录',
      '管理后台与审计记录',
      '2 TB 团队空间',
      '多人协同编辑',
      '专属客服',
    ],
    isPopular: false,
    buttonText: '立即订阅',
  },
];

const meta = {
  title: 'Library/PlanList',
  component: PlanList,
  // priced in yuan, the free plan free for a limited time, as a Chinese platform shows them
  args: { plans, onSubscribe: fn(), currency: 'CNY', freeLabel: '限时免费' },
  decorators: [
    (Story) => (
      <div className="lu:mx-auto lu:max-w-5xl lu:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const free = within(canvas.getByRole('article', { name: '个人免费版' }));
    await expect(free.getByText('限时免费')).toBeVisible();
    await expect(free.queryByRole('button')).toBeNull();
    const premium = within(canvas.getByRole('article', { name: /个人高级版/ }));
    await expect(premium.getByText('推荐')).toBeVisible();
    await expect(premium.getByText('¥18.8')).toBeVisible();
    await expect(premium.getByText('/月')).toBeVisible();
    await userEvent.click(premium.getByRole('button', { name: '立即订阅' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'notes-plus' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** without a currency or a free label: plain numbers and the neutral "免费" / "Free" */
export const NeutralDefaults: Story = {
  args: { currency: undefined, freeLabel: undefined },
  play: async ({ canvas }) => {
    const free = within(canvas.getByRole('article', { name: '个人免费版' }));
    await expect(free.getByText('免费')).toBeVisible();
    const premium = within(canvas.getByRole('article', { name: /个人高级版/ }));
    await expect(premium.getByText('18.8')).toBeVisible();
    await expect(canvas.queryByText(/¥/)).toBeNull();
  },
};

/** the caller writes its prices itself */
export const OwnPriceFormat: Story = {
  args: { formatPrice: (price: number) => `${price.toFixed(2)} USD`, freeLabel: 'Free' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18.80 USD')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};

export const CurrentPlan: Story = {
  args: { currentPlanId: 'notes-plus' },
  play: async ({ canvas }) => {
    const premium = within(canvas.getByRole('article', { name: /个人高级版/ }));
    await expect(premium.getByText('当前套餐')).toBeVisible();
  },
};

/** a paid plan the person is on: until when, instead of an offer to buy it again */
export const CurrentPlanUntil: Story = {
  args: { currentPlanId: 'notes-plus', currentUntil: '2027-03-01T00:00:00.000Z' },
  play: async ({ canvas }) => {
    const premium = within(canvas.getByRole('article', { name: /个人高级版/ }));
    await expect(premium.getByText('当前套餐，有效期至 2027年3月1日')).toBeVisible();
    await expect(premium.queryByRole('button', { name: '立即订阅' })).toBeNull();
    // more time on it is one tap away
    await expect(premium.getByRole('button', { name: '续订' })).toBeVisible();
    // the other plans are still offered
    const enterprise = within(canvas.getByRole('article', { name: /企业版/ }));
    await expect(enterprise.getByRole('button', { name: '立即订阅' })).toBeVisible();
  },
};

export const CurrentPlanUntilInEnglish: Story = {
  args: { ...CurrentPlanUntil.args, freeLabel: 'Limited-time free' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your plan, until March 1, 2027')).toBeVisible();
  },
};

export const CarouselOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '套餐' })).toBeVisible();
    // it opens on the recommended plan
    await expect(canvas.getByRole('button', { name: '查看个人高级版' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // the slide changes when its animation ends
    await userEvent.click(canvas.getByRole('button', { name: '下一个套餐' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '查看企业版' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: '下一个套餐' })).toBeDisabled();
    // the arrow that reached the end hands the focus to the other one, not to the page
    await waitFor(() => expect(canvas.getByRole('button', { name: '上一个套餐' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: '查看个人免费版' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '上一个套餐' })).toBeDisabled());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CarouselAt560: Story = {
  globals: { viewport: { value: 'phablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '套餐' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(3);
    // the one in view is the only one a screen reader or a keyboard reaches
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
  },
};

/** A column at most 400 px wide on a wide screen: the list measures itself, so it is the carousel */
export const CarouselInANarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div className="lu:max-w-[400px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '套餐' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
  },
};

/** A 768 px screen: the list is 736 px wide, room for the cards side by side */
export const CardsInAWideContainer: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('region', { name: '套餐' })).toBeNull();
  },
};
