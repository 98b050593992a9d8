/**
 * The request a server render belongs to. In the browser there is none, and the app's
 * singletons (the API client) act for the one person using the tab. On the server many
 * renders run at once, so the renderer registers a lookup (backed by AsyncLocalStorage, which
 * only the server entry imports) and the API client acts for the request being rendered.
 */
import type { ApiClient } from '@legion/api';

export interface RequestScope {
  /** an anonymous API client that answers in-process, in the page's language */
  api: ApiClient;
}

let lookup: () => RequestScope | undefined = () => undefined;

/** The server entry's hook; the browser never calls it. */
export function setRequestScopeLookup(next: () => RequestScope | undefined) {
  lookup = next;
}

export function requestScope(): RequestScope | undefined {
  return lookup();
}
