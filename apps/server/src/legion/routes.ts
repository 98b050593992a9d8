import {
  endpoints,
  LEGION_NOT_FOUND,
  LEGION_RUN,
  type LegionRunEvent,
  legionIdSchema,
  legionRunRequestSchema,
  legionTestRunRequestSchema,
} from '@legion/api';
import type { Hono } from 'hono';
import type { AgentCallOptions } from '../chat/caller.ts';
import type { Database } from '../db/database.ts';
import {
  type AppEnv,
  limitBody,
  type Mount,
  NOT_ALLOWED,
  readInput,
  signedIn,
  validate,
} from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/messages.ts';
import { sseResponse } from '../http/sse.ts';
import { type RunnableFlow, runLegion } from './runner.ts';
import type { LegionService } from './service.ts';

const legionPath = { notFound: LEGION_NOT_FOUND };

export function mountLegions(mount: Mount, legions: LegionService) {
  mount(endpoints.legions, ({ input }) => legions.publicList(input));
  mount(endpoints.legion, ({ input }) => legions.publicGet(input.id), legionPath);
  mount(endpoints.developerLegions, ({ user }) => legions.list(signedIn(user)));
  mount(endpoints.legionAgentChoices, ({ user }) => legions.agentChoices(signedIn(user)));
  mount(
    endpoints.developerLegion,
    ({ input, user }) => legions.get(signedIn(user), input.id),
    legionPath,
  );
  mount(endpoints.createLegion, ({ input, user }) => legions.create(signedIn(user), input));
  mount(
    endpoints.updateLegion,
    ({ input, user }) => legions.update(signedIn(user), input.id, input),
    legionPath,
  );
  mount(endpoints.adminLegionVersions, ({ input }) => legions.reviewQueue(input));
  mount(
    endpoints.reviewLegionVersion,
    ({ input, user }) => legions.review(signedIn(user), input),
    legionPath,
  );
}

/**
 * The two runs, mounted by hand with the registry's rules: a published legion by anyone
 * signed in; a draft flow by a developer, with their own agents or ones on the market.
 */
export function mountLegionRuns(
  app: Hono<AppEnv>,
  legions: LegionService,
  db: Database,
  now: () => number,
  call: AgentCallOptions = {},
) {
  app.post(LEGION_RUN.testPath, limitBody(), async (c) => {
    const user = signedIn(await c.var.session.user());
    if (user.role !== 'developer' && user.role !== 'admin') throw new ApiError(403, NOT_ALLOWED);
    const input = validate(legionTestRunRequestSchema, await readInput(c, 'POST'));
    await legions.checkAgents(user, input.flow);
    const flow: RunnableFlow = input.flow;
    const language = requestLanguage(c);
    return sseResponse<LegionRunEvent>(c, (emit, signal) =>
      runLegion(
        flow,
        input.message,
        { db, user, language, ownerId: user.id, runId: `test-${Date.now()}`, now, call },
        emit,
        signal,
      ),
    );
  });

  app.post(LEGION_RUN.path, limitBody(), async (c) => {
    const user = signedIn(await c.var.session.user());
    if (!legionIdSchema.safeParse({ id: c.req.param('id') }).success) {
      throw new ApiError(404, LEGION_NOT_FOUND);
    }
    const id = c.req.param('id');
    const input = validate(legionRunRequestSchema, await readInput(c, 'POST'));
    const flow = await legions.runnable(id);
    await legions.countRun(id);
    const language = requestLanguage(c);
    return sseResponse<LegionRunEvent>(c, (emit, signal) =>
      runLegion(
        flow,
        input.message,
        {
          db,
          user,
          language,
          ownerId: null,
          runId: `legion-${id}-${Date.now()}`,
          now,
          call,
        },
        emit,
        signal,
      ),
    );
  });
}
