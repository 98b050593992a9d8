/**
 * A legion's flow as people read it: the flow's badge, the members as a compact list, and the
 * chart of the members in the order the flow runs them (a chain for a sequence, the router
 * above the members it picks from).
 */
import type { LegionFlow } from '@legion/api';
import { Avatar, Badge, Card, cn, Link } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowRight, GitFork, Workflow } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useLegionFlowLabels, useLocalized } from './labels.ts';

/** a member as the views show it; instructions and market state are for reviewers */
export interface LegionFlowMember {
  agentId: string;
  role: string;
  nameZh: string;
  nameEn: string;
  logo: string;
  instructions?: string;
  published?: boolean;
}

/** the agent that picks a member, in the router flow */
export type LegionFlowRouter = Omit<LegionFlowMember, 'role' | 'instructions'>;

export type LegionFlowBadgeProps = Omit<ComponentProps<'span'>, 'children'> & { flow: LegionFlow };

/** The flow's name with its icon: 顺序协作 or 分派协作. */
export function LegionFlowBadge({ flow, ...props }: LegionFlowBadgeProps) {
  const label = useLegionFlowLabels()(flow);
  const Icon = flow === 'sequence' ? Workflow : GitFork;
  return (
    <Badge tone="primary" data-flow={flow} {...props}>
      <Icon aria-hidden="true" />
      {label.name}
    </Badge>
  );
}

export interface LegionMemberListProps {
  members: LegionFlowMember[];
  router: LegionFlowRouter | null;
}

/** The members under a legion's name: each face, name and role (the router first). */
export function LegionMemberList({ members, router }: LegionMemberListProps) {
  const { t } = useLingui();
  const name = useLocalized();
  const rows = [
    ...(router ? [{ ...router, duty: t`分派者`, key: `router-${router.agentId}` }] : []),
    ...members.map((member) => ({ ...member, duty: member.role, key: member.agentId })),
  ];
  return (
    <ul aria-label={t`成员`} className="flex flex-col gap-1.5">
      {rows.map((row) => (
        <li key={row.key} className="flex min-w-0 items-center gap-2 text-sm">
          <Avatar src={row.logo} name={name(row)} size={24} />
          <span className="text-foreground truncate">{name(row)}</span>
          <span className="text-muted-foreground truncate text-xs">{row.duty}</span>
        </li>
      ))}
    </ul>
  );
}

function Node({
  agent,
  duty,
  step,
  memberHref,
  detailed,
}: {
  agent: LegionFlowMember | LegionFlowRouter;
  duty: string;
  step?: number;
  memberHref: ((agentId: string) => string) | undefined;
  detailed: boolean;
}) {
  const { t } = useLingui();
  const name = useLocalized()(agent);
  const instructions = 'instructions' in agent ? agent.instructions : undefined;
  return (
    <Card padding="sm" className="relative flex h-full min-w-0 flex-col gap-2">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={agent.logo} name={name} size={40} />
        <div className="min-w-0 flex-1">
          <p className="text-muted-foreground text-xs">
            {step !== undefined ? `${t`第 ${step} 步`} · ` : null}
            <span className="text-primary font-medium">{duty}</span>
          </p>
          <p className="truncate font-medium">
            {memberHref ? (
              <Link href={memberHref(agent.agentId)} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </p>
        </div>
        {detailed && agent.published === false ? <Badge tone="danger">{t`未上架`}</Badge> : null}
      </div>
      {detailed && instructions !== undefined ? (
        <p className="text-muted-foreground text-sm break-words whitespace-pre-line">
          {instructions ? instructions : t`没有额外说明`}
        </p>
      ) : null}
    </Card>
  );
}

export interface LegionFlowChartProps {
  flow: LegionFlow;
  members: LegionFlowMember[];
  router: LegionFlowRouter | null;
  /** where each member's name leads (its market page); without it names are plain text */
  memberHref?: (agentId: string) => string;
  /** show each member's instructions and whether it is on the market (for reviewers) */
  detailed?: boolean;
}

/**
 * The members in flow order. A sequence reads left to right on a wide screen and top to
 * bottom on a phone; a router stands above the members it hands requests to.
 */
export function LegionFlowChart({
  flow,
  members,
  router,
  memberHref,
  detailed = false,
}: LegionFlowChartProps) {
  const { t } = useLingui();
  if (flow === 'sequence') {
    return (
      <ol aria-label={t`成员（按顺序）`} className="flex flex-col gap-2 lg:flex-row">
        {members.map((member, index) => (
          <li
            key={member.agentId}
            className="flex min-w-0 flex-col gap-2 lg:flex-1 lg:flex-row lg:items-center"
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
                memberHref={memberHref}
                detailed={detailed}
              />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {router ? (
        <div className="sm:mx-auto sm:w-80">
          <Node agent={router} duty={t`分派者`} memberHref={memberHref} detailed={detailed} />
        </div>
      ) : null}
      <ArrowDown aria-hidden="true" className="text-muted-foreground mx-auto size-4" />
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
            <Node agent={member} duty={member.role} memberHref={memberHref} detailed={detailed} />
          </li>
        ))}
      </ul>
    </div>
  );
}
