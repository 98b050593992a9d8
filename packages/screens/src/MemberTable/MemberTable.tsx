import type { TeamMember } from '@legion/api';
import {
  Button,
  Card,
  DataTable,
  type DataTableSort,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  ErrorState,
  Input,
  Segmented,
  Spinner,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

/** how a member is looked up when added */
export type MemberLookupKind = 'mobile' | 'email' | 'userId';

export interface MemberTableProps {
  members: TeamMember[];
  /** an agent's name in the reader's language, from its id */
  agentName: (agentId: string) => string;
  /** a date written in the reader's language */
  formatDate: (iso: string) => string;
  onAuthorize: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  /** more actions before authorize and remove, e.g. a way to contact the member */
  extraActions?: ((member: TeamMember) => ReactNode) | undefined;
}

const memberName = (member: TeamMember) => member.name || member.mobile;

/**
 * A developer team's members: who they are, which agents each may manage, when they joined;
 * sortable by name and joining date, with authorize and remove on each row.
 */
export function MemberTable({
  members,
  agentName,
  formatDate,
  onAuthorize,
  onRemove,
  extraActions,
}: MemberTableProps) {
  const { t } = useLingui();
  const [sort, setSort] = useState<DataTableSort>({ column: 'addedAt', direction: 'desc' });
  const sorted = [...members].sort((a, b) => {
    const order =
      sort.column === 'name'
        ? memberName(a).localeCompare(memberName(b))
        : a.addedAt.localeCompare(b.addedAt);
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      caption={t`团队成员`}
      minWidth="40rem"
      sort={sort}
      onSortChange={setSort}
      columns={[
        {
          key: 'name',
          header: t`成员`,
          sortable: true,
          primary: true,
          cell: (member) => (
            <>
              <p className="lu:text-foreground lu:font-medium">{memberName(member)}</p>
              <p className="lu:text-muted-foreground lu:text-xs">
                {[member.mobile, member.email].filter(Boolean).join(' · ')}
              </p>
            </>
          ),
        },
        {
          key: 'agents',
          header: t`授权的插件`,
          cell: (member) =>
            member.agentIds.length === 0 ? (
              <span className="lu:text-muted-foreground lu:text-xs">{t`未授权`}</span>
            ) : (
              <ul className="lu:flex lu:flex-wrap lu:gap-1">
                {member.agentIds.map((id) => (
                  <li
                    key={id}
                    className="lu:bg-muted lu:text-foreground lu:rounded lu:px-2 lu:py-0.5 lu:text-xs"
                  >
                    {agentName(id)}
                  </li>
                ))}
              </ul>
            ),
        },
        {
          key: 'addedAt',
          header: t`加入时间`,
          sortable: true,
          firstDirection: 'desc',
          nowrap: true,
          className: 'lu:text-muted-foreground',
          cell: (member) => formatDate(member.addedAt),
        },
      ]}
      rows={sorted}
      rowKey={(member) => member.userId}
      rowActions={(member) => (
        <>
          {extraActions?.(member)}
          <Button variant="ghost" size="sm" onClick={() => onAuthorize(member)}>
            <ShieldCheck aria-hidden="true" />
            {t`授权`}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="lu:text-danger lu:hover:text-danger"
            onClick={() => onRemove(member)}
          >
            <Trash2 aria-hidden="true" />
            {t`移除`}
          </Button>
        </>
      )}
    />
  );
}

export interface MemberInviteFormProps {
  kind: MemberLookupKind;
  onKindChange: (kind: MemberLookupKind) => void;
  value: string;
  onValueChange: (value: string) => void;
  /** what is wrong with the value, or why adding failed */
  problem?: string | null | undefined;
  pending?: boolean | undefined;
  /** the person asked to add; check the value and add the member */
  onSubmit: () => void;
}

const PLACEHOLDERS: Record<MemberLookupKind, string> = {
  mobile: '13800000000',
  email: 'name@example.com',
  userId: '10086',
};

/** Adds a member to a team by mobile, e-mail or user id, with the problem under the input. */
export function MemberInviteForm({
  kind,
  onKindChange,
  value,
  onValueChange,
  problem,
  pending = false,
  onSubmit,
}: MemberInviteFormProps) {
  const { t } = useLingui();
  const inputId = useId();
  const labels = { mobile: t`手机号`, email: t`邮箱`, userId: t`用户 ID` };
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Card asChild>
      <form noValidate onSubmit={submit} aria-label={t`添加成员`} className="lu:space-y-3">
        <h2 className="lu:text-foreground lu:font-medium">{t`添加成员`}</h2>
        <Segmented
          label={t`查找方式`}
          value={kind}
          onChange={onKindChange}
          options={[
            { value: 'mobile', label: labels.mobile },
            { value: 'email', label: labels.email },
            { value: 'userId', label: labels.userId },
          ]}
        />
        <div className="lu:flex lu:flex-col lu:gap-2 lu:sm:flex-row">
          <label htmlFor={inputId} className="lu:sr-only">
            {labels[kind]}
          </label>
          <Input
            id={inputId}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            placeholder={PLACEHOLDERS[kind]}
            inputMode={kind === 'email' ? 'email' : 'numeric'}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className="lu:sm:max-w-sm"
          />
          <Button type="submit" disabled={pending}>
            <UserPlus aria-hidden="true" />
            {pending ? t`正在添加…` : t`添加`}
          </Button>
        </div>
        {problem ? (
          <p id={`${inputId}-problem`} role="alert" className="lu:text-danger lu:text-xs">
            {problem}
          </p>
        ) : (
          <p className="lu:text-muted-foreground lu:text-xs">
            {t`成员加入后默认没有任何插件权限，请再为其授权。`}
          </p>
        )}
      </form>
    </Card>
  );
}

/** an agent a member can be given */
export interface MemberAgentOption {
  id: string;
  name: string;
  logo: string;
}

export interface MemberAgentsDialogProps {
  /** the member's name; the dialog is open while there is one */
  memberName: string | null;
  /** the agents that can be given; undefined while they load */
  agents: MemberAgentOption[] | undefined;
  /** loading the agents failed */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** the ids of the agents ticked */
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  saving?: boolean | undefined;
  onSave: () => void;
  onClose: () => void;
}

/** Chooses which of the owner's agents a team member may edit, submit and see figures of. */
export function MemberAgentsDialog({
  memberName: name,
  agents,
  error,
  onRetry,
  selected,
  onSelectedChange,
  saving = false,
  onSave,
  onClose,
}: MemberAgentsDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={name !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`关闭`} className="lu:max-w-md lu:space-y-4">
        <DialogTitle>{t`为 ${name} 授权`}</DialogTitle>
        <DialogDescription>{t`勾选的插件，该成员可以编辑、提交审核并查看数据统计。`}</DialogDescription>
        {error ? (
          <ErrorState message={error} onRetry={onRetry} />
        ) : !agents ? (
          <Spinner className="lu:w-full lu:py-6" />
        ) : agents.length === 0 ? (
          <p className="lu:text-muted-foreground lu:text-sm">{t`你还没有可以授权的插件。`}</p>
        ) : (
          <fieldset className="lu:border-border lu:max-h-72 lu:space-y-1 lu:overflow-y-auto lu:rounded-md lu:border lu:p-2">
            <legend className="lu:sr-only">{t`插件`}</legend>
            {agents.map((agent) => (
              <label
                key={agent.id}
                className="lu:hover:bg-muted lu:flex lu:cursor-pointer lu:items-center lu:gap-3 lu:rounded-md lu:px-2 lu:py-2 lu:text-sm"
              >
                <input
                  type="checkbox"
                  className="lu:accent-primary lu:size-4"
                  checked={selected.includes(agent.id)}
                  onChange={(event) =>
                    onSelectedChange(
                      event.target.checked
                        ? [...selected, agent.id]
                        : selected.filter((id) => id !== agent.id),
                    )
                  }
                />
                <img src={agent.logo} alt="" className="lu:size-6 lu:rounded" />
                <span className="lu:text-foreground">{agent.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="lu:flex lu:justify-end lu:gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t`取消`}
          </Button>
          <Button disabled={saving || !agents || !!error} onClick={onSave}>
            {t`保存授权`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
