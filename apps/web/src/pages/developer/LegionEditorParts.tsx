/**
 * Parts of the orchestration editor: the agents' tags, the picker of member agents, a member's
 * move and remove buttons, and the question asked before leaving with unsaved changes.
 */
import type { LegionAgentChoice } from '@legion/api';
import { Button, cn, Dialog, DialogContent, DialogDescription, DialogTitle } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';
import { useWarnBeforeUnload } from '../../before-unload.ts';
import { useAgentName } from '../../hooks/agent-name.ts';

/** an agent as the editor shows it: a choice, or a member no longer among the choices */
export type AgentInfo = Pick<
  LegionAgentChoice,
  'agentId' | 'nameZh' | 'nameEn' | 'logo' | 'published'
> & {
  own: boolean | null;
};

export function AgentTags({ agent }: { agent: AgentInfo }) {
  const { t } = useLingui();
  return (
    <>
      {agent.own === null ? null : (
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            agent.own ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
          )}
        >
          {agent.own ? t`自有` : t`市场`}
        </span>
      )}
      {agent.published ? null : (
        <span className="bg-warning/15 text-warning-strong rounded-full px-2 py-0.5 text-xs font-medium">
          {t`未上架：发布前需上架`}
        </span>
      )}
    </>
  );
}

/** the agents to add from: own and market ones, each once */
export function AgentPicker({
  choices,
  taken,
  disabled,
  onPick,
}: {
  choices: LegionAgentChoice[];
  taken: string[];
  disabled: boolean;
  onPick: (agentId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const name = useAgentName();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {t`添加成员`}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t`关闭`} className="max-w-lg space-y-4">
          <DialogTitle>{t`选择成员智能体`}</DialogTitle>
          <DialogDescription>
            {t`可以选择自己的智能体或插件市场上的智能体；未上架的自有智能体可以先用于草稿和试运行。`}
          </DialogDescription>
          <ul className="-m-1 max-h-[60vh] space-y-2 overflow-y-auto p-1">
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
                    className="border-border hover:border-primary/50 hover:bg-muted focus-visible:outline-ring flex w-full cursor-pointer items-start gap-3 rounded-lg border p-3 text-left focus-visible:outline-2 disabled:cursor-default disabled:opacity-60"
                  >
                    <img src={choice.logo} alt="" className="size-10 shrink-0 rounded-lg" />
                    <span className="min-w-0 flex-1 space-y-1">
                      <span className="flex flex-wrap items-center gap-1.5">
                        <span className="text-foreground font-medium">{name(choice)}</span>
                        <AgentTags agent={choice} />
                        {added ? (
                          <span className="text-muted-foreground text-xs">{t`已添加`}</span>
                        ) : null}
                      </span>
                      <span className="text-muted-foreground line-clamp-2 block text-xs">
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

/** asks before leaving (another legion, another page, closing the tab) with unsaved changes */
export function useLeaveGuard(dirty: boolean, saved: { current: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saved.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useWarnBeforeUnload(dirty);
  return blocker;
}

/** a member's buttons: move up, move down, remove */
export function MemberActions({
  number,
  count,
  onMove,
  onRemove,
}: {
  /** the member's place, from 1 */
  number: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const actions = [
    {
      label: t`上移成员 ${number}`,
      Icon: ArrowUp,
      disabled: number === 1,
      act: () => onMove(number - 2),
    },
    {
      label: t`下移成员 ${number}`,
      Icon: ArrowDown,
      disabled: number === count,
      act: () => onMove(number),
    },
    { label: t`移除成员 ${number}`, Icon: Trash2, disabled: false, act: onRemove },
  ];
  return (
    <div className="ml-auto flex gap-1">
      {actions.map(({ label, Icon, disabled, act }) => (
        <Button
          key={label}
          type="button"
          variant="ghost"
          size="icon-sm"
          disabled={disabled}
          aria-label={label}
          onClick={act}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}

/** the question a blocked navigation asks */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useLingui();
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent closeLabel={t`关闭`} className="max-w-md space-y-4">
        <DialogTitle>{t`放弃未提交的修改？`}</DialogTitle>
        <DialogDescription>{t`这个军团有还没提交的修改，离开后会丢失。`}</DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => blocker.reset?.()}>
            {t`继续编辑`}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t`放弃修改`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
