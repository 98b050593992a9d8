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
    <fieldset className="lu:space-y-2">
      <legend className="lu:text-foreground lu:mb-2 lu:text-sm lu:font-medium">{t`协作方式`}</legend>
      <div className="lu:bg-muted lu:grid lu:gap-1 lu:rounded-lg lu:p-1 lu:sm:grid-cols-2">
        {LEGION_FLOWS.map((flow) => (
          <label
            key={flow}
            className="lu:text-muted-foreground lu:has-[:checked]:bg-surface lu:has-[:checked]:text-foreground lu:has-[:focus-visible]:outline-ring lu:flex lu:cursor-pointer lu:gap-2 lu:rounded-md lu:px-3 lu:py-2 lu:has-[:checked]:shadow-sm lu:has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name={name}
              value={flow}
              checked={value === flow}
              onChange={() => onChange(flow)}
              className="lu:accent-primary lu:mt-1 lu:shrink-0"
            />
            <span className="lu:space-y-0.5">
              <span className="lu:block lu:text-sm lu:font-medium">{labels(flow).name}</span>
              <span className="lu:block lu:text-xs">{labels(flow).explain}</span>
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
    <Card asChild className={cn('lu:space-y-3', className)}>
      <section aria-labelledby={id} {...props}>
        <CardTitle id={id} className="lu:font-semibold">
          {title}
        </CardTitle>
        {description ? <p className="lu:text-muted-foreground lu:text-xs">{description}</p> : null}
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
        'lu:border-border lu:bg-surface lu:flex lu:min-w-0 lu:items-center lu:gap-2 lu:rounded-md lu:border lu:px-3 lu:py-2 lu:text-sm',
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
      <span className="lu:bg-primary/10 lu:text-primary lu:inline-flex lu:size-5 lu:shrink-0 lu:items-center lu:justify-center lu:rounded-full lu:text-xs lu:font-semibold">
        {number}
      </span>
      <span className="lu:min-w-0 lu:truncate">
        <span
          className={cn(
            'lu:font-medium',
            member.role ? 'lu:text-foreground' : 'lu:text-muted-foreground',
          )}
        >
          {member.role || t`未填写角色`}
        </span>
        <span className="lu:text-muted-foreground"> · {member.agentName}</span>
      </span>
    </Step>
  );
}

const arrow = (
  <ArrowDown
    aria-hidden="true"
    className="lu:text-muted-foreground lu:mx-auto lu:my-1 lu:size-4 lu:shrink-0"
  />
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
    <Step className="lu:bg-muted lu:border-transparent">
      <MessageCircleQuestion aria-hidden="true" className="lu:text-muted-foreground lu:size-4" />
      {t`用户的问题`}
    </Step>
  );
  const answer = (
    <Step className="lu:border-primary/40 lu:bg-primary/5 lu:text-primary lu:font-medium">
      <Sparkles aria-hidden="true" className="lu:size-4" />
      {t`回答`}
    </Step>
  );
  return (
    <LegionSidePanel
      id="legion-flow-diagram"
      title={
        <>
          {t`流程图`}
          <span className="lu:text-muted-foreground lu:ml-2 lu:text-xs lu:font-normal">
            {labels(flow).name}
          </span>
        </>
      }
    >
      {members.length === 0 ? (
        <p className="lu:text-muted-foreground lu:text-sm">{t`添加成员后，这里会画出请求的流向。`}</p>
      ) : flow === 'sequence' ? (
        <ol aria-label={t`顺序协作流程`} className="lu:flex lu:flex-col">
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
        <div className="lu:flex lu:flex-col">
          {question}
          {arrow}
          <Step className={router ? '' : 'lu:border-danger/60 lu:border-dashed'}>
            <Split aria-hidden="true" className="lu:text-primary lu:size-4 lu:shrink-0" />
            <span className="lu:min-w-0 lu:truncate">
              <span className="lu:text-foreground lu:font-medium">{t`分派`}</span>
              <span className="lu:text-muted-foreground"> · {router ?? t`未选择分派智能体`}</span>
            </span>
          </Step>
          {arrow}
          <ul
            aria-label={t`分派给其中一位成员`}
            className="lu:border-primary/30 lu:ml-3 lu:space-y-2 lu:border-l-2 lu:pl-3"
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
