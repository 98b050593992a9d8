/**
 * /docs/api/api-reference: every endpoint of the main service, read at run time from the
 * server's OpenAPI document (GET /api/openapi.json, generated from the endpoint registry), so
 * the list cannot drift from the server. Grouped by the path's first segment after /api.
 */
import { Button, cn, Spinner } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { useHeadingsToc } from './DocsFrame.tsx';

export const OPENAPI_PATH = '/api/openapi.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  summary?: string;
  /** an empty list: no sign-in needed; absent: the document's default (a bearer token) */
  security?: unknown[];
}
interface OpenApiDocument {
  info?: { version?: string };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

export interface ApiEndpointEntry {
  method: string;
  path: string;
  summary: string;
  isPublic: boolean;
}

/** the endpoints in the document, grouped by /api/<segment>, in the document's order */
export function endpointGroups(document: OpenApiDocument) {
  const groups = new Map<string, ApiEndpointEntry[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const segment = path.split('/')[2] ?? '';
    const group = path.startsWith('/api/') ? `/api/${segment}` : path;
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const entries = groups.get(group) ?? [];
      entries.push({
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      });
      groups.set(group, entries);
    }
  }
  return [...groups].map(([name, endpoints]) => ({
    id: name.replace(/^\//, '').replace(/[^\w-]+/g, '-'),
    name,
    endpoints,
  }));
}

async function fetchOpenApi(): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  if (!document || typeof document.paths !== 'object') throw new Error('not an OpenAPI document');
  return document;
}

function MethodBadge({ method }: { method: string }) {
  return (
    <span
      data-variant={method}
      className={cn(
        'inline-flex w-16 shrink-0 justify-center rounded px-1.5 py-0.5 font-mono text-xs font-semibold',
        'bg-muted text-foreground',
        'data-[variant=GET]:bg-success/12 data-[variant=GET]:text-success-strong',
        'data-[variant=POST]:bg-primary-soft data-[variant=POST]:text-primary',
        'data-[variant=DELETE]:bg-danger/12 data-[variant=DELETE]:text-danger',
        'data-[variant=PATCH]:text-warning-strong data-[variant=PUT]:text-warning-strong data-[variant=PATCH]:bg-warning/15 data-[variant=PUT]:bg-warning/15',
      )}
    >
      {method}
    </span>
  );
}

export function ApiReference() {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const query = useQuery({ queryKey: ['docs', 'openapi'], queryFn: fetchOpenApi, retry: 1 });
  useHeadingsToc(root, query.data);
  if (query.isPending) return <Spinner className="w-full py-16" label={t`正在加载接口列表`} />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{t`接口列表加载失败，请稍后重试。`}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t`重试`}
        </Button>
      </div>
    );
  const groups = endpointGroups(query.data);
  const count = groups.reduce((sum, group) => sum + group.endpoints.length, 0);
  return (
    <div ref={root}>
      <p className="text-foreground/90 my-4 leading-[1.85]">
        {t`本页由服务器的 OpenAPI 文档（${OPENAPI_PATH}）实时生成，共 ${count} 个接口。“公开”的接口无需登录；其余接口需要携带登录令牌，部分只对开发者或管理员开放，由服务器检查。`}
      </p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2
            id={group.id}
            className="text-foreground border-border mt-10 mb-4 scroll-mt-20 border-b pb-2 font-mono text-lg font-semibold"
          >
            {group.name}
          </h2>
          <ul className="divide-border border-border divide-y rounded-lg border">
            {group.endpoints.map((endpoint) => (
              <li
                key={`${endpoint.method} ${endpoint.path}`}
                className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-start sm:gap-3"
              >
                <div className="flex min-w-0 items-center gap-2 sm:w-96 sm:shrink-0">
                  <MethodBadge method={endpoint.method} />
                  <code className="text-foreground font-mono text-sm break-all">
                    {endpoint.path}
                  </code>
                </div>
                <p className="text-muted-foreground min-w-0 flex-1 text-sm leading-6">
                  {endpoint.summary}
                </p>
                <span
                  data-variant={endpoint.isPublic ? 'public' : 'signed-in'}
                  className="data-[variant=public]:bg-success/12 data-[variant=public]:text-success-strong bg-muted text-muted-foreground self-start rounded-full px-2 py-0.5 text-xs whitespace-nowrap"
                >
                  {endpoint.isPublic ? t`公开` : t`需登录`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
