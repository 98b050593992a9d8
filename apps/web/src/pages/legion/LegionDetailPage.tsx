/**
 * A published legion (/legion/:id): what it does, its members in the order the flow runs them
 * (each leading to the agent's market page), and a "试一试" panel that runs it, showing each
 * step as it happens — role, agent, state, input, streaming output, time — and then the answer.
 */
import { AGENT_LIMITS, ApiError, type LegionCard } from '@legion/api';
import { BackLink, Button, Link, Spinner, StatusPage, TextAreaField } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LockKeyhole, Play, RefreshCw, Square, Swords } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useOpenLogin } from '../../auth/useAuthActions.ts';
import {
  FlowBadge,
  LegionFlowChart,
  useFlowLabels,
  useLegionText,
} from '../../features/legion/flow.tsx';
import { RunSteps } from '../../features/legion/RunSteps.tsx';
import { useLegionRun } from '../../features/legion/useLegionRun.ts';
import { currentUserAtom } from '../../state/auth.ts';

const LIMIT = AGENT_LIMITS.messageChars;

function RunPanel({ legion }: { legion: LegionCard }) {
  const { t, i18n } = useLingui();
  const run = useLegionRun(legion.id);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const running = run.phase === 'running';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setProblem(t`请输入要交给军团的问题`);
    const longest = i18n.number(LIMIT);
    if (text.length > LIMIT) return setProblem(t`最多 ${longest} 个字符`);
    setProblem(null);
    void run.run(text);
  };
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} aria-label={t`运行军团`} className="space-y-3">
        <TextAreaField
          label={t`你的问题`}
          hint={`${i18n.number(message.length)} / ${i18n.number(LIMIT)}`}
          error={problem ?? undefined}
          rows={3}
          value={message}
          placeholder={t`例如：帮我算一下 (3 + 4) * 5，再解释一下`}
          onChange={(event) => {
            setMessage(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {running ? (
            <Button type="button" variant="outline" onClick={run.stop}>
              <Square aria-hidden="true" className="fill-current" />
              {t`停止`}
            </Button>
          ) : null}
          <Button type="submit" disabled={running}>
            {running ? <Spinner size="sm" label={t`正在运行`} /> : <Play aria-hidden="true" />}
            {t`运行`}
          </Button>
        </div>
      </form>
      {run.phase === 'idle' ? null : <RunSteps {...run} />}
    </div>
  );
}

function SignInToRun() {
  const { t } = useLingui();
  const openLogin = useOpenLogin();
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <LockKeyhole aria-hidden="true" className="text-muted-foreground size-8" />
      <p className="text-foreground font-medium">{t`登录后就能试一试这个军团`}</p>
      <p className="text-muted-foreground text-sm">{t`运行会调用每一位成员，结果只有你能看到。`}</p>
      <Button onClick={openLogin}>{t`登录`}</Button>
    </div>
  );
}

export default function LegionDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const user = useAtomValue(currentUserAtom);
  const flowLabel = useFlowLabels();
  const legionText = useLegionText();
  const detail = useQuery({
    queryKey: ['legion', id],
    queryFn: () => api.call('legion', { id }),
  });
  const back = <BackLink href="/legion">{t`返回军团列表`}</BackLink>;

  if (detail.isPending) {
    return (
      <div className="max-w-content mx-auto px-4 py-8 md:px-6">
        <Spinner size="lg" className="w-full py-24" label={t`正在加载军团`} />
      </div>
    );
  }
  if (detail.isError) {
    // a legion taken down (or never published) is "not found"; anything else can be retried
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    const Icon = missing ? Swords : RefreshCw;
    return (
      <StatusPage
        icon={<Icon aria-hidden="true" className="size-10" />}
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

  const legion = detail.data;
  const text = legionText(legion);
  return (
    <div className="max-w-content mx-auto px-4 py-6 md:px-6 md:py-8">
      {back}
      <header className="border-border bg-surface mb-6 space-y-3 rounded-xl border p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-foreground text-2xl font-semibold break-words">{text.name}</h1>
          <FlowBadge flow={legion.flow} />
        </div>
        <p className="text-foreground leading-relaxed whitespace-pre-line">{text.description}</p>
        <p className="text-muted-foreground text-sm">
          {t`开发者：${legion.developerName}`} ·{' '}
          {t`已运行 ${plural(legion.runCount, { other: '# 次' })}`}
        </p>
      </header>
      <div className="space-y-6">
        <section
          aria-labelledby="legion-members"
          className="border-border bg-surface space-y-4 rounded-xl border p-5"
        >
          <div className="space-y-1">
            <h2 id="legion-members" className="text-foreground text-lg font-semibold">
              {t`成员与分工`}
            </h2>
            <p className="text-muted-foreground text-sm">{flowLabel(legion.flow).explain}</p>
          </div>
          <LegionFlowChart
            flow={legion.flow}
            members={legion.members}
            router={legion.router}
            linked
          />
        </section>
        <section
          aria-labelledby="legion-try"
          className="border-border bg-surface space-y-4 rounded-xl border p-5"
        >
          <div className="space-y-1">
            <h2 id="legion-try" className="text-foreground text-lg font-semibold">
              {t`试一试`}
            </h2>
            <p className="text-muted-foreground text-sm">{t`输入一个问题，看成员们如何一步步完成它。`}</p>
          </div>
          {user ? <RunPanel legion={legion} /> : <SignInToRun />}
        </section>
      </div>
    </div>
  );
}
