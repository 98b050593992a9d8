/**
 * Orchestration (issue 9, /developer/orchestration): the developer's legions at the top, and
 * the editor below them. `?legion={id}` edits one (its latest version); without it the editor
 * composes a new legion, so both can be linked to and left with the back button.
 */
import type { DeveloperLegion } from '@legion/api';
import {
  Button,
  cn,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Spinner,
  StatusBadge,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Bot, Plus, Users, Workflow } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useIsCertified } from '../../features/console.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import { LEGIONS_KEY, LegionEditor, legionKey } from './LegionEditor.tsx';
import { useFlowLabels } from './LegionFlow.tsx';

const PATH = '/developer/orchestration';

function LegionItem({ legion, selected }: { legion: DeveloperLegion; selected: boolean }) {
  const { t } = useLingui();
  const name = useAgentName();
  const flows = useFlowLabels();
  const { latest } = legion;
  return (
    <li className="w-64 shrink-0 sm:w-auto">
      <Link
        href={`${PATH}?legion=${legion.id}`}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'border-border bg-surface hover:border-primary/50 focus-visible:outline-ring block h-full space-y-1.5 rounded-lg border p-3 focus-visible:outline-2',
          selected && 'border-primary ring-primary/30 ring-2',
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-foreground font-medium">{name(latest)}</span>
          <StatusBadge status={latest.status} />
          {legion.published ? <span className="text-primary text-xs">{t`已发布`}</span> : null}
        </span>
        <span className="text-muted-foreground block text-xs">
          {flows[latest.flow].label} · {t`${plural(latest.members.length, { other: '# 名成员' })}`}{' '}
          · {t`运行 ${plural(legion.runCount, { other: '# 次' })}`}
        </span>
        {latest.status === 'rejected' && latest.reviewComment ? (
          <span className="text-danger line-clamp-2 block text-sm">
            {t`未通过原因：${latest.reviewComment}`}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function LegionList({ selected }: { selected: string | null }) {
  const { t } = useLingui();
  const query = useQuery({ queryKey: LEGIONS_KEY, queryFn: () => api.call('developerLegions') });
  let body: React.ReactNode;
  if (query.isPending) body = <Spinner className="w-full py-8" label={t`正在加载军团`} />;
  else if (query.isError)
    body = <ErrorState message={t`军团列表加载失败`} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    body = (
      <div className="border-border text-muted-foreground flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm">
        <Workflow aria-hidden="true" className="size-6 shrink-0" />
        <p>
          <span className="text-foreground block font-medium">{t`还没有军团`}</span>
          {t`在下面组建第一个军团，试运行满意后提交审核。`}
        </p>
      </div>
    );
  else
    body = (
      // a row to swipe on a phone, so the editor stays near the top
      <ul className="-mx-1 flex gap-3 overflow-x-auto p-1 sm:grid sm:grid-cols-2 sm:overflow-visible xl:grid-cols-3">
        {query.data.items.map((legion) => (
          <LegionItem key={legion.id} legion={legion} selected={legion.id === selected} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="my-legions" aria-busy={query.isFetching} className="mb-6 space-y-3">
      <h2 id="my-legions" className="text-foreground text-lg font-semibold">
        {t`我的军团`}
      </h2>
      {body}
    </section>
  );
}

function EditorArea({ legionId }: { legionId: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const choices = useQuery({
    queryKey: ['legion-agent-choices'],
    queryFn: () => api.call('legionAgentChoices'),
  });
  const legion = useQuery({
    queryKey: legionKey(legionId ?? 'new'),
    queryFn: () => api.call('developerLegion', { id: legionId ?? '' }),
    enabled: legionId !== null,
  });
  const title = (
    <h2 className="text-foreground mb-3 text-lg font-semibold">
      {legionId ? t`编辑军团` : t`新建军团`}
    </h2>
  );
  if (choices.isPending || (legionId && legion.isPending))
    return <Spinner className="w-full py-16" label={t`正在加载编辑器`} />;
  if (choices.isError || legion.isError)
    return (
      <ErrorState
        message={choices.isError ? t`可选的智能体加载失败` : t`军团加载失败`}
        onRetry={() => void (choices.isError ? choices.refetch() : legion.refetch())}
      />
    );
  if (choices.data.items.length === 0)
    return (
      <section className="border-border bg-surface flex flex-col items-center gap-3 rounded-xl border px-4 py-12 text-center">
        <Bot aria-hidden="true" className="text-muted-foreground size-10" />
        <p className="text-foreground font-medium">{t`还没有可以编入军团的智能体`}</p>
        <p className="text-muted-foreground max-w-md text-sm">
          {t`军团由你自己的智能体或插件市场上的智能体组成。先提交一个智能体，再回来组建军团。`}
        </p>
        <Button asChild variant="outline">
          <Link href="/developer/plugins">{t`去提交智能体`}</Link>
        </Button>
      </section>
    );
  return (
    <section>
      {title}
      <LegionEditor
        legion={legionId ? (legion.data ?? null) : null}
        choices={choices.data.items}
        onSaved={(saved) => navigate(`${PATH}?legion=${saved.id}`)}
      />
    </section>
  );
}

export default function OrchestrationPage() {
  const { t } = useLingui();
  const certified = useIsCertified();
  const [params] = useSearchParams();
  const requested = params.get('legion');
  const legionId = requested && /^\d{1,18}$/.test(requested) ? requested : null;
  return (
    <PageContainer>
      <PageHeader
        title={t`军团编排`}
        description={t`把几个智能体组成军团，一起处理一个请求；试运行满意后提交审核，通过后发布到军团广场。`}
        actions={
          certified ? (
            <Button asChild>
              <Link href={PATH}>
                <Plus aria-hidden="true" />
                {t`新建军团`}
              </Link>
            </Button>
          ) : null
        }
      />
      {certified ? (
        <>
          <LegionList selected={legionId} />
          <EditorArea key={legionId ?? 'new'} legionId={legionId} />
        </>
      ) : (
        <section className="border-border bg-surface flex flex-col items-center gap-3 rounded-xl border px-4 py-12 text-center">
          <Users aria-hidden="true" className="text-muted-foreground size-10" />
          <p className="text-foreground font-medium">{t`认证开发者才能编排军团`}</p>
          <Button asChild variant="outline">
            <Link href="/developer">{t`申请开发者认证`}</Link>
          </Button>
        </section>
      )}
    </PageContainer>
  );
}
