/**
 * The parts a developer composes a legion with: an agent's tags (own or market, not on the
 * market yet), the dialog to pick a member agent from, a member's card with its place and its
 * move and remove buttons, and the list of the developer's legions with their review state.
 */
import {
  type DeveloperLegion,
  LEGION_MAX_MEMBERS,
  LEGION_MIN_MEMBERS,
  type LegionAgentChoice,
  type LegionFlow,
} from '@legion/api';
import {
  Badge,
  Button,
  Card,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Link,
  StatusBadge,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2, Workflow } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useLegionFlowLabels, useLocalized } from '../LegionFlow/labels.ts';

/** an agent as the composer shows it: a choice, or a member no longer among the choices */
export type LegionAgent = Pick<
  LegionAgentChoice,
  'agentId' | 'nameZh' | 'nameEn' | 'logo' | 'published'
> & {
  /** the developer's own (true), from the market (false), or unknown (null) */
  own: boolean | null;
};

/** Own or market, and a warning while the agent is not on the market. */
export function LegionAgentTags({ agent }: { agent: LegionAgent }) {
  const { t } = useLingui();
  return (
    <>
      {agent.own === null ? null : (
        <Badge tone={agent.own ? 'primary' : 'neutral'}>{agent.own ? t`自有` : t`市场`}</Badge>
      )}
      {agent.published ? null : <Badge tone="warning">{t`未上架：发布前需上架`}</Badge>}
    </>
  );
}

export interface LegionAgentPickerProps {
  choices: LegionAgentChoice[];
  /** agents already members: shown, but not picked twice */
  taken: string[];
  disabled?: boolean;
  onPick: (agentId: string) => void;
}

/** The "add member" button and the dialog listing the agents to add, own and market ones. */
export function LegionAgentPicker({
  choices,
  taken,
  disabled = false,
  onPick,
}: LegionAgentPickerProps) {
  const { t, i18n } = useLingui();
  const name = useLocalized();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {t`添加成员`}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t`关闭`} className="lu:max-w-lg lu:space-y-4">
          <DialogTitle>{t`选择成员智能体`}</DialogTitle>
          <DialogDescription>
            {t`可以选择自己的智能体或插件市场上的智能体；未上架的自有智能体可以先用于草稿和试运行。`}
          </DialogDescription>
          <ul className="lu:-m-1 lu:max-h-[60vh] lu:space-y-2 lu:overflow-y-auto lu:p-1">
            {choices.map((choice) => {
              const added = taken.includes(choice.agentId);
              return (
                <li key={choice.agentId}>
                  <button
                    type="button"
                    disabled={added}
                    onClick={() => {
                      onPick(choice.agentId);
                      setOpen(false);
                    }}
                    className="lu:border-border lu:hover:border-primary/50 lu:hover:bg-muted lu:focus-visible:outline-ring lu:flex lu:w-full lu:cursor-pointer lu:items-start lu:gap-3 lu:rounded-lg lu:border lu:p-3 lu:text-left lu:focus-visible:outline-2 lu:disabled:cursor-default lu:disabled:opacity-60"
                  >
                    <img
                      src={choice.logo}
                      alt=""
                      className="lu:size-10 lu:shrink-0 lu:rounded-lg"
                    />
                    <span className="lu:min-w-0 lu:flex-1 lu:space-y-1">
                      <span className="lu:flex lu:flex-wrap lu:items-center lu:gap-1.5">
                        <span className="lu:text-foreground lu:font-medium">{name(choice)}</span>
                        <LegionAgentTags agent={choice} />
                        {added ? (
                          <span className="lu:text-muted-foreground lu:text-xs">{t`已添加`}</span>
                        ) : null}
                      </span>
                      <span className="lu:text-muted-foreground lu:line-clamp-2 lu:block lu:text-xs">
                        {i18n.locale === 'en' ? choice.descriptionEn : choice.descriptionZh}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}

export interface LegionMemberCardProps {
  /** the member's place, from 1 */
  number: number;
  /** how many members there are (the last cannot move down) */
  count: number;
  /** the member's agent, once chosen */
  agent: LegionAgent | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** the member's short fields, two to a row from 560 px (agent, role) */
  fields: ReactNode;
  /** the wide fields under them (instructions) */
  children?: ReactNode;
}

/** One member of the legion being composed, as a list item: place, agent, buttons, fields. */
export function LegionMemberCard({
  number,
  count,
  agent,
  onMove,
  onRemove,
  fields,
  children,
}: LegionMemberCardProps) {
  const { t } = useLingui();
  const actions = [
    {
      label: t`上移成员 ${number}`,
      Icon: ArrowUp,
      off: number === 1,
      act: () => onMove(number - 2),
    },
    {
      label: t`下移成员 ${number}`,
      Icon: ArrowDown,
      off: number === count,
      act: () => onMove(number),
    },
    { label: t`移除成员 ${number}`, Icon: Trash2, off: false, act: onRemove },
  ];
  return (
    <Card asChild padding="sm" className="lu:bg-transparent">
      <li>
        <fieldset className="lu:space-y-3">
          <legend className="lu:sr-only">{t`成员 ${number}`}</legend>
          <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
            <span
              aria-hidden="true"
              className="lu:bg-primary/10 lu:text-primary lu:inline-flex lu:size-6 lu:items-center lu:justify-center lu:rounded-full lu:text-xs lu:font-semibold"
            >
              {number}
            </span>
            {agent ? <img src={agent.logo} alt="" className="lu:size-8 lu:rounded-md" /> : null}
            {agent ? <LegionAgentTags agent={agent} /> : null}
            <div className="lu:ml-auto lu:flex lu:gap-1">
              {actions.map(({ label, Icon, off, act }) => (
                <Button
                  key={label}
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  disabled={off}
                  aria-label={label}
                  onClick={act}
                >
                  <Icon aria-hidden="true" />
                </Button>
              ))}
            </div>
          </div>
          <div className="lu:grid lu:gap-3 lu:sm:grid-cols-2">{fields}</div>
          {children}
        </fieldset>
      </li>
    </Card>
  );
}

export interface LegionMembersSectionProps {
  flow: LegionFlow;
  /** how many members there are now */
  count: number;
  /** what is wrong with the members as a whole (too few, one agent twice) */
  error?: string | undefined;
  /** the way to add a member: a LegionAgentPicker */
  picker: ReactNode;
  /** the members: LegionMemberCard items */
  children: ReactNode;
}

/** The members of the legion being composed: the rule for the flow, the members, adding one. */
export function LegionMembersSection({
  flow,
  count,
  error,
  picker,
  children,
}: LegionMembersSectionProps) {
  const { t } = useLingui();
  const errorId = useId();
  return (
    <fieldset className="lu:space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="lu:text-foreground lu:mb-1 lu:text-base lu:font-semibold">{t`军团成员`}</legend>
      <p className="lu:text-muted-foreground lu:text-xs">
        {flow === 'sequence'
          ? t`${LEGION_MIN_MEMBERS}–${LEGION_MAX_MEMBERS} 名成员，按顺序处理；最后一位的结果就是回答。`
          : t`${LEGION_MIN_MEMBERS}–${LEGION_MAX_MEMBERS} 名成员，分派智能体每次选其中一位回答。`}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="lu:text-danger lu:text-sm">
          {error}
        </p>
      ) : null}
      <ol className="lu:space-y-3">{children}</ol>
      <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-3">
        {picker}
        <span className="lu:text-muted-foreground lu:text-xs">
          {t`${count} / ${LEGION_MAX_MEMBERS} 名成员`}
        </span>
      </div>
    </fieldset>
  );
}

export interface DeveloperLegionListProps {
  legions: DeveloperLegion[];
  /** the legion being edited */
  selectedId: string | null;
  /** where a legion leads: its editor */
  hrefOf: (legion: DeveloperLegion) => string;
}

function DeveloperLegionItem({
  legion,
  selected,
  href,
}: {
  legion: DeveloperLegion;
  selected: boolean;
  href: string;
}) {
  const { t } = useLingui();
  const name = useLocalized();
  const flows = useLegionFlowLabels();
  const { latest } = legion;
  return (
    <li className="lu:w-64 lu:shrink-0 lu:sm:w-auto">
      <Card
        asChild
        variant="interactive"
        padding="sm"
        className={cn(
          'lu:block lu:h-full lu:space-y-1.5',
          selected && 'lu:border-primary lu:ring-primary/30 lu:ring-2',
        )}
      >
        <Link href={href} aria-current={selected ? 'page' : undefined}>
          <span className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
            <span className="lu:font-medium">{name(latest)}</span>
            <StatusBadge status={latest.status} />
            {legion.published ? (
              <span className="lu:text-primary lu:text-xs">{t`已发布`}</span>
            ) : null}
          </span>
          <span className="lu:text-muted-foreground lu:block lu:text-xs">
            {flows(latest.flow).name} · {t`${plural(latest.members.length, { other: '# 名成员' })}`}{' '}
            · {t`运行 ${plural(legion.runCount, { other: '# 次' })}`}
          </span>
          {latest.status === 'rejected' && latest.reviewComment ? (
            <span className="lu:text-danger lu:line-clamp-2 lu:block lu:text-sm">
              {t`未通过原因：${latest.reviewComment}`}
            </span>
          ) : null}
        </Link>
      </Card>
    </li>
  );
}

/**
 * The developer's legions, each with its review state, members and runs, the one being edited
 * marked: a row to swipe on a phone (so what follows stays near the top), a grid from 560 px.
 */
export function DeveloperLegionList({ legions, selectedId, hrefOf }: DeveloperLegionListProps) {
  const { t } = useLingui();
  if (legions.length === 0) {
    return (
      <div className="lu:border-border lu:text-muted-foreground lu:flex lu:items-center lu:gap-3 lu:rounded-lg lu:border lu:border-dashed lu:p-4 lu:text-sm">
        <Workflow aria-hidden="true" className="lu:size-6 lu:shrink-0" />
        <p>
          <span className="lu:text-foreground lu:block lu:font-medium">{t`还没有军团`}</span>
          {t`在下面组建第一个军团，试运行满意后提交审核。`}
        </p>
      </div>
    );
  }
  return (
    <ul className="lu:-mx-1 lu:flex lu:gap-3 lu:overflow-x-auto lu:p-1 lu:sm:grid lu:sm:grid-cols-2 lu:sm:overflow-visible lu:xl:grid-cols-3">
      {legions.map((legion) => (
        <DeveloperLegionItem
          key={legion.id}
          legion={legion}
          selected={legion.id === selectedId}
          href={hrefOf(legion)}
        />
      ))}
    </ul>
  );
}
