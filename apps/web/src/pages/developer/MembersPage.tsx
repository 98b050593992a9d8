/**
 * Team members (/developer/member): add a member by mobile, email
 * or user id, choose which of your agents each may manage, remove them. The server
 * enforces every authorization. Inside the host app each member can also be contacted
 * through its bridge (decision 0055, "Chat shortcuts in the host app").
 */
import type { TeamMember } from '@legion/api';
import { MemberAgentsDialog, MemberInviteForm, MemberTable } from '@legion/screens';
import {
  Button,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  StatusPage,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { MessageCircle, MessageSquare, Trash2, UserRoundCheck, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useFormatDate, useIsCertified } from '../../features/console.tsx';
import {
  useAddMember,
  useAuthorizeMember,
  useMemberChat,
  useOwnAgents,
  useRemoveMember,
  useTeam,
} from '../../features/developer/team.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { useHostEnvironment } from '../../host-environment.tsx';

function AuthorizeDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = useAgentName();
  const agents = useOwnAgents();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = chosen ?? member?.agentIds ?? [];
  const close = () => {
    setChosen(null);
    onClose();
  };
  const save = useAuthorizeMember(close);
  return (
    <MemberAgentsDialog
      memberName={member ? member.name || member.mobile : null}
      agents={agents.data?.map((agent) => ({
        id: agent.id,
        name: name(agent.latest),
        logo: agent.latest.logo,
      }))}
      error={agents.isError ? t`插件列表加载失败` : undefined}
      onRetry={() => void agents.refetch()}
      selected={selected}
      onSelectedChange={setChosen}
      saving={save.isPending}
      onSave={() => save.mutate({ userId: member?.userId ?? '', agentIds: selected })}
      onClose={close}
    />
  );
}

function RemoveDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveMember(onClose);
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
      onConfirm={() => remove.mutate(member?.userId ?? '')}
    />
  );
}

/** Opens a chat with the member in the host app; rendered only inside it. */
function ContactMenu({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  const chat = useMemberChat(member);
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

function Members({ members }: { members: TeamMember[] }) {
  const { inHostApp } = useHostEnvironment();
  const formatDate = useFormatDate();
  const name = useAgentName();
  const agents = useOwnAgents();
  const [authorizing, setAuthorizing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const agentName = (id: string) => {
    const agent = agents.data?.find((entry) => entry.id === id);
    return agent ? name(agent.latest) : `#${id}`;
  };
  return (
    <>
      <MemberTable
        members={members}
        agentName={agentName}
        formatDate={(iso) => formatDate(iso)}
        onAuthorize={setAuthorizing}
        onRemove={setRemoving}
        extraActions={inHostApp ? (member) => <ContactMenu member={member} /> : undefined}
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
  const team = useTeam(certified);
  const add = useAddMember();
  if (!certified) {
    return (
      <StatusPage
        icon={<UserRoundCheck aria-hidden="true" />}
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
      <div className="lu:space-y-6">
        <MemberInviteForm {...add} />
        {team.isPending ? (
          <Spinner area="section" label={t`正在加载团队成员`} />
        ) : team.isError ? (
          <ErrorState message={t`团队成员加载失败`} onRetry={() => void team.refetch()} />
        ) : team.data.members.length === 0 ? (
          <EmptyState description={t`团队里还没有成员。用手机号、邮箱或用户 ID 添加第一位成员。`} />
        ) : (
          <Members members={team.data.members} />
        )}
      </div>
    </PageContainer>
  );
}
