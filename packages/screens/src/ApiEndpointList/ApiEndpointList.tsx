/**
 * A reference of HTTP endpoints, grouped (by the path's first segment, say): each with its
 * method, path, summary and whether it needs a sign-in. Each group's heading has an id, so a
 * table of contents can point at it. The endpoints come from the caller (an OpenAPI document).
 */

import { cn } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';

export interface ApiEndpoint {
  /** GET, POST, PUT, PATCH or DELETE */
  method: string;
  path: string;
  summary: string;
  /** needs no sign-in */
  isPublic: boolean;
}

export interface ApiEndpointGroup {
  /** the heading's id */
  id: string;
  name: string;
  endpoints: ApiEndpoint[];
}

export type ApiEndpointListProps = Omit<ComponentProps<'div'>, 'children'> & {
  groups: ApiEndpointGroup[];
  /** a paragraph above the groups: where the list comes from, what the marks mean */
  intro?: ReactNode;
};

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

export function ApiEndpointList({ groups, intro, className, ...props }: ApiEndpointListProps) {
  const { t } = useLingui();
  return (
    <div data-slot="api-endpoint-list" className={className} {...props}>
      {intro ? <p className="text-foreground/90 my-4 leading-[1.85]">{intro}</p> : null}
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
