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
        'lu:inline-flex lu:w-16 lu:shrink-0 lu:justify-center lu:rounded lu:px-1.5 lu:py-0.5 lu:font-mono lu:text-xs lu:font-semibold',
        'lu:bg-muted lu:text-foreground',
        'lu:data-[variant=GET]:bg-success/12 lu:data-[variant=GET]:text-success-strong',
        'lu:data-[variant=POST]:bg-primary-soft lu:data-[variant=POST]:text-primary',
        'lu:data-[variant=DELETE]:bg-danger/12 lu:data-[variant=DELETE]:text-danger',
        'lu:data-[variant=PATCH]:text-warning-strong lu:data-[variant=PUT]:text-warning-strong lu:data-[variant=PATCH]:bg-warning/15 lu:data-[variant=PUT]:bg-warning/15',
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
      {intro ? <p className="lu:text-foreground/90 lu:my-4 lu:leading-[1.85]">{intro}</p> : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2
            id={group.id}
            className="lu:text-foreground lu:border-border lu:mt-10 lu:mb-4 lu:scroll-mt-20 lu:border-b lu:pb-2 lu:font-mono lu:text-lg lu:font-semibold"
          >
            {group.name}
          </h2>
          <ul className="lu:divide-border lu:border-border lu:divide-y lu:rounded-lg lu:border">
            {group.endpoints.map((endpoint) => (
              <li
                key={`${endpoint.method} ${endpoint.path}`}
                className="lu:flex lu:flex-col lu:gap-1.5 lu:px-4 lu:py-3 lu:sm:flex-row lu:sm:items-start lu:sm:gap-3"
              >
                <div className="lu:flex lu:min-w-0 lu:items-center lu:gap-2 lu:sm:w-96 lu:sm:shrink-0">
                  <MethodBadge method={endpoint.method} />
                  <code className="lu:text-foreground lu:font-mono lu:text-sm lu:break-all">
                    {endpoint.path}
                  </code>
                </div>
                <p className="lu:text-muted-foreground lu:min-w-0 lu:flex-1 lu:text-sm lu:leading-6">
                  {endpoint.summary}
                </p>
                <span
                  data-variant={endpoint.isPublic ? 'public' : 'signed-in'}
                  className="lu:data-[variant=public]:bg-success/12 lu:data-[variant=public]:text-success-strong lu:bg-muted lu:text-muted-foreground lu:self-start lu:rounded-full lu:px-2 lu:py-0.5 lu:text-xs lu:whitespace-nowrap"
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
