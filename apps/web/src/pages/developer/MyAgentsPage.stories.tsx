import { developerHandlers, mediaHandlers, userFixtures } from '@legion/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { developerRoutes } from '../../testing/developer-routes.tsx';
import { withAppRouter } from '../../testing/StoryRouter.tsx';
import MyAgentsPage from './MyAgentsPage.tsx';

const meta = {
  title: 'App/Developer/MyAgentsPage',
  component: MyAgentsPage,
  decorators: [withAppRouter(developerRoutes, '/developer/plugins', userFixtures.developer)],
  parameters: {
    msw: {
      handlers: {
        agents: [developerHandlers.agents.ok],
        agent: [developerHandlers.agent.ok],
        create: [developerHandlers.create.ok],
        update: [developerHandlers.update.ok],
        submit: [developerHandlers.submit.ok],
        test: [developerHandlers.test.ok],
        card: [developerHandlers.card.ok],
        calls: [developerHandlers.calls.ok],
        checks: developerHandlers.checks.none,
        rotate: [developerHandlers.rotateSecret.ok],
        upload: [developerHandlers.uploadImage.ok],
        media: [mediaHandlers.mock],
      },
    },
  },
} satisfies Meta<typeof MyAgentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '会议纪要' })).toBeVisible();
    const list = within(canvas.getAllByRole('list').at(-1) as HTMLElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByText('v2.0.0 在架')).toBeVisible();
    // the next version of an agent on the market, saved as a draft
    await expect(canvas.getByText('v1.2.0 在架')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '测试并提交 周报助手' })).toBeVisible();
    await expect(canvas.getByText(/未通过原因：描述中承诺了投资收益/)).toBeVisible();
    await expect(canvas.getByText(/由 王团队 授权/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '修改并重新提交 股市预言家' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '编辑 会议纪要' })).toBeVisible();
  },
};

export const FilteredByState: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: '会议纪要' });
    await userEvent.click(canvas.getByRole('button', { name: '未通过' }));
    // the filter lives in the address, which the router changes in a transition
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '未通过' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '股市预言家' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 2, name: '会议纪要' })).toBeNull(),
    );
  },
};

export const NoAgents: Story = {
  parameters: { msw: { handlers: { agents: [developerHandlers.agents.empty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有插件')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '创建插件' })).toHaveLength(2);
  },
};

export const UncertifiedUserWithNothingShared: Story = {
  parameters: {
    user: userFixtures.user,
    msw: { handlers: { agents: [developerHandlers.agents.empty] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/认证开发者才能创建插件/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '申请开发者认证' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '创建插件' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { agents: [developerHandlers.agents.loading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载插件')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { agents: [developerHandlers.agents.error] } } },
  play: async ({ canvas }) => {
    // a server error is asked twice more before it shows
    await expect(await canvas.findByText('插件列表加载失败')).toBeVisible();
  },
};

export const CreateRequiredFields: Story = {
  parameters: { path: '/developer/plugins?edit=new' },
  play: async ({ canvas }) => {
    // a new agent is saved as a draft first: there is nothing to submit yet
    await userEvent.click(await canvas.findByRole('button', { name: '保存草稿' }));
    await expect(canvas.queryByRole('button', { name: '提交审核' })).toBeNull();
    await expect(await canvas.findByText('请完整填写必填项')).toBeVisible();
    // every field but the category and the prefilled version
    await expect(canvas.getAllByText('此项必填')).toHaveLength(12);
  },
};

export const CreateSavesADraftAndShowsTheSecret: Story = {
  parameters: { path: '/developer/plugins?edit=new' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '创建插件' }));
    await userEvent.type(form.getByLabelText('中文名称'), '会议纪要');
    await userEvent.type(form.getByLabelText('英文名称'), 'Meeting Minutes');
    await userEvent.type(form.getByLabelText('公司'), 'Legion 实验室');
    await userEvent.type(form.getByLabelText('服务地址'), 'https://agents.legion.local/minutes');
    await userEvent.type(form.getByLabelText('中文描述'), '整理会议要点。');
    await userEvent.type(form.getByLabelText('英文描述'), 'Sums up meetings.');
    const png = () =>
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(form.getByLabelText('Logo'), png());
    await userEvent.upload(form.getByLabelText('中文封面'), png());
    await userEvent.upload(form.getByLabelText('英文封面'), png());
    await waitFor(() => expect(form.getAllByRole('img', { name: /Logo|封面/ })).toHaveLength(3));
    await userEvent.type(form.getByLabelText('法人姓名'), '陈开发');
    await userEvent.type(form.getByLabelText('法人身份证号'), '11010519491231002X');
    await userEvent.type(form.getByLabelText('统一社会信用代码'), '91350100M000100Y43');
    await userEvent.click(form.getByRole('button', { name: '保存草稿' }));
    const dialog = await screen.findByRole('dialog', { name: '智能体凭证' });
    await expect(within(dialog).getByText('lgs_3q2+7Yh0kPz9WcR4uN1bXe6TfA8sLmVd')).toBeVisible();
    await expect(within(dialog).getByText(/密钥只显示这一次/)).toBeVisible();
    // seen and closed: on to the draft's own page, to test it before submitting
    await userEvent.click(within(dialog).getByRole('button', { name: '我已保存' }));
    await expect(await canvas.findByRole('heading', { name: '测试台' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeVisible();
  },
};

/** a draft: saved again or submitted, and tested first in its console */
export const DraftTestedThenSubmitted: Story = {
  parameters: { path: '/developer/plugins?edit=36' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '编辑插件' }));
    await expect(form.getByLabelText('接入协议')).toHaveValue('openai-chat');
    await expect(form.getByLabelText('API 地址（Base URL）')).toHaveValue(
      'https://api.contracts.example.com/v1',
    );
    await expect(form.getByLabelText('模型')).toHaveValue('contract-reviewer-pro');
    // the saved key is never shown: the field is empty and says it is kept
    await expect(form.getByLabelText('API 密钥')).toHaveValue('');
    await expect(form.getByLabelText('API 密钥')).toHaveAttribute(
      'placeholder',
      '已保存，留空则不变',
    );
    await expect(form.getByRole('button', { name: '保存草稿' })).toBeEnabled();

    const console = within(await canvas.findByRole('region', { name: '测试台' }));
    await userEvent.type(console.getByLabelText('测试消息'), '这份合同的付款条款有什么风险？');
    await userEvent.click(console.getByRole('button', { name: '发送' }));
    await expect(await console.findByText('付款条款')).toBeVisible();
    await expect(console.getByText('调用成功')).toBeVisible();

    // checked: every blocking check passes, so it can be submitted
    const report = within(canvas.getByRole('region', { name: /^接入检查报告/ }));
    await expect(report.getByText('还没有检查过。提交审核前，请先检查一次。')).toBeVisible();
    await userEvent.click(report.getByRole('button', { name: '开始检查' }));
    await expect(await report.findByRole('table', { name: '检查项' })).toBeVisible();
    await expect(report.getByRole('heading', { name: /^接入检查报告/ })).toHaveTextContent('通过');

    // submitted: back to the list
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '会议纪要' })).toBeVisible();
  },
};

/** an A2A agent: its card fills in the names, the description and the provider */
export const A2aCardFillsTheForm: Story = {
  parameters: { path: '/developer/plugins?edit=new' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '创建插件' }));
    await userEvent.selectOptions(form.getByLabelText('接入协议'), 'a2a');
    await expect(form.queryByLabelText('模型')).toBeNull();
    await userEvent.type(form.getByLabelText('智能体地址'), 'https://travel.example.com');
    await userEvent.click(form.getByRole('button', { name: '从智能体名片读取' }));
    await waitFor(() => expect(form.getByLabelText('英文名称')).toHaveValue('Travel Desk'));
    await expect(form.getByLabelText('中文名称')).toHaveValue('Travel Desk');
    await expect(form.getByLabelText('公司')).toHaveValue('Travel Example Inc.');
    await expect(form.getByLabelText('版本号')).toHaveValue('2.3.0');
    // the card's icon, stored as the developer's upload, is the logo
    await expect(form.getByRole('img', { name: 'Logo' })).toBeVisible();
    await expect(form.getByLabelText('英文描述')).toHaveValue(
      'Plans trips: flights, hotels and a day-by-day itinerary.\n\n- Itinerary: A day-by-day plan for a city\n- Flights: Finds flights between two cities',
    );
  },
};

export const A2aCardNotFound: Story = {
  parameters: {
    path: '/developer/plugins?edit=new',
    msw: { handlers: { card: [developerHandlers.card.notFound] } },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '创建插件' }));
    await userEvent.selectOptions(form.getByLabelText('接入协议'), 'a2a');
    await userEvent.type(form.getByLabelText('智能体地址'), 'https://nowhere.example.com');
    await userEvent.click(form.getByRole('button', { name: '从智能体名片读取' }));
    await expect(await form.findByText('这个地址读不到智能体名片')).toBeVisible();
    await expect(form.getByLabelText('英文名称')).toHaveValue('');
  },
};

export const DraftMobileEnglish: Story = {
  ...DraftTestedThenSubmitted,
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Edit plugin' }));
    await expect(form.getByLabelText('Protocol')).toHaveValue('openai-chat');
    await expect(await canvas.findByRole('heading', { name: 'Test console' })).toBeVisible();
  },
};

/** the draft form in English at 1280 px: nothing clicked */
export const DraftEnglish: Story = {
  parameters: { path: '/developer/plugins?edit=36' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Edit plugin' }));
    await expect(form.getByLabelText('Protocol')).toHaveValue('openai-chat');
    await expect(await form.findByRole('button', { name: 'Submit for review' })).toBeVisible();
  },
};

export const EditRejected: Story = {
  parameters: { path: '/developer/plugins?edit=34' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '编辑插件' })).toBeVisible();
    await expect(canvas.getAllByText(/描述中承诺了投资收益/)[0]).toBeVisible();
    await expect(canvas.getByLabelText('中文名称')).toHaveValue('股市预言家');
    // the fix is saved as a draft first, and submitted once its checks pass
    await expect(canvas.getByText('改好后先保存为草稿，接入检查通过后再提交审核。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存草稿' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '修改并重新提交' })).toBeNull();
    // the agent id shows; the secret never comes back
    await expect(canvas.getByText('agt_0034a1b2c3d4e5f6')).toBeVisible();
    await expect(canvas.queryByText(/lgs_/)).toBeNull();
  },
};

/**
 * Saved as it was, with nothing marked fixed, a rejected version says why; the draft keeps the
 * note, is checked and goes back to review.
 */
export const ResubmitUnchangedAsksWhy: Story = {
  parameters: { path: '/developer/plugins?edit=34' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '你还没有修改任何内容，也没有勾选已改好的地方。原样重新提交时，请写明原因。',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(
      await canvas.findByText(
        '没有修改任何内容，也没有勾选已改好的地方：请告诉审核员为什么重新提交',
      ),
    ).toBeVisible();
    const note = '描述已按平台规范核对，没有承诺收益。';
    await userEvent.type(canvas.getByLabelText('说明（必填）'), note);
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    // the draft: its note kept, the rejection still shown, submitted once checked
    const resubmit = await canvas.findByRole('button', { name: '修改并重新提交' });
    const form = within(canvas.getByRole('form', { name: '编辑插件' }));
    await expect(form.getByLabelText('说明（选填）')).toHaveValue(note);
    await expect(form.getAllByText(/描述中承诺了投资收益/)[0]).toBeVisible();
    const report = within(canvas.getByRole('region', { name: /^接入检查报告/ }));
    await userEvent.click(await report.findByRole('button', { name: '开始检查' }));
    await expect(await report.findByRole('table', { name: '检查项' })).toBeVisible();
    await userEvent.click(resubmit);
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的插件' })).toBeVisible();
  },
};

/** A rejected agent's fix saved as a draft: the points it marked fixed and its note stay. */
export const FixDraftKeepsPointsAndNote: Story = {
  parameters: { path: '/developer/plugins?edit=38' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '编辑插件' }));
    await expect(form.getAllByText(/描述中承诺了投资收益/)[0]).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /删除“稳赚不赔”/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /封面去掉收益曲线图/ })).not.toBeChecked();
    await expect(form.getByLabelText(/^说明/)).toHaveValue('已删除收益承诺；封面按品牌规范保留。');
    await expect(form.getByRole('button', { name: '保存草稿' })).toBeEnabled();
    await expect(form.getByRole('button', { name: '修改并重新提交' })).toBeEnabled();
  },
};

export const FixDraftMobileEnglishDark: Story = {
  ...FixDraftKeepsPointsAndNote,
  globals: {
    locale: 'en',
    theme: 'dark',
    viewport: { value: 'mobile', isRotated: false },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Edit plugin' }));
    await expect(await form.findByRole('button', { name: 'Save draft' })).toBeEnabled();
  },
};

export const EditPublished: Story = {
  parameters: { path: '/developer/plugins?edit=31' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/线上版本 v1.2.0 会一直保持上架/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '数据统计' })).toHaveAttribute(
      'href',
      '/developer/statistics/31',
    );
  },
};

/** A new version of an agent on the market must say what changed. */
export const NewVersionNeedsNotes: Story = {
  parameters: { path: '/developer/plugins?edit=31' },
  play: async ({ canvas }) => {
    const notes = await canvas.findByLabelText('中文更新说明');
    await expect(notes).toHaveValue('');
    await expect(canvas.getByLabelText('英文更新说明')).toHaveValue('');
    await userEvent.clear(canvas.getByLabelText('版本号'));
    await userEvent.type(canvas.getByLabelText('版本号'), '1.3.0');
    await expect(canvas.queryByRole('button', { name: '提交审核' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(await canvas.findByText('请写明这个版本更新了什么')).toBeVisible();
    // one language is enough
    await userEvent.type(canvas.getByLabelText('英文更新说明'), 'Exports answers as tables.');
    await expect(canvas.queryByText('请写明这个版本更新了什么')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The next version is saved as a draft: the live one stays; the draft is checked, then sent. */
export const NextVersionSavedAsADraft: Story = {
  parameters: { path: '/developer/plugins?edit=31' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '编辑插件' }));
    await expect(
      await form.findByText(/请填写更高的版本号，改好后先保存为草稿，接入检查通过后再提交审核。/),
    ).toBeVisible();
    await userEvent.clear(form.getByLabelText('版本号'));
    await userEvent.type(form.getByLabelText('版本号'), '1.3.0');
    await userEvent.type(form.getByLabelText('中文更新说明'), '支持导出表格。');
    await userEvent.click(form.getByRole('button', { name: '保存草稿' }));
    // the draft's own form: saved again or submitted
    const submit = await canvas.findByRole('button', { name: '提交审核' });
    const draft = within(canvas.getByRole('form', { name: '编辑插件' }));
    await expect(draft.getByLabelText('版本号')).toHaveValue('1.3.0');
    await expect(draft.getByLabelText('中文更新说明')).toHaveValue('支持导出表格。');
    await expect(draft.queryByText(/改好后先保存为草稿/)).toBeNull();
    await expect(submit).toBeEnabled();
  },
};

/** a draft of the next version, checked and submitted; the live one stays on the market */
export const NextVersionDraftSubmitted: Story = {
  parameters: { path: '/developer/plugins?edit=37' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '编辑插件' }));
    await expect(await form.findByText(/线上版本 v1.2.0 会一直保持上架/)).toBeVisible();
    await expect(form.getByLabelText('版本号')).toHaveValue('1.3.0');
    await expect(form.getByLabelText('中文更新说明')).toHaveValue('支持按发言人整理要点。');
    const report = within(canvas.getByRole('region', { name: /^接入检查报告/ }));
    await userEvent.click(await report.findByRole('button', { name: '开始检查' }));
    await expect(await report.findByRole('table', { name: '检查项' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '提交审核' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的插件' })).toBeVisible();
  },
};

export const VersionUnderReviewIsLocked: Story = {
  parameters: { path: '/developer/plugins?edit=32' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/v2.1.0 正在审核，审核完成后才能再次修改。/),
    ).toBeVisible();
    await expect(canvas.getByLabelText('中文名称')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '保存草稿' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '提交审核' })).toBeNull();
  },
};

export const RotateSecret: Story = {
  parameters: { path: '/developer/plugins?edit=31' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '重置密钥' }));
    const confirm = await screen.findByRole('dialog', { name: '重置智能体密钥？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '重置密钥' }));
    const dialog = await screen.findByRole('dialog', { name: '智能体凭证' });
    await expect(within(dialog).getByText('lgs_Zr8kQ1mN5vB2xC7yT4wP0sH6jD9fG3aE')).toBeVisible();
  },
};

export const SharedAgentCannotRotate: Story = {
  parameters: { path: '/developer/plugins?edit=35' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('由 王团队 授权你管理')).toBeVisible();
    await expect(canvas.getByText('只有智能体所有者可以重置密钥')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重置密钥' })).toBeNull();
  },
};

/** someone else's agent is 404 on the server, like one that does not exist */
export const NotYours: Story = {
  parameters: { path: '/developer/plugins?edit=99' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有找到这个插件，或你没有管理它的权限')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回我的插件' })).toBeVisible();
  },
};

/** a team member manages what was shared with them, and is offered no "create" */
export const TeamMember: Story = {
  parameters: { user: userFixtures.teamMember },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/由 王团队 授权/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /编辑 旅行规划师/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '创建插件' })).toBeNull();
  },
};

/** the creation form by its address: "no permission" instead of a form the server would refuse */
export const TeamMemberOpensCreate: Story = {
  parameters: { user: userFixtures.teamMember, path: '/developer/plugins?edit=new' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有权限' })).toBeVisible();
    await expect(canvas.getByText(/认证开发者才能创建插件/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: '创建插件' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回我的插件' })).toBeVisible();
  },
};

export const TeamMemberOpensCreateMobile: Story = {
  ...TeamMemberOpensCreate,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const TeamMemberOpensCreateEnglish: Story = {
  parameters: TeamMemberOpensCreate.parameters,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
  },
};

/** a plain user with nothing shared who opens an agent's editor: no permission, unasked */
export const UserOpensAnAgent: Story = {
  parameters: { user: userFixtures.user, path: '/developer/plugins?edit=35' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有权限' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: '编辑插件' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: EveryState.play,
};

export const MobileEditor: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { path: '/developer/plugins?edit=34' },
  play: EditRejected.play,
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Plugins' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Meeting Minutes' }),
    ).toBeVisible();
  },
};
