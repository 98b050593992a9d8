/**
 * A published legion (/legion/:id): what it does, its members in the order the flow runs them
 * (each leading to the agent's market page), and a "试一试" panel that runs it, showing each
 * step as it happens — role, agent, state, input, streaming output, time — and then the answer.
 */
import { AGENT_LIMITS, ApiError } from '@legion/api';
import { LegionProfile, LegionRunForm, LegionRunSteps } from '@legion/screens';
import { BackLink, Button, EmptyState, Link, numberFormat, Spinner, StatusPage } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LockKeyhole, RefreshCw, Swords } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useOpenLogin } from '../../auth/useAuthActions.ts';
import { useLegionRun } from '../../features/legion/useLegionRun.ts';
import { useFailureReason } from '../../hooks/failure-reason.ts';
import { currentUserAtom } from '../../state/auth.ts';

const LIMIT = AGENT_LIMITS.messageChars;

function RunPanel({ legionId }: { legionId: string }) {
  const { t, i18n } = useLingui();
  const run = useLegionRun(legionId);
  const failureReason = useFailureReason();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const text = message.trim();
    if (!text) return setProblem(t`请输入要交给军团的问题`);
    const longest = numberFormat(i18n.locale).format(LIMIT);
    if (text.length > LIMIT) return setProblem(t`最多 ${longest} 个字符`);
    setProblem(null);
    void run.run(text);
  };
  return (
    <>
      <LegionRunForm
        aria-label={t`运行军团`}
        fieldLabel={t`你的问题`}
        hint={`${numberFormat(i18n.locale).format(message.length)} / ${numberFormat(i18n.locale).format(LIMIT)}`}
        error={problem ?? undefined}
        value={message}
        placeholder={t`例如：帮我算一下 (3 + 4) * 5，再解释一下`}
        onValueChange={(next) => {
          setMessage(next);
          if (problem) setProblem(null);
        }}
        runLabel={t`运行`}
        running={run.phase === 'running'}
        onRun={submit}
        onStop={run.stop}
      />
      {run.phase === 'idle' ? null : <LegionRunSteps {...run} describeFailure={failureReason} />}
    </>
  );
}

function SignInToRun() {
  const { t } = useLingui();
  const openLogin = useOpenLogin();
  return (
    <EmptyState
      variant="plain"
      icon={<LockKeyhole aria-hidden="true" />}
      titleAs="p"
      title={t`登录后就能试一试这个军团`}
      description={t`运行会调用每一位成员，结果只有你能看到。`}
      action={<Button onClick={openLogin}>{t`登录`}</Button>}
    />
  );
}

export default function LegionDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const user = useAtomValue(currentUserAtom);
  const detail = useQuery({
    queryKey: ['legion', id],
    queryFn: () => api.call('legion', { id }),
  });

  if (detail.isPending) {
    return <Spinner size="lg" area="page" label={t`正在加载军团`} />;
  }
  if (detail.isError) {
    // a legion taken down (or never published) is "not found"; anything else can be retried
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    const Icon = missing ? Swords : RefreshCw;
    return (
      <StatusPage
        icon={<Icon aria-hidden="true" />}
        title={missing ? t`军团不存在` : t`军团加载失败`}
        description={missing ? t`它可能已经下线，或者地址有误。` : t`请检查网络连接后重试。`}
        actions={
          missing ? (
            <Button asChild variant="outline">
              <Link href="/legion">{t`返回军团列表`}</Link>
            </Button>
          ) : (
            <Button onClick={() => void detail.refetch()}>{t`重试`}</Button>
          )
        }
      />
    );
  }

  return (
    <div className="lu:max-w-content lu:mx-auto lu:px-4 lu:py-6 lu:md:px-6 lu:md:py-8">
      <BackLink href="/legion">{t`返回军团列表`}</BackLink>
      <LegionProfile
        legion={detail.data}
        memberHref={(agentId) => `/plugins/statistics/${agentId}`}
      >
        {user ? <RunPanel legionId={detail.data.id} /> : <SignInToRun />}
      </LegionProfile>
    </div>
  );
}
