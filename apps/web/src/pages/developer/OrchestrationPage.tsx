/**
 * Orchestration (/developer/orchestration): the developer's legions at the top, and
 * the editor below them. `?legion={id}` edits one (its latest version); without it the editor
 * composes a new legion, so both can be linked to and left with the back button.
 */
import { DeveloperLegionList } from '@legion/screens';
import {
  Button,
  EmptyState,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Spinner,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Bot, Plus, Users } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useIsCertified } from '../../features/console.tsx';
import { LEGIONS_KEY, legionKey } from '../../features/legion/legion-form.ts';
import { LegionEditor } from './LegionEditor.tsx';

const PATH = '/developer/orchestration';

function LegionList({ selected }: { selected: string | null }) {
  const { t } = useLingui();
  const query = useQuery({ queryKey: LEGIONS_KEY, queryFn: () => api.call('developerLegions') });
  return (
    <section
      aria-labelledby="my-legions"
      aria-busy={query.isFetching}
      className="lu:mb-6 lu:space-y-3"
    >
      <h2 id="my-legions" className="lu:text-foreground lu:text-lg lu:font-semibold">
        {t`我的军团`}
      </h2>
      {query.isPending ? (
        <Spinner className="lu:w-full lu:py-8" label={t`正在加载军团`} />
      ) : query.isError ? (
        <ErrorState message={t`军团列表加载失败`} onRetry={() => void query.refetch()} />
      ) : (
        <DeveloperLegionList
          legions={query.data.items}
          selectedId={selected}
          hrefOf={(legion) => `${PATH}?legion=${legion.id}`}
        />
      )}
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
    <h2 className="lu:text-foreground lu:mb-3 lu:text-lg lu:font-semibold">
      {legionId ? t`编辑军团` : t`新建军团`}
    </h2>
  );
  if (choices.isPending || (legionId && legion.isPending))
    return <Spinner area="section" label={t`正在加载编辑器`} />;
  if (choices.isError || legion.isError)
    return (
      <ErrorState
        message={choices.isError ? t`可选的智能体加载失败` : t`军团加载失败`}
        onRetry={() => void (choices.isError ? choices.refetch() : legion.refetch())}
      />
    );
  if (choices.data.items.length === 0)
    return (
      <EmptyState
        variant="card"
        icon={<Bot aria-hidden="true" />}
        titleAs="p"
        title={t`还没有可以编入军团的智能体`}
        description={t`军团由你自己的智能体或插件市场上的智能体组成。先提交一个智能体，再回来组建军团。`}
        action={
          <Button asChild variant="outline">
            <Link href="/developer/plugins">{t`去提交智能体`}</Link>
          </Button>
        }
      />
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
        <EmptyState
          variant="card"
          icon={<Users aria-hidden="true" />}
          titleAs="p"
          title={t`认证开发者才能编排军团`}
          action={
            <Button asChild variant="outline">
              <Link href="/developer/certification">{t`申请开发者认证`}</Link>
            </Button>
          }
        />
      )}
    </PageContainer>
  );
}
