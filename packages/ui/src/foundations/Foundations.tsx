/**
 * The design tokens as a page: what a designer checks before reaching for a new value.
 * Not exported from the library; it documents tailwind.config.ts and tokens.css.
 */
import { breakpoints } from '../../tailwind.config.ts';

const COLOURS = [
  ['background', 'bg-background'],
  ['foreground', 'bg-foreground'],
  ['surface', 'bg-surface'],
  ['muted', 'bg-muted'],
  ['muted-foreground', 'bg-muted-foreground'],
  ['border', 'bg-border'],
  ['input', 'bg-input'],
  ['ring', 'bg-ring'],
  ['primary', 'bg-primary'],
  ['primary-soft', 'bg-primary-soft'],
  ['secondary', 'bg-secondary'],
  ['accent', 'bg-accent'],
  ['success', 'bg-success'],
  ['warning', 'bg-warning'],
  ['danger', 'bg-danger'],
] as const;

const TYPE_SCALE = [
  ['text-5xl', 'text-5xl font-semibold', '多智能体平台'],
  ['text-4xl', 'text-4xl font-semibold', '让智能体协同工作'],
  ['text-3xl', 'text-3xl font-semibold', '插件市场 Plugin Market'],
  ['text-2xl', 'text-2xl font-semibold', '知识库与文档'],
  ['text-xl', 'text-xl font-medium', '开发者中心'],
  ['text-lg', 'text-lg', '订阅你需要的智能体，开始协作。'],
  ['text-base', 'text-base', '正文：去中心化身份、数据容器、匿名与临时群聊，消息阅后即焚。'],
  ['text-sm', 'text-sm', '辅助文字：审核预计需要 7 个工作日。'],
  ['text-xs', 'text-xs', '说明：临时群聊在创建 24 小时后消失。'],
] as const;

const SPACING = [1, 2, 3, 4, 6, 8, 12, 16] as const;
const SPACING_CLASS: Record<(typeof SPACING)[number], string> = {
  1: 'w-1',
  2: 'w-2',
  3: 'w-3',
  4: 'w-4',
  6: 'w-6',
  8: 'w-8',
  12: 'w-12',
  16: 'w-16',
};
const RADII = ['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-2xl'] as const;
const SHADOWS = ['shadow-sm', 'shadow-md', 'shadow-lg'] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-foreground text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function Foundations() {
  return (
    <div className="max-w-content bg-background text-foreground mx-auto space-y-12 p-6 md:p-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">Foundations</h1>
        <p className="text-muted-foreground">
          颜色、字号、间距、圆角与阴影。所有界面只使用这些值。
        </p>
      </header>

      <Section title="颜色 Colour">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {COLOURS.map(([name, swatch]) => (
            <li key={name} className="space-y-2">
              <div className={`border-border h-16 rounded-lg border ${swatch}`} />
              <p className="text-muted-foreground font-mono text-xs">{name}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="字号 Type scale">
        <ul className="space-y-3">
          {TYPE_SCALE.map(([name, className, sample]) => (
            <li key={name} className="flex flex-col gap-1 md:flex-row md:items-baseline md:gap-6">
              <span className="text-muted-foreground w-24 shrink-0 font-mono text-xs">{name}</span>
              <span className={className}>{sample}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="间距 Spacing (4 px rhythm)">
        <ul className="space-y-2">
          {SPACING.map((step) => (
            <li key={step} className="flex items-center gap-4">
              <span className="text-muted-foreground w-24 font-mono text-xs">
                {step} · {step * 4}px
              </span>
              <span className={`bg-primary h-3 rounded-sm ${SPACING_CLASS[step]}`} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="圆角与阴影 Radii and shadows">
        <div className="flex flex-wrap gap-6">
          {RADII.map((radius) => (
            <div
              key={radius}
              className={`border-border bg-surface text-muted-foreground flex size-24 items-center justify-center border font-mono text-xs ${radius}`}
            >
              {radius}
            </div>
          ))}
          {SHADOWS.map((shadow) => (
            <div
              key={shadow}
              className={`bg-surface text-muted-foreground flex size-24 items-center justify-center rounded-lg font-mono text-xs ${shadow}`}
            >
              {shadow}
            </div>
          ))}
        </div>
      </Section>

      <Section title="断点 Breakpoints">
        <ul className="space-y-1 text-sm">
          {Object.entries(breakpoints).map(([name, px]) => (
            <li key={name}>
              <span className="font-mono">{name}</span>
              <span className="text-muted-foreground"> — {px}px</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
