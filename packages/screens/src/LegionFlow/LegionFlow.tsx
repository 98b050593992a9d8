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
    <ul aria-label={t`成员`} className="lu:flex lu:flex-col lu:gap-1.5">
      {rows.map((row) => (
        <li key={row.key} className="lu:flex lu:min-w-0 lu:items-center lu:gap-2 lu:text-sm">
          <Avatar src={row.logo} name={name(row)} size={24} />
          <span className="lu:text-foreground lu:truncate">{name(row)}</span>
          <span className="lu:text-muted-foreground lu:truncate lu:text-xs">{row.duty}</span>
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
    <Card padding="sm" className="lu:relative lu:flex lu:h-full lu:min-w-0 lu:flex-col lu:gap-2">
      <div className="lu:flex lu:min-w-0 lu:items-center lu:gap-3">
        <Avatar src={agent.logo} name={name} size={40} />
        <div className="lu:min-w-0 lu:flex-1">
          <p className="lu:text-muted-foreground lu:text-xs">
            {step !== undefined ? `${t`第 ${step} 步`} · ` : null}
            <span className="lu:text-primary lu:font-medium">{duty}</span>
          </p>
          <p className="lu:truncate lu:font-medium">
            {memberHref ? (
              <Link href={memberHref(agent.agentId)} className="lu:hover:underline">
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
        <p className="lu:text-muted-foreground lu:text-sm lu:break-words lu:whitespace-pre-line">
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
      <ol aria-label={t`成员（按顺序）`} className="lu:flex lu:flex-col lu:gap-2 lu:lg:flex-row">
        {members.map((member, index) => (
          <li
            key={member.agentId}
            className="lu:flex lu:min-w-0 lu:flex-col lu:gap-2 lu:lg:flex-1 lu:lg:flex-row lu:lg:items-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className="lu:text-muted-foreground lu:flex lu:justify-center"
              >
                <ArrowDown className="lu:size-4 lu:lg:hidden" />
                <ArrowRight className="lu:hidden lu:size-4 lu:lg:block" />
              </span>
            ) : null}
            <div className="lu:min-w-0 lu:flex-1 lu:self-stretch">
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
    <div className="lu:flex lu:flex-col lu:gap-2">
      {router ? (
        <div className="lu:sm:mx-auto lu:sm:w-80">
          <Node agent={router} duty={t`分派者`} memberHref={memberHref} detailed={detailed} />
        </div>
      ) : null}
      <ArrowDown aria-hidden="true" className="lu:text-muted-foreground lu:mx-auto lu:size-4" />
      <ul
        aria-label={t`可被选中的成员`}
        className={cn(
          'lu:grid lu:gap-2 lu:sm:grid-cols-2',
          members.length >= 3 && 'lu:lg:grid-cols-3',
          members.length >= 4 && 'lu:xl:grid-cols-4',
        )}
      >
        {members.map((member) => (
          <li key={member.agentId} className="lu:min-w-0">
            <Node agent={member} duty={member.role} memberHref={memberHref} detailed={detailed} />
          </li>
        ))}
      </ul>
    </div>
  );
}
