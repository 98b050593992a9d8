/**
 * The design tokens as a page: what a designer checks before reaching for a new value.
 * Not exported from the library; it documents the Tailwind preset and tokens.css.
 */
import { breakpoints } from '../tailwind-preset.ts';

const COLOURS = [
  ['background', 'lu:bg-background'],
  ['foreground', 'lu:bg-foreground'],
  ['surface', 'lu:bg-surface'],
  ['muted', 'lu:bg-muted'],
  ['muted-foreground', 'lu:bg-muted-foreground'],
  ['border', 'lu:bg-border'],
  ['input', 'lu:bg-input'],
  ['ring', 'lu:bg-ring'],
  ['primary', 'lu:bg-primary'],
  ['primary-soft', 'lu:bg-primary-soft'],
  ['secondary', 'lu:bg-secondary'],
  ['accent', 'lu:bg-accent'],
  ['success', 'lu:bg-success'],
  ['warning', 'lu:bg-warning'],
  ['danger', 'lu:bg-danger'],
] as const;

const TYPE_SCALE = [
  ['lu:text-5xl', 'lu:text-5xl lu:font-semibold', '多智能体平台'],
  ['lu:text-4xl', 'lu:text-4xl lu:font-semibold', '让智能体协同工作'],
  ['lu:text-3xl', 'lu:text-3xl lu:font-semibold', '插件市场 Plugin Market'],
  ['lu:text-2xl', 'lu:text-2xl lu:font-semibold', '知识库与文档'],
  ['lu:text-xl', 'lu:text-xl lu:font-medium', '开发者中心'],
  ['lu:text-lg', 'lu:text-lg', '订阅你需要的智能体，开始协作。'],
  ['lu:text-base', 'lu:text-base', '正文：去中心化身份、数据容器、匿名与临时群聊，消息阅后即焚。'],
  ['lu:text-sm', 'lu:text-sm', '辅助文字：审核预计需要 7 个工作日。'],
  ['lu:text-xs', 'lu:text-xs', '说明：临时群聊在创建 24 小时后消失。'],
] as const;

const SPACING = [1, 2, 3, 4, 6, 8, 12, 16] as const;
const SPACING_CLASS: Record<(typeof SPACING)[number], string> = {
  1: 'lu:w-1',
  2: 'lu:w-2',
  3: 'lu:w-3',
  4: 'lu:w-4',
  6: 'lu:w-6',
  8: 'lu:w-8',
  12: 'lu:w-12',
  16: 'lu:w-16',
};
const RADII = [
  'lu:rounded-sm',
  'lu:rounded-md',
  'lu:rounded-lg',
  'lu:rounded-xl',
  'lu:rounded-2xl',
] as const;
const SHADOWS = ['lu:shadow-sm', 'lu:shadow-md', 'lu:shadow-lg'] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="lu:space-y-4">
      <h2 className="lu:text-foreground lu:text-xl lu:font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function Foundations() {
  return (
    <div className="lu:max-w-content lu:bg-background lu:text-foreground lu:mx-auto lu:space-y-12 lu:p-6 lu:md:p-10">
      <header className="lu:space-y-2">
        <h1 className="lu:text-3xl lu:font-semibold">Foundations</h1>
        <p className="lu:text-muted-foreground">
          颜色、字号、间距、圆角与阴影。所有界面只使用这些值。
        </p>
      </header>

      <Section title="颜色 Colour">
        <ul className="lu:grid lu:grid-cols-2 lu:gap-4 lu:sm:grid-cols-3 lu:lg:grid-cols-5">
          {COLOURS.map(([name, swatch]) => (
            <li key={name} className="lu:space-y-2">
              <div className={`lu:border-border lu:h-16 lu:rounded-lg lu:border ${swatch}`} />
              <p className="lu:text-muted-foreground lu:font-mono lu:text-xs">{name}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="字号 Type scale">
        <ul className="lu:space-y-3">
          {TYPE_SCALE.map(([name, className, sample]) => (
            <li
              key={name}
              className="lu:flex lu:flex-col lu:gap-1 lu:md:flex-row lu:md:items-baseline lu:md:gap-6"
            >
              <span className="lu:text-muted-foreground lu:w-24 lu:shrink-0 lu:font-mono lu:text-xs">
                {name}
              </span>
              <span className={className}>{sample}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="间距 Spacing (4 px rhythm)">
        <ul className="lu:space-y-2">
          {SPACING.map((step) => (
            <li key={step} className="lu:flex lu:items-center lu:gap-4">
              <span className="lu:text-muted-foreground lu:w-24 lu:font-mono lu:text-xs">
                {step} · {step * 4}px
              </span>
              <span className={`lu:bg-primary lu:h-3 lu:rounded-sm ${SPACING_CLASS[step]}`} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="圆角与阴影 Radii and shadows">
        <div className="lu:flex lu:flex-wrap lu:gap-6">
          {RADII.map((radius) => (
            <div
              key={radius}
              className={`lu:border-border lu:bg-surface lu:text-muted-foreground lu:flex lu:size-24 lu:items-center lu:justify-center lu:border lu:font-mono lu:text-xs ${radius}`}
            >
              {radius}
            </div>
          ))}
          {SHADOWS.map((shadow) => (
            <div
              key={shadow}
              className={`lu:bg-surface lu:text-muted-foreground lu:flex lu:size-24 lu:items-center lu:justify-center lu:rounded-lg lu:font-mono lu:text-xs ${shadow}`}
            >
              {shadow}
            </div>
          ))}
        </div>
      </Section>

      <Section title="断点 Breakpoints">
        <ul className="lu:space-y-1 lu:text-sm">
          {Object.entries(breakpoints).map(([name, px]) => (
            <li key={name}>
              <span className="lu:font-mono">{name}</span>
              <span className="lu:text-muted-foreground"> — {px}px</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
