/**
 * What the legion screens share (the public list and page, the admin review): the flow's name,
 * and the members drawn as the flow runs them — a chain for a sequence, the router above the
 * members it picks from.
 */
import type { LegionFlow } from '@legion/api';
import { Avatar, cn, Link } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowRight, GitFork, Workflow } from 'lucide-react';
import { useAgentName } from '../../hooks/agent-name.ts';

/** a member as the screens show it; instructions and market state only reach admins */
export interface FlowMember {
  agentId: string;
  role: string;
  nameZh: string;
  nameEn: string;
  logo: string;
  instructions?: string;
  published?: boolean;
}

export type FlowRouter = Omit<FlowMember, 'role' | 'instructions'>;

/** a legion's name and description in the interface language */
export function useLegionText() {
  const { i18n } = useLingui();
  return (legion: {
    nameZh: string;
    nameEn: string;
    descriptionZh: string;
    descriptionEn: string;
  }) =>
    i18n.locale === 'en'
      ? { name: legion.nameEn, description: legion.descriptionEn }
      : { name: legion.nameZh, description: legion.descriptionZh };
}

/** 顺序协作 / 分派协作, with what it means */
export function useFlowLabels() {
  const { t } = useLingui();
  return (flow: LegionFlow) =>
    flow === 'sequence'
      ? {
          name: t`顺序协作`,
          explain: t`成员依次处理：每个成员拿到问题和上一位的结果，最后一位给出回答。`,
        }
      : {
          name: t`分派协作`,
          explain: t`分派者读完问题，挑选最合适的一位成员来回答。`,
        };
}

export function FlowBadge({ flow, className }: { flow: LegionFlow; className?: string }) {
  const label = useFlowLabels()(flow);
  const Icon = flow === 'sequence' ? Workflow : GitFork;
  return (
    <span
      data-flow={flow}
      className={cn(
        'bg-primary-soft text-primary inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label.name}
    </span>
  );
}

/** "3 个成员" under a name, and the avatars in a row */
export function MemberFaces({
  members,
  router,
}: {
  members: FlowMember[];
  router: FlowRouter | null;
}) {
  const { t } = useLingui();
  const name = useAgentName();
  return (
    <ul aria-label={t`成员`} className="flex flex-col gap-1.5">
      {router ? (
        <li className="flex min-w-0 items-center gap-2 text-sm">
          <Avatar src={router.logo} name={name(router)} size={24} />
          <span className="text-foreground truncate">{name(router)}</span>
          <span className="text-muted-foreground shrink-0 text-xs">{t`分派者`}</span>
        </li>
      ) : null}
      {members.map((member) => (
        <li key={member.agentId} className="flex min-w-0 items-center gap-2 text-sm">
          <Avatar src={member.logo} name={name(member)} size={24} />
          <span className="text-foreground truncate">{name(member)}</span>
          <span className="text-muted-foreground truncate text-xs">{member.role}</span>
        </li>
      ))}
    </ul>
  );
}

function Node({
  agent,
  duty,
  step,
  linked,
  detailed,
}: {
  agent: FlowMember | FlowRouter;
  /** the member's role in the legion, or "router" */
  duty: string;
  step?: number;
  linked: boolean;
  detailed: boolean;
}) {
  const { t } = useLingui();
  const name = useAgentName()(agent);
  const instructions = 'instructions' in agent ? agent.instructions : undefined;
  return (
    <div className="border-border bg-surface relative flex h-full min-w-0 flex-col gap-2 rounded-lg border p-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={agent.logo} name={name} size={40} />
        <div className="min-w-0 flex-1">
          <p className="text-muted-foreground text-xs">
            {step !== undefined ? t`第 ${step} 步` : null}
            {step !== undefined ? ' · ' : null}
            <span className="text-primary font-medium">{duty}</span>
          </p>
          <p className="text-foreground truncate font-medium">
            {linked ? (
              <Link href={`/plugins/statistics/${agent.agentId}`} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </p>
        </div>
        {detailed && agent.published === false ? (
          <span className="bg-danger/10 text-danger shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap">
            {t`未上架`}
          </span>
        ) : null}
      </div>
      {detailed && instructions !== undefined ? (
        <p className="text-muted-foreground text-sm break-words whitespace-pre-line">
          {instructions ? instructions : t`没有额外说明`}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The members in flow order. A sequence reads left to right on a wide screen and top to
 * bottom on a phone; a router stands above the members it hands requests to. `linked` makes
 * each name a link to the agent's market page; `detailed` adds instructions and market state.
 */
export function LegionFlowChart({
  flow,
  members,
  router,
  linked = false,
  detailed = false,
}: {
  flow: LegionFlow;
  members: FlowMember[];
  router: FlowRouter | null;
  linked?: boolean;
  detailed?: boolean;
}) {
  const { t } = useLingui();
  if (flow === 'sequence') {
    return (
      <ol
        aria-label={t`成员（按顺序）`}
        className="flex flex-col items-stretch gap-2 lg:flex-row lg:items-stretch"
      >
        {members.map((member, index) => (
          <li
            key={member.agentId}
            className="flex min-w-0 flex-col items-stretch gap-2 lg:flex-1 lg:flex-row lg:items-center"
          >
            {index > 0 ? (
              <span aria-hidden="true" className="text-muted-foreground flex justify-center">
                <ArrowDown className="size-4 lg:hidden" />
                <ArrowRight className="hidden size-4 lg:block" />
              </span>
            ) : null}
            <div className="min-w-0 flex-1 self-stretch">
              <Node
                agent={member}
                duty={member.role}
                step={index + 1}
                linked={linked}
                detailed={detailed}
              />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="flex flex-col items-stretch gap-2">
      {router ? (
        <div className="sm:mx-auto sm:w-80">
          <Node agent={router} duty={t`分派者`} linked={linked} detailed={detailed} />
        </div>
      ) : null}
      <span aria-hidden="true" className="text-muted-foreground flex justify-center">
        <ArrowDown className="size-4" />
      </span>
      <ul
        aria-label={t`可被选中的成员`}
        className={cn(
          'grid gap-2 sm:grid-cols-2',
          members.length >= 3 && 'lg:grid-cols-3',
          members.length >= 4 && 'xl:grid-cols-4',
        )}
      >
        {members.map((member) => (
          <li key={member.agentId} className="min-w-0">
            <Node agent={member} duty={member.role} linked={linked} detailed={detailed} />
          </li>
        ))}
      </ul>
    </div>
  );
}
