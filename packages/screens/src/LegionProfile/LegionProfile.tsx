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
    <Card asChild padding="lg" className="lu:space-y-4 lu:rounded-xl">
      <section aria-labelledby={id}>
        <div className="lu:space-y-1">
          <h2 id={id} className="lu:text-lg lu:font-semibold">
            {title}
          </h2>
          <p className="lu:text-muted-foreground lu:text-sm">{intro}</p>
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
    <div data-slot="legion-profile" className="lu:space-y-6">
      <Card asChild padding="lg" className="lu:space-y-3 lu:rounded-xl">
        <header>
          <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
            <h1 className="lu:text-2xl lu:font-semibold lu:break-words">{text.name}</h1>
            <LegionFlowBadge flow={legion.flow} />
          </div>
          <p className="lu:leading-relaxed lu:whitespace-pre-line">{text.description}</p>
          <p className="lu:text-muted-foreground lu:text-sm">
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
