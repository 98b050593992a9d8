/**
 * The orchestration editor's parts that show a legion's flow: the choice between the two
 * flows, and a diagram of how a request travels through the members as they are now.
 */
import type { LegionFlow } from '@legion/api';
import { cn } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, MessageCircleQuestion, Sparkles, Split } from 'lucide-react';
import type { ReactNode } from 'react';

export function useFlowLabels() {
  const { t } = useLingui();
  return {
    sequence: {
      label: t`顺序协作`,
      explanation: t`成员依次处理：每人拿到问题和上一位的结果，最后一位给出回答。`,
    },
    router: {
      label: t`分派协作`,
      explanation: t`分派智能体读完问题，选出最合适的一位成员来回答。`,
    },
  } satisfies Record<LegionFlow, { label: string; explanation: string }>;
}

/** the two flows as a segmented pair of radio cards, each with its one-line explanation */
export function FlowChoice({
  value,
  onChange,
  name,
}: {
  value: LegionFlow;
  onChange: (flow: LegionFlow) => void;
  name: string;
}) {
  const { t } = useLingui();
  const labels = useFlowLabels();
  return (
    <fieldset className="space-y-2">
      <legend className="text-foreground mb-2 text-sm font-medium">{t`协作方式`}</legend>
      <div className="bg-muted grid gap-1 rounded-lg p-1 sm:grid-cols-2">
        {(['sequence', 'router'] as const).map((flow) => (
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
              <span className="block text-sm font-medium">{labels[flow].label}</span>
              <span className="block text-xs">{labels[flow].explanation}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** a titled card of the editor's side column */
export function SidePanel({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="border-border bg-surface space-y-3 rounded-xl border p-4"
    >
      <h2 id={id} className="text-foreground font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface FlowNode {
  key: string;
  role: string;
  agentName: string;
}

function Node({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'border-border bg-surface flex min-w-0 items-center gap-2 rounded-md border px-3 py-2 text-sm',
        className,
      )}
    >
      {children}
    </div>
  );
}

function MemberNode({ node, number }: { node: FlowNode; number: number }) {
  const { t } = useLingui();
  return (
    <Node>
      <span className="bg-primary/10 text-primary inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-semibold">
        {number}
      </span>
      <span className="min-w-0 truncate">
        <span
          className={cn('font-medium', node.role ? 'text-foreground' : 'text-muted-foreground')}
        >
          {node.role || t`未填写角色`}
        </span>
        <span className="text-muted-foreground"> · {node.agentName}</span>
      </span>
    </Node>
  );
}

const arrow = (
  <ArrowDown aria-hidden="true" className="text-muted-foreground mx-auto my-1 size-4 shrink-0" />
);

/** how a request goes through the legion, drawn from the form as it is */
export function FlowDiagram({
  flow,
  members,
  router,
}: {
  flow: LegionFlow;
  members: FlowNode[];
  /** the router agent's name, or null while none is chosen */
  router: string | null;
}) {
  const { t } = useLingui();
  const labels = useFlowLabels();
  const question = (
    <Node className="bg-muted border-transparent">
      <MessageCircleQuestion aria-hidden="true" className="text-muted-foreground size-4" />
      {t`用户的问题`}
    </Node>
  );
  const answer = (
    <Node className="border-primary/40 bg-primary/5 text-primary font-medium">
      <Sparkles aria-hidden="true" className="size-4" />
      {t`回答`}
    </Node>
  );
  return (
    <SidePanel
      id="legion-flow-diagram"
      title={
        <>
          {t`流程图`}
          <span className="text-muted-foreground ml-2 text-xs font-normal">
            {labels[flow].label}
          </span>
        </>
      }
    >
      {members.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t`添加成员后，这里会画出请求的流向。`}</p>
      ) : flow === 'sequence' ? (
        <ol aria-label={t`顺序协作流程`} className="flex flex-col">
          <li>{question}</li>
          {members.map((node, index) => (
            <li key={node.key}>
              {arrow}
              <MemberNode node={node} number={index + 1} />
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
          <Node className={router ? '' : 'border-danger/60 border-dashed'}>
            <Split aria-hidden="true" className="text-primary size-4 shrink-0" />
            <span className="min-w-0 truncate">
              <span className="text-foreground font-medium">{t`分派`}</span>
              <span className="text-muted-foreground"> · {router ?? t`未选择分派智能体`}</span>
            </span>
          </Node>
          {arrow}
          <ul
            aria-label={t`分派给其中一位成员`}
            className="border-primary/30 ml-3 space-y-2 border-l-2 pl-3"
          >
            {members.map((node, index) => (
              <li key={node.key}>
                <MemberNode node={node} number={index + 1} />
              </li>
            ))}
          </ul>
          {arrow}
          {answer}
        </div>
      )}
    </SidePanel>
  );
}
