/**
 * The flow while it is being composed: the choice between the two flows, and a sketch of how
 * a request travels through the members as they stand (roles may still be blank, the router
 * not chosen yet).
 */
import { LEGION_FLOWS, type LegionFlow } from '@legion/api';
import { Card, CardTitle, cn } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, MessageCircleQuestion, Sparkles, Split } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useLegionFlowLabels } from './labels.ts';

export interface LegionFlowChoiceProps {
  value: LegionFlow;
  onChange: (flow: LegionFlow) => void;
  /** the radio group's form name */
  name: string;
}

/** The two flows as a pair of radio cards, each with its one-line explanation. */
export function LegionFlowChoice({ value, onChange, name }: LegionFlowChoiceProps) {
  const { t } = useLingui();
  const labels = useLegionFlowLabels();
  return (
    <fieldset className="space-y-2">
      <legend className="text-foreground mb-2 text-sm font-medium">{t`协作方式`}</legend>
      <div className="bg-muted grid gap-1 rounded-lg p-1 sm:grid-cols-2">
        {LEGION_FLOWS.map((flow) => (
          <label
            key={flow}
            className="text-muted-foreground has-[:checked]:bg-surface has-[:checked]:text-foreground has-[:focus-visible]:outline-ring flex cursor-pointer gap-2 rounded-md px-3 py-2 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name={name}
              value={flow}
              checked={value === flow}
              onChange={() => onChange(flow)}
              className="accent-primary mt-1 shrink-0"
            />
            <span className="space-y-0.5">
              <span className="block text-sm font-medium">{labels(flow).name}</span>
              <span className="block text-xs">{labels(flow).explain}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export type LegionSidePanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** the heading's id, which names the section */
  id: string;
  title: ReactNode;
  /** a line under the title: what the panel does */
  description?: ReactNode;
};

/** A titled card beside a form: the flow sketch, the test run. */
export function LegionSidePanel({
  id,
  title,
  description,
  className,
  children,
  ...props
}: LegionSidePanelProps) {
  return (
    <Card asChild className={cn('space-y-3', className)}>
      <section aria-labelledby={id} {...props}>
        <CardTitle id={id} className="font-semibold">
          {title}
        </CardTitle>
        {description ? <p className="text-muted-foreground text-xs">{description}</p> : null}
        {children}
      </section>
    </Card>
  );
}

/** a member of the flow being composed */
export interface LegionSketchMember {
  key: string;
  /** blank while the developer has not written it */
  role: string;
  agentName: string;
}

function Step({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'border-border bg-surface flex min-w-0 items-center gap-2 rounded-md border px-3 py-2 text-sm',
        className,
      )}
      {...props}
    />
  );
}

function MemberStep({ member, number }: { member: LegionSketchMember; number: number }) {
  const { t } = useLingui();
  return (
    <Step>
      <span className="bg-primary/10 text-primary inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-semibold">
        {number}
      </span>
      <span className="min-w-0 truncate">
        <span
          className={cn('font-medium', member.role ? 'text-foreground' : 'text-muted-foreground')}
        >
          {member.role || t`未填写角色`}
        </span>
        <span className="text-muted-foreground"> · {member.agentName}</span>
      </span>
    </Step>
  );
}

const arrow = (
  <ArrowDown aria-hidden="true" className="text-muted-foreground mx-auto my-1 size-4 shrink-0" />
);

export interface LegionFlowSketchProps {
  flow: LegionFlow;
  members: LegionSketchMember[];
  /** the router agent's name, or null while none is chosen */
  router: string | null;
}

/** How a request goes through the legion, drawn from the form as it is, in a side panel. */
export function LegionFlowSketch({ flow, members, router }: LegionFlowSketchProps) {
  const { t } = useLingui();
  const labels = useLegionFlowLabels();
  const question = (
    <Step className="bg-muted border-transparent">
      <MessageCircleQuestion aria-hidden="true" className="text-muted-foreground size-4" />
      {t`用户的问题`}
    </Step>
  );
  const answer = (
    <Step className="border-primary/40 bg-primary/5 text-primary font-medium">
      <Sparkles aria-hidden="true" className="size-4" />
      {t`回答`}
    </Step>
  );
  return (
    <LegionSidePanel
      id="legion-flow-diagram"
      title={
        <>
          {t`流程图`}
          <span className="text-muted-foreground ml-2 text-xs font-normal">
            {labels(flow).name}
          </span>
        </>
      }
    >
      {members.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t`添加成员后，这里会画出请求的流向。`}</p>
      ) : flow === 'sequence' ? (
        <ol aria-label={t`顺序协作流程`} className="flex flex-col">
          <li>{question}</li>
          {members.map((member, index) => (
            <li key={member.key}>
              {arrow}
              <MemberStep member={member} number={index + 1} />
            </li>
          ))}
          <li>
            {arrow}
            {answer}
          </li>
        </ol>
      ) : (
        <div className="flex flex-col">
          {question}
          {arrow}
          <Step className={router ? '' : 'border-danger/60 border-dashed'}>
            <Split aria-hidden="true" className="text-primary size-4 shrink-0" />
            <span className="min-w-0 truncate">
              <span className="text-foreground font-medium">{t`分派`}</span>
              <span className="text-muted-foreground"> · {router ?? t`未选择分派智能体`}</span>
            </span>
          </Step>
          {arrow}
          <ul
            aria-label={t`分派给其中一位成员`}
            className="border-primary/30 ml-3 space-y-2 border-l-2 pl-3"
          >
            {members.map((member, index) => (
              <li key={member.key}>
                <MemberStep member={member} number={index + 1} />
              </li>
            ))}
          </ul>
          {arrow}
          {answer}
        </div>
      )}
    </LegionSidePanel>
  );
}
