/**
 * A published legion's own page body: what it does and who made it, its members in the order
 * the flow runs them, and a place to try it (the caller's run form, or a way to sign in).
 */
import type { LegionCard as LegionCardData } from '@legion/api';
import { Card } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { LegionFlowBadge, LegionFlowChart } from '../LegionFlow/LegionFlow.tsx';
import { useLegionFlowLabels, useLegionText } from '../LegionFlow/labels.ts';

export interface LegionProfileProps {
  legion: LegionCardData;
  /** where each member leads (its market page); without it names are plain text */
  memberHref?: (agentId: string) => string;
  /** the "try it" section's content: a run form, or a prompt to sign in */
  children?: ReactNode;
}

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card asChild padding="lg" className="space-y-4 rounded-xl">
      <section aria-labelledby={id}>
        <div className="space-y-1">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-muted-foreground text-sm">{intro}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The legion's header, its members and flow, and a section to try it. */
export function LegionProfile({ legion, memberHref, children }: LegionProfileProps) {
  const { t } = useLingui();
  const text = useLegionText()(legion);
  const flow = useLegionFlowLabels()(legion.flow);
  return (
    <div data-slot="legion-profile" className="space-y-6">
      <Card asChild padding="lg" className="space-y-3 rounded-xl">
        <header>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold break-words">{text.name}</h1>
            <LegionFlowBadge flow={legion.flow} />
          </div>
          <p className="leading-relaxed whitespace-pre-line">{text.description}</p>
          <p className="text-muted-foreground text-sm">
            {t`开发者：${legion.developerName}`} ·{' '}
            {t`已运行 ${plural(legion.runCount, { other: '# 次' })}`}
          </p>
        </header>
      </Card>
      <Section title={t`成员与分工`} intro={flow.explain}>
        <LegionFlowChart
          flow={legion.flow}
          members={legion.members}
          router={legion.router}
          memberHref={memberHref}
        />
      </Section>
      <Section title={t`试一试`} intro={t`输入一个问题，看成员们如何一步步完成它。`}>
        {children}
      </Section>
    </div>
  );
}
