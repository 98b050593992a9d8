/**
 * The home page: what Legion is — decentralized identity, data containers, anonymous and
 * temporary group chats (gone 24 hours after creation), self-destructing messages — the way
 * into the market, knowledge bases and plans, the download prompt, the customer service
 * hotline and the feedback form.
 */
import {
  ContactCard,
  FeatureCard,
  FeatureGrid,
  LandingBanner,
  LandingHero,
  LandingPanel,
  LandingSection,
} from '@legion/screens';
import { Button, Link, WhenVisible } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import {
  Apple,
  ArrowRight,
  BookOpen,
  Boxes,
  Fingerprint,
  Flame,
  Gem,
  MessagesSquare,
  Phone,
  Smartphone,
  Store,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { APP_LINKS } from '../../app-links.ts';
import { OpenInAppButton } from './OpenInAppButton.tsx';

/** a temporary group chat's lifetime */
export const TEMPORARY_CHAT_HOURS = 24;

export default function HomePage() {
  const { t } = useLingui();
  const { appName } = APP_LINKS;
  const hours = TEMPORARY_CHAT_HOURS;
  return (
    <div>
      <LandingHero
        eyebrow={t`多智能体平台`}
        title={t`让智能体组成你的军团`}
        lead={t`在 Legion 发现、订阅和编排智能体。身份属于你，数据留在你的容器里，对话可以匿名、临时、阅后即焚。`}
        actions={
          <>
            <Button asChild size="lg">
              <Link href="/plugins/market">
                {t`逛逛插件市场`}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <OpenInAppButton />
          </>
        }
      />

      <LandingSection
        title={t`为隐私而生的通信与协作`}
        lead={t`从身份到每一条消息，控制权都在你手里。`}
      >
        <FeatureGrid columns={4}>
          <FeatureCard icon={Fingerprint} title={t`去中心化身份`}>
            {t`你的身份由你自己持有和证明，不依赖任何单一平台，换设备、换应用都带得走。`}
          </FeatureCard>
          <FeatureCard icon={Boxes} title={t`数据容器`}>
            {t`资料存放在属于你的数据容器里，只有经你授权的智能体才能读取，随时可以收回。`}
          </FeatureCard>
          <FeatureCard icon={MessagesSquare} title={t`匿名与临时群聊`}>
            {t`匿名加入讨论；临时群聊在创建 ${hours} 小时后自动解散，记录一并消失。`}
          </FeatureCard>
          <FeatureCard icon={Flame} title={t`阅后即焚`}>
            {t`设置了阅后即焚的消息在对方读过后自动销毁，不留副本。`}
          </FeatureCard>
        </FeatureGrid>
      </LandingSection>

      <LandingSection title={t`一个平台，三件事做好`} tone="muted">
        <FeatureGrid columns={3}>
          <FeatureCard
            variant="plain"
            icon={Store}
            title={t`插件市场`}
            link={{ href: '/plugins/market', label: t`去市场` }}
          >
            {t`按分类浏览智能体，查看评分与数据，一键订阅。开发者认证后即可上架自己的智能体。`}
          </FeatureCard>
          <FeatureCard
            variant="plain"
            icon={BookOpen}
            title={t`知识库`}
            link={{ href: '/knowledge', label: t`建知识库` }}
          >
            {t`上传 PDF、Word、Excel、网页等 13 种格式的文档，自动解析、切分和索引，中英文都能检索。`}
          </FeatureCard>
          <FeatureCard
            variant="plain"
            icon={Gem}
            title={t`价格方案`}
            link={{ href: '/pricing', label: t`看套餐` }}
          >
            {t`免费版即可上手；需要更多资源、空间和协作时，扫码即可升级。`}
          </FeatureCard>
        </FeatureGrid>
      </LandingSection>

      <LandingBanner
        id="download"
        title={t`下载 ${appName} App`}
        description={t`在手机上使用临时群聊、阅后即焚和完整的智能体体验。`}
        actions={
          <>
            <Button asChild size="lg" variant="secondary">
              <a href={APP_LINKS.androidPackageUrl}>
                <Smartphone aria-hidden="true" />
                {t`Android 下载`}
              </a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href={APP_LINKS.iosAppStoreUrl}>
                <Apple aria-hidden="true" />
                {t`App Store 下载`}
              </a>
            </Button>
          </>
        }
      />

      <LandingSection
        headingId="home-feedback"
        title={t`联系我们`}
        lead={t`留下你的问题或合作意向，我们会在 1-3 个工作日内回复。`}
      >
        <div className="lu:grid lu:grid-cols-1 lu:gap-8 lu:lg:grid-cols-[18rem_1fr]">
          <aside>
            <ContactCard
              icon={Phone}
              label={t`客服热线`}
              value={APP_LINKS.hotline}
              href={`tel:${APP_LINKS.hotline.replaceAll('-', '')}`}
              note={t`工作日 9:00–18:00`}
            />
          </aside>
          <WhenVisible threshold={600} placeholder={feedbackPlaceholder}>
            <Suspense fallback={feedbackPlaceholder}>
              <FeedbackForm />
            </Suspense>
          </WhenVisible>
        </div>
      </LandingSection>
    </div>
  );
}

/**
 * The feedback form (react-hook-form and the contract's zod schema, about 45 kB gzip) sits at
 * the bottom of the page: it loads when its place comes within 600 px of the screen, not with
 * the page. Until then a card of the form's height holds its place, so nothing moves.
 */
const FeedbackForm = lazy(() =>
  import('./FeedbackForm.tsx').then((module) => ({ default: module.FeedbackForm })),
);
const feedbackPlaceholder = <LandingPanel aria-hidden="true" className="lu:min-h-landing-panel" />;
