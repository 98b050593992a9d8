/**
 * /docs/api/api-reference: every endpoint of the main service, read at run time from the
 * server's OpenAPI document (GET /api/openapi.json, generated from the endpoint registry), so
 * the list cannot drift from the server. Grouped by the path's first segment after /api.
 */
import { ApiEndpointList } from '@legion/screens';
import { ErrorState, Spinner } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
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

export function ApiReference() {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const query = useQuery({ queryKey: ['docs', 'openapi'], queryFn: fetchOpenApi, retry: 1 });
  useHeadingsToc(root, query.data);
  if (query.isPending) return <Spinner area="section" label={t`正在加载接口列表`} />;
  if (query.isError)
    return (
      <ErrorState
        message={t`接口列表加载失败，请稍后重试。`}
        onRetry={() => void query.refetch()}
      />
    );
  const groups = endpointGroups(query.data);
  const count = groups.reduce((sum, group) => sum + group.endpoints.length, 0);
  return (
    <ApiEndpointList
      ref={root}
      groups={groups}
      intro={t`本页由服务器的 OpenAPI 文档（${OPENAPI_PATH}）实时生成，共 ${count} 个接口。“公开”的接口无需登录；其余接口需要携带登录令牌，部分只对开发者或管理员开放，由服务器检查。`}
    />
  );
}
