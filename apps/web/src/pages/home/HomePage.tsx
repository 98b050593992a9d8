/**
 * The home page (SPEC §1): what Legion is — decentralized identity, data containers,
 * anonymous and temporary group chats (gone 24 hours after creation), self-destructing
 * messages — the way into the market, knowledge bases and plans, the download prompt, the
 * customer service hotline and the feedback form.
 */
import { Button, Link } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import {
  Apple,
  ArrowRight,
  BookOpen,
  Boxes,
  Fingerprint,
  Flame,
  Gem,
  type LucideIcon,
  MessagesSquare,
  Phone,
  Smartphone,
  Store,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { APP_LINKS } from '../../app-links.ts';
import { OpenInAppButton } from './OpenInAppButton.tsx';

/** SPEC §9: a temporary group chat's lifetime */
export const TEMPORARY_CHAT_HOURS = 24;

function Feature({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="border-border bg-surface rounded-2xl border p-6 shadow-sm">
      <span className="bg-primary-soft text-primary flex size-11 items-center justify-center rounded-xl">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="text-foreground mt-4 text-lg font-semibold">{title}</h3>
      <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{children}</p>
    </li>
  );
}

function Section({
  id,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto w-full max-w-6xl px-4 py-16 md:px-8 md:py-24">
        <div className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
          <h2 id={id} className="text-foreground text-2xl font-semibold tracking-tight md:text-3xl">
            {title}
          </h2>
          {lead ? (
            <p className="text-muted-foreground mt-3 text-base leading-relaxed">{lead}</p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export default function HomePage() {
  const { t } = useLingui();
  const { appName } = APP_LINKS;
  const hours = TEMPORARY_CHAT_HOURS;
  return (
    <div>
      <section
        aria-labelledby="home-title"
        className="from-primary-soft/70 bg-gradient-to-b to-transparent"
      >
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 pt-16 pb-20 text-center md:px-8 md:pt-24 md:pb-28">
          <p className="text-primary bg-surface border-border mb-5 rounded-full border px-3 py-1 text-xs font-medium">
            {t`多智能体平台`}
          </p>
          <h1
            id="home-title"
            className="text-foreground max-w-3xl text-4xl leading-tight font-semibold tracking-tight text-balance md:text-6xl"
          >
            {t`让智能体组成你的军团`}
          </h1>
          <p className="text-muted-foreground mt-5 max-w-2xl text-base leading-relaxed md:text-lg">
            {t`在 Legion 发现、订阅和编排智能体。身份属于你，数据留在你的容器里，对话可以匿名、临时、阅后即焚。`}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/plugins/market">
                {t`逛逛插件市场`}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <OpenInAppButton />
          </div>
        </div>
      </section>

      <Section
        id="home-privacy"
        title={t`为隐私而生的通信与协作`}
        lead={t`从身份到每一条消息，控制权都在你手里。`}
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Feature icon={Fingerprint} title={t`去中心化身份`}>
            {t`你的身份由你自己持有和证明，不依赖任何单一平台，换设备、换应用都带得走。`}
          </Feature>
          <Feature icon={Boxes} title={t`数据容器`}>
            {t`资料存放在属于你的数据容器里，只有经你授权的智能体才能读取，随时可以收回。`}
          </Feature>
          <Feature icon={MessagesSquare} title={t`匿名与临时群聊`}>
            {t`匿名加入讨论；临时群聊在创建 ${hours} 小时后自动解散，记录一并消失。`}
          </Feature>
          <Feature icon={Flame} title={t`阅后即焚`}>
            {t`设置了阅后即焚的消息在对方读过后自动销毁，不留副本。`}
          </Feature>
        </ul>
      </Section>

      <Section id="home-platform" title={t`一个平台，三件事做好`} className="bg-muted/40">
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {[
            {
              icon: Store,
              title: t`插件市场`,
              text: t`按分类浏览智能体，查看评分与数据，一键订阅。开发者认证后即可上架自己的智能体。`,
              href: '/plugins/market',
              action: t`去市场`,
            },
            {
              icon: BookOpen,
              title: t`知识库`,
              text: t`上传 PDF、Word、Excel、网页等 13 种格式的文档，自动解析、切分和索引，中英文都能检索。`,
              href: '/knowledge',
              action: t`建知识库`,
            },
            {
              icon: Gem,
              title: t`价格方案`,
              text: t`免费版即可上手；需要更多资源、空间和协作时，扫码即可升级。`,
              href: '/pricing',
              action: t`看套餐`,
            },
          ].map((item) => (
            <li
              key={item.href}
              className="border-border bg-surface flex flex-col rounded-2xl border p-6"
            >
              <item.icon aria-hidden="true" className="text-primary size-6" />
              <h3 className="text-foreground mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="text-muted-foreground mt-2 flex-1 text-sm leading-relaxed">
                {item.text}
              </p>
              <Link
                href={item.href}
                className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
              >
                {item.action}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section id="download" aria-labelledby="home-download" className="scroll-mt-20">
        <div className="mx-auto w-full max-w-6xl px-4 py-16 md:px-8 md:py-24">
          <div className="bg-primary text-primary-foreground flex flex-col items-center gap-6 rounded-3xl px-6 py-12 text-center md:px-12">
            <h2 id="home-download" className="text-2xl font-semibold md:text-3xl">
              {t`下载 ${appName} App`}
            </h2>
            <p className="max-w-xl opacity-90">
              {t`在手机上使用临时群聊、阅后即焚和完整的智能体体验。`}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
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
            </div>
          </div>
        </div>
      </section>

      <Section
        id="home-feedback"
        title={t`联系我们`}
        lead={t`留下你的问题或合作意向，我们会在 1-3 个工作日内回复。`}
      >
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[18rem_1fr]">
          <aside className="space-y-4">
            <div className="border-border bg-surface rounded-2xl border p-6">
              <p className="text-muted-foreground flex items-center gap-2 text-sm">
                <Phone aria-hidden="true" className="size-4" />
                {t`客服热线`}
              </p>
              <p className="text-foreground mt-2 text-2xl font-semibold tabular-nums">
                <a href={`tel:${APP_LINKS.hotline.replaceAll('-', '')}`}>{APP_LINKS.hotline}</a>
              </p>
              <p className="text-muted-foreground mt-1 text-xs">{t`工作日 9:00–18:00`}</p>
            </div>
          </aside>
          <NearViewport>
            <FeedbackForm />
          </NearViewport>
        </div>
      </Section>
    </div>
  );
}

/**
 * The feedback form (react-hook-form and the contract's zod schema, about 45 kB gzip) sits at
 * the bottom of the page: it loads when its place comes within NEAR_VIEWPORT of the screen,
 * not with the page. Until then a card of the form's height holds its place, so nothing moves.
 */
const FeedbackForm = lazy(() =>
  import('./FeedbackForm.tsx').then((module) => ({ default: module.FeedbackForm })),
);
const NEAR_VIEWPORT = '600px';

function NearViewport({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = (
    <div
      aria-hidden="true"
      className="border-border bg-surface min-h-[36rem] rounded-2xl border p-6 shadow-sm md:p-8"
    />
  );
  return (
    <div ref={place} data-slot="near-viewport">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
