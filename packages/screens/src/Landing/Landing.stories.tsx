import { Button, Field } from '@legion/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Apple,
  ArrowRight,
  BookOpen,
  CircleCheck,
  Fingerprint,
  Flame,
  MessagesSquare,
  Phone,
  Smartphone,
  Store,
} from 'lucide-react';
import { expect, within } from 'storybook/test';
import {
  ContactCard,
  FeatureCard,
  FeatureGrid,
  LandingBanner,
  LandingHero,
  LandingPanel,
  LandingResult,
  LandingSection,
} from './Landing.tsx';

interface Copy {
  eyebrow: string;
  title: string;
  lead: string;
  start: string;
  features: string;
  featuresLead: string;
  items: [string, string][];
  ways: string;
  banner: string;
  bannerText: string;
  contact: string;
  hotline: string;
}

const zh: Copy = {
  eyebrow: '多智能体平台',
  title: '让智能体组成你的军团',
  lead: '发现、订阅和编排智能体。身份属于你，数据留在你的容器里。',
  start: '逛逛插件市场',
  features: '为隐私而生的通信与协作',
  featuresLead: '从身份到每一条消息，控制权都在你手里。',
  items: [
    ['去中心化身份', '你的身份由你自己持有和证明，换设备、换应用都带得走。'],
    ['数据容器', '资料存放在属于你的数据容器里，随时可以收回授权。'],
    ['匿名与临时群聊', '临时群聊在创建 24 小时后自动解散。'],
    ['阅后即焚', '消息在对方读过后自动销毁，不留副本。'],
  ],
  ways: '一个平台，两件事做好',
  banner: '下载 App',
  bannerText: '在手机上使用完整的智能体体验。',
  contact: '联系我们',
  hotline: '客服热线',
};

const en: Copy = {
  eyebrow: 'Multi-agent platform',
  title: 'Turn your agents into a legion',
  lead: 'Discover, subscribe to and orchestrate agents. Your identity is yours; your data stays in your container.',
  start: 'Browse the market',
  features: 'Built for private communication and collaboration',
  featuresLead: 'From your identity to every message, you stay in control.',
  items: [
    ['Decentralized identity', 'You hold and prove your identity, across devices and apps.'],
    ['Data containers', 'Your data lives in a container of your own; revoke access at any time.'],
    [
      'Anonymous, temporary groups',
      'A temporary group chat disbands 24 hours after it is created.',
    ],
    ['Self-destructing messages', 'A message is destroyed once it has been read, leaving no copy.'],
  ],
  ways: 'One platform, two things done well',
  banner: 'Get the app',
  bannerText: 'The full agent experience on your phone.',
  contact: 'Contact us',
  hotline: 'Hotline',
};

const icons = [Fingerprint, Flame, MessagesSquare, BookOpen] as const;

function LandingPage({ copy }: { copy: Copy }) {
  return (
    <div>
      <LandingHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        actions={
          <Button size="lg">
            {copy.start}
            <ArrowRight aria-hidden="true" />
          </Button>
        }
      />
      <LandingSection title={copy.features} lead={copy.featuresLead}>
        <FeatureGrid columns={4}>
          {copy.items.map(([title, text], index) => (
            <FeatureCard key={title} icon={icons[index] ?? Store} title={title}>
              {text}
            </FeatureCard>
          ))}
        </FeatureGrid>
      </LandingSection>
      <LandingSection title={copy.ways} tone="muted">
        <FeatureGrid columns={3}>
          <FeatureCard
            variant="plain"
            icon={Store}
            title={copy.start}
            link={{ href: '/market', label: copy.start }}
          >
            {copy.lead}
          </FeatureCard>
          <FeatureCard
            variant="plain"
            icon={BookOpen}
            title={copy.items[1]?.[0]}
            link={{ href: '/knowledge', label: copy.items[1]?.[0] }}
          >
            {copy.items[1]?.[1]}
          </FeatureCard>
        </FeatureGrid>
      </LandingSection>
      <LandingBanner
        id="download"
        title={copy.banner}
        description={copy.bannerText}
        actions={
          <>
            <Button size="lg" variant="secondary">
              <Smartphone aria-hidden="true" />
              Android
            </Button>
            <Button size="lg" variant="secondary">
              <Apple aria-hidden="true" />
              App Store
            </Button>
          </>
        }
      />
      <LandingSection title={copy.contact}>
        <ContactCard
          icon={Phone}
          label={copy.hotline}
          value="400-820-1234"
          href="tel:4008201234"
          note="9:00–18:00"
        />
      </LandingSection>
    </div>
  );
}

const meta = {
  title: 'Screens/Landing',
  component: LandingHero,
  args: { title: zh.title },
  render: () => <LandingPage copy={zh} />,
} satisfies Meta<typeof LandingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

async function landmarks(canvasElement: HTMLElement, copy: Copy) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  // every section is named by its heading
  await expect(canvas.getByRole('region', { name: copy.features })).toBeVisible();
  await expect(canvas.getByRole('region', { name: copy.banner })).toBeVisible();
  await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(6);
  await expect(canvas.getByRole('link', { name: '400-820-1234' })).toHaveAttribute(
    'href',
    'tel:4008201234',
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => landmarks(canvasElement, zh),
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <LandingPage copy={en} />,
  play: async ({ canvasElement }) => landmarks(canvasElement, en),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};

/** a long title wraps evenly; long feature text grows its card, the row keeps one height */
export const LongText: Story = {
  render: () => (
    <LandingPage
      copy={{
        ...zh,
        title: '让智能体组成你的军团，一起完成那些一个人很难做完、也不想一个人做的事情',
        items: zh.items.map(([title, text]) => [title, text.repeat(4)]),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** a form in its panel, and what the panel becomes once the form was sent */
export const FormAndResult: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 640, padding: 24 }}>
      <LandingPanel asChild>
        <form aria-label="意见反馈">
          <Field label="公司名称" />
        </form>
      </LandingPanel>
      <LandingResult
        icon={CircleCheck}
        title="提交成功"
        description="感谢你的反馈，我们会在 3 个工作日内回复。"
        action={<Button variant="outline">再提交一条</Button>}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '意见反馈' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('提交成功');
    await expect(canvas.getByRole('button', { name: '再提交一条' })).toBeVisible();
  },
};
