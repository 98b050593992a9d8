/**
 * Runs a published legion: POST /api/legions/:id/run, answered as server-sent events (each
 * step starts, streams its output, ends; then the run ends), through the api client's
 * `stream`. Takes the client as an argument, so it runs in the node unit project.
 */
import {
  type ApiClient,
  type EndpointOutput,
  type LegionRunEvent,
  legionRunEventSchemas,
} from '@legion/api';

export type LegionRunDone = EndpointOutput<'legionRun'>;

export interface StreamLegionRunOptions {
  /** the app's api client */
  api: Pick<ApiClient, 'stream'>;
  onEvent: (event: LegionRunEvent) => void;
  signal?: AbortSignal | undefined;
}

/**
 * Sends the message and reads the run's events. Resolves with the `done` event's data (the
 * outcome, the answer, every step), or null when the stream ended without one.
 */
export function streamLegionRun(
  legionId: string,
  body: { message: string },
  { api, onEvent, signal }: StreamLegionRunOptions,
): Promise<LegionRunDone | null> {
  return api.stream(
    'legionRun',
    { ...body, id: legionId },
    { onEvent, signal, events: legionRunEventSchemas },
  );
}
