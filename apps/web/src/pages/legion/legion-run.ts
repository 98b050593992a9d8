/**
 * Runs a published legion: POST /api/legions/:id/run, answered as server-sent events (each
 * step starts, streams its output, ends; then the run ends), read with the app's
 * event-stream helper. Free of Lingui and atoms so it runs in the node unit project.
 */
import { LEGION_RUN, type LegionRunEvent, legionRunEventSchemas } from '@legion/api';
import { type DoneData, type EventStreamOptions, postEventStream } from '../../event-stream.ts';

export type LegionRunDone = DoneData<LegionRunEvent>;

/**
 * Sends the message and reads the run's events. Resolves with the `done` event's data (the
 * outcome, the answer, every step), or null when the stream ended without one.
 */
export function streamLegionRun(
  legionId: string,
  body: { message: string },
  options: Omit<EventStreamOptions<LegionRunEvent>, 'schemas'>,
): Promise<LegionRunDone | null> {
  return postEventStream<LegionRunEvent>(
    LEGION_RUN.path.replace(':id', encodeURIComponent(legionId)),
    body,
    { ...options, schemas: legionRunEventSchemas },
  );
}
