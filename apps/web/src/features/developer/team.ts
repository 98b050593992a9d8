/**
 * The developer team's data: its members, the owner's agents they can be given, and adding,
 * authorizing, removing and contacting a member. The server enforces every authorization.
 */
import {
  API_CODES,
  ApiError,
  EMAIL_MESSAGE,
  isValidEmail,
  isValidMobile,
  type Team,
  type TeamMember,
} from '@legion/api';
import type { MemberLookupKind } from '@legion/screens';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { APP_LINKS } from '../../app-links.ts';
import {
  HostChatError,
  type HostChatLookup,
  type HostChatName,
  openHostChat,
} from '../../host-bridge.ts';
import { useHostEnvironment } from '../../host-environment.tsx';
import { useFieldMessage } from '../console.tsx';

export const TEAM_KEY = ['developer-team'];

export function useTeam(enabled: boolean) {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => api.call('team'), enabled });
}

/** the agents the signed-in developer owns: only those can be given to members */
export function useOwnAgents() {
  return useQuery({
    queryKey: ['developer-agents', 'own'],
    queryFn: () => api.call('developerAgents', { pageSize: 50 }),
    select: (page) => page.items.filter((agent) => agent.access === 'owner'),
  });
}

function useUpdateTeam() {
  const queryClient = useQueryClient();
  return (update: (members: TeamMember[]) => TeamMember[]) =>
    queryClient.setQueryData(TEAM_KEY, (current: Team | undefined) => ({
      members: update(current?.members ?? []),
    }));
}

/** the add-member form's state: the lookup kind, the value, its problem, and adding */
export function useAddMember() {
  const { t } = useLingui();
  const message = useFieldMessage();
  const updateTeam = useUpdateTeam();
  const [kind, setKind] = useState<MemberLookupKind>('mobile');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => api.call('addTeamMember', { [kind]: value.trim() }),
    onSuccess: (member) => {
      updateTeam((members) => [...members, member]);
      setValue('');
      toast.success(t`已添加 ${member.name || member.mobile}`);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
      setProblem(field ?? error.message);
    },
  });
  function submit() {
    const text = value.trim();
    setProblem(null);
    if (!text) return setProblem(t`请输入要添加的成员`);
    if (kind === 'mobile' && !isValidMobile(text)) return setProblem(t`请输入有效的手机号码`);
    if (kind === 'email' && !isValidEmail(text)) return setProblem(message(EMAIL_MESSAGE) ?? null);
    if (kind === 'userId' && !/^\d{1,18}$/.test(text)) return setProblem(t`请输入有效的用户 ID`);
    add.mutate();
  }
  return {
    kind,
    onKindChange: (next: MemberLookupKind) => {
      setKind(next);
      setProblem(null);
    },
    value,
    onValueChange: setValue,
    problem,
    pending: add.isPending,
    onSubmit: submit,
  };
}

export function useAuthorizeMember(onDone: () => void) {
  const { t } = useLingui();
  const updateTeam = useUpdateTeam();
  return useMutation({
    mutationFn: (input: { userId: string; agentIds: string[] }) =>
      api.call('authorizeTeamMember', input),
    onSuccess: (updated) => {
      updateTeam((members) =>
        members.map((entry) => (entry.userId === updated.userId ? updated : entry)),
      );
      toast.success(t`授权已保存`);
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useRemoveMember(onDone: () => void) {
  const { t } = useLingui();
  const updateTeam = useUpdateTeam();
  return useMutation({
    mutationFn: (userId: string) => api.call('removeTeamMember', { userId }).then(() => userId),
    onSuccess: (userId) => {
      updateTeam((members) => members.filter((entry) => entry.userId !== userId));
      toast.success(t`已移除成员`);
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
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

/** Opens a chat with the member in the host app, saying why when it cannot. */
export function useMemberChat(member: TeamMember) {
  const { t } = useLingui();
  const host = useHostEnvironment();
  const who = member.name || member.mobile;
  const { appName } = APP_LINKS;
  return useMutation({
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
}
