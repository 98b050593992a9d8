/**
 * Team members (SPEC §2 /developer/member, §3 User lookup): add a member by mobile, email
 * or user id, choose which of your agents each may manage, remove them. The server
 * enforces every authorization. Inside the host app each member can also be contacted
 * through its bridge (SPEC §7; docs/decisions.md "Chat shortcuts in the host app").
 */
import {
  API_CODES,
  ApiError,
  EMAIL_MESSAGE,
  isValidEmail,
  isValidMobile,
  type TeamMember,
} from '@legion/api';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableSort,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  ErrorState,
  Input,
  PageContainer,
  PageHeader,
  Segmented,
  Spinner,
  StatusPage,
  toast,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MessageCircle,
  MessageSquare,
  ShieldCheck,
  Trash2,
  UserPlus,
  UserRoundCheck,
  UsersRound,
} from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api.ts';
import { APP_LINKS } from '../../app-links.ts';
import { useFieldMessage, useFormatDate, useIsCertified } from '../../features/console.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import {
  HostChatError,
  type HostChatLookup,
  type HostChatName,
  openHostChat,
} from '../../host-bridge.ts';
import { useHostEnvironment } from '../../host-environment.tsx';

type LookupKind = 'mobile' | 'email' | 'userId';

const TEAM_KEY = ['developer-team'];

function useOwnAgents() {
  return useQuery({
    queryKey: ['developer-agents', 'own'],
    queryFn: () => api.call('developerAgents', { pageSize: 50 }),
    select: (page) => page.items.filter((agent) => agent.access === 'owner'),
  });
}

function AddMember() {
  const { t } = useLingui();
  const message = useFieldMessage();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [kind, setKind] = useState<LookupKind>('mobile');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => api.call('addTeamMember', { [kind]: value.trim() }),
    onSuccess: (member) => {
      queryClient.setQueryData(TEAM_KEY, (current: { members: TeamMember[] } | undefined) => ({
        members: [...(current?.members ?? []), member],
      }));
      setValue('');
      toast.success(t`已添加 ${member.name || member.mobile}`);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
      setProblem(field ?? error.message);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    setProblem(null);
    if (!text) return setProblem(t`请输入要添加的成员`);
    if (kind === 'mobile' && !isValidMobile(text)) return setProblem(t`请输入有效的手机号码`);
    if (kind === 'email' && !isValidEmail(text)) return setProblem(message(EMAIL_MESSAGE) ?? null);
    if (kind === 'userId' && !/^\d{1,18}$/.test(text)) return setProblem(t`请输入有效的用户 ID`);
    add.mutate();
  }
  const placeholder = { mobile: '13800000000', email: 'name@example.com', userId: '10086' }[kind];
  const labels = { mobile: t`手机号`, email: t`邮箱`, userId: t`用户 ID` };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`添加成员`}
      className="border-border bg-surface space-y-3 rounded-lg border p-4"
    >
      <h2 className="text-foreground font-medium">{t`添加成员`}</h2>
      <Segmented
        label={t`查找方式`}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setProblem(null);
        }}
        options={[
          { value: 'mobile', label: labels.mobile },
          { value: 'email', label: labels.email },
          { value: 'userId', label: labels.userId },
        ]}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {labels[kind]}
        </label>
        <Input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={placeholder}
          inputMode={kind === 'email' ? 'email' : 'numeric'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className="sm:max-w-sm"
        />
        <Button type="submit" disabled={add.isPending}>
          <UserPlus aria-hidden="true" />
          {add.isPending ? t`正在添加…` : t`添加`}
        </Button>
      </div>
      {problem ? (
        <p id={`${inputId}-problem`} role="alert" className="text-danger text-xs">
          {problem}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">
          {t`成员加入后默认没有任何插件权限，请再为其授权。`}
        </p>
      )}
    </form>
  );
}

function AuthorizeDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = useAgentName();
  const queryClient = useQueryClient();
  const agents = useOwnAgents();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = chosen ?? member?.agentIds ?? [];
  const save = useMutation({
    mutationFn: () =>
      api.call('authorizeTeamMember', { userId: member?.userId ?? '', agentIds: selected }),
    onSuccess: (updated) => {
      queryClient.setQueryData(TEAM_KEY, (current: { members: TeamMember[] } | undefined) => ({
        members: (current?.members ?? []).map((entry) =>
          entry.userId === updated.userId ? updated : entry,
        ),
      }));
      toast.success(t`授权已保存`);
      setChosen(null);
      onClose();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setChosen(null);
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t`关闭`} className="max-w-md space-y-4">
        <DialogTitle>{t`为 ${member?.name || member?.mobile} 授权`}</DialogTitle>
        <DialogDescription>{t`勾选的插件，该成员可以编辑、提交审核并查看数据统计。`}</DialogDescription>
        {agents.isPending ? (
          <Spinner className="w-full py-6" />
        ) : agents.isError ? (
          <ErrorState message={t`插件列表加载失败`} onRetry={() => void agents.refetch()} />
        ) : agents.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t`你还没有可以授权的插件。`}</p>
        ) : (
          <fieldset className="border-border max-h-72 space-y-1 overflow-y-auto rounded-md border p-2">
            <legend className="sr-only">{t`插件`}</legend>
            {agents.data.map((agent) => (
              <label
                key={agent.id}
                className="hover:bg-muted flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm"
              >
                <input
                  type="checkbox"
                  className="accent-primary size-4"
                  checked={selected.includes(agent.id)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked
                        ? [...selected, agent.id]
                        : selected.filter((id) => id !== agent.id),
                    )
                  }
                />
                <img src={agent.latest.logo} alt="" className="size-6 rounded" />
                <span className="text-foreground">{name(agent.latest)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t`取消`}
          </Button>
          <Button disabled={save.isPending || !agents.isSuccess} onClick={() => save.mutate()}>
            {t`保存授权`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RemoveDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.call('removeTeamMember', { userId: member?.userId ?? '' }),
    onSuccess: () => {
      queryClient.setQueryData(TEAM_KEY, (current: { members: TeamMember[] } | undefined) => ({
        members: (current?.members ?? []).filter((entry) => entry.userId !== member?.userId),
      }));
      toast.success(t`已移除成员`);
      onClose();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`移除 ${member?.name || member?.mobile}？`}
      description={t`移除后，该成员立即失去所有插件的管理权限。`}
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          {t`移除`}
        </>
      }
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}

/**
 * The member's host-app user id. The team list shows mobiles masked, so the server looks the
 * member up with the full number (else the e-mail) it keeps; a full mobile, should the page
 * ever have one, is asked directly. The server's "neither a mobile nor an e-mail" is noContact.
 */
async function memberHostUserId(member: TeamMember, { mobile }: HostChatLookup) {
  try {
    const answer = mobile
      ? await api.call('hostQueryUserId', { mobile })
      : await api.call('teamMemberHostUserId', { userId: member.userId });
    return answer.userId;
  } catch (error) {
    if (error instanceof ApiError && error.code === API_CODES.memberWithoutContact) {
      throw new HostChatError('noContact', error.message, { cause: error });
    }
    throw error;
  }
}

/** Opens a chat with the member in the host app; rendered only inside it. */
function ContactMenu({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  const host = useHostEnvironment();
  const who = member.name || member.mobile;
  const { appName } = APP_LINKS;
  const chat = useMutation({
    mutationFn: (name: HostChatName) =>
      openHostChat(name, member, {
        bridge: host.getBridge(),
        appVersion: host.appVersion,
        queryUserId: (lookup) => memberHostUserId(member, lookup),
      }),
    onError: (error) => {
      const reason = error instanceof HostChatError ? error.reason : 'bridgeFailed';
      if (reason === 'notInHost') toast.error(t`无法连接 ${appName} App，请在 App 内重试`);
      else if (reason === 'noContact') toast.error(t`${who} 没有可用的手机号或邮箱，无法发起聊天`);
      else if (reason === 'lookupFailed')
        toast.error(t`查不到 ${who} 的 ${appName} 账号，无法发起聊天`, {
          description: error.message,
        });
      else toast.error(t`${appName} App 未能打开聊天，请稍后重试`);
    },
  });
  return (
    // not modal: a modal menu hides the page from assistive tech while its buttons stay focusable
    <DropdownMenu modal={false}>
      {/* stays enabled while busy, so focus comes back to it; the items wait instead */}
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-busy={chat.isPending || undefined}>
          <MessageCircle aria-hidden="true" />
          {chat.isPending ? t`正在打开…` : t`联系`}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem
          disabled={chat.isPending}
          onSelect={() => chat.mutate('openSingleConversation')}
        >
          <MessageSquare aria-hidden="true" />
          {t`发起单聊`}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={chat.isPending} onSelect={() => chat.mutate('chatToFriend')}>
          <UsersRound aria-hidden="true" />
          {t`好友聊天`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MemberTable({ members }: { members: TeamMember[] }) {
  const { t } = useLingui();
  const { inHostApp } = useHostEnvironment();
  const formatDate = useFormatDate();
  const name = useAgentName();
  const agents = useOwnAgents();
  const [sort, setSort] = useState<DataTableSort>({ column: 'addedAt', direction: 'desc' });
  const [authorizing, setAuthorizing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const agentName = (id: string) => {
    const agent = agents.data?.find((entry) => entry.id === id);
    return agent ? name(agent.latest) : `#${id}`;
  };
  const sorted = [...members].sort((a, b) => {
    const order =
      sort.column === 'name'
        ? (a.name || a.mobile).localeCompare(b.name || b.mobile)
        : a.addedAt.localeCompare(b.addedAt);
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <>
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
                <p className="text-foreground font-medium">{member.name || member.mobile}</p>
                <p className="text-muted-foreground text-xs">
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
                <span className="text-muted-foreground text-xs">{t`未授权`}</span>
              ) : (
                <ul className="flex flex-wrap gap-1">
                  {member.agentIds.map((id) => (
                    <li key={id} className="bg-muted text-foreground rounded px-2 py-0.5 text-xs">
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
            className: 'text-muted-foreground',
            cell: (member) => formatDate(member.addedAt),
          },
        ]}
        rows={sorted}
        rowKey={(member) => member.userId}
        rowActions={(member) => (
          <>
            {inHostApp ? <ContactMenu member={member} /> : null}
            <Button variant="ghost" size="sm" onClick={() => setAuthorizing(member)}>
              <ShieldCheck aria-hidden="true" />
              {t`授权`}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger hover:text-danger"
              onClick={() => setRemoving(member)}
            >
              <Trash2 aria-hidden="true" />
              {t`移除`}
            </Button>
          </>
        )}
      />
      <AuthorizeDialog
        key={authorizing?.userId ?? 'none'}
        member={authorizing}
        onClose={() => setAuthorizing(null)}
      />
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

export default function MembersPage() {
  const { t } = useLingui();
  const certified = useIsCertified();
  const team = useQuery({
    queryKey: TEAM_KEY,
    queryFn: () => api.call('team'),
    enabled: certified,
  });
  if (!certified) {
    return (
      <StatusPage
        icon={<UserRoundCheck aria-hidden="true" className="size-10" />}
        title={t`认证开发者才能管理团队`}
        description={t`通过开发者认证后，可以添加团队成员并为他们授权插件。`}
      />
    );
  }
  return (
    <PageContainer>
      <PageHeader
        title={t`成员管理`}
        description={t`添加团队成员，并按插件为他们授权。成员只能管理被授权的插件。`}
      />
      <div className="space-y-6">
        <AddMember />
        {team.isPending ? (
          <Spinner className="w-full py-12" label={t`正在加载团队成员`} />
        ) : team.isError ? (
          <ErrorState message={t`团队成员加载失败`} onRetry={() => void team.refetch()} />
        ) : team.data.members.length === 0 ? (
          <div className="border-border text-muted-foreground rounded-lg border border-dashed px-4 py-12 text-center text-sm">
            {t`团队里还没有成员。用手机号、邮箱或用户 ID 添加第一位成员。`}
          </div>
        ) : (
          <MemberTable members={team.data.members} />
        )}
      </div>
    </PageContainer>
  );
}
