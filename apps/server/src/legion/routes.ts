import { endpoints, LEGION_NOT_FOUND, type LegionRunEvent } from '@legion/api';
import type { AgentCallOptions } from '../agents/protocols/index.ts';
import type { Database } from '../db/database.ts';
import { type Mount, signedIn } from '../http/endpoint.ts';
import { requestLanguage } from '../http/messages.ts';
import { sseResponse } from '../http/sse.ts';
import type { SecretBox } from '../shared/secret-box.ts';
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
 * The two runs, as server-sent events: a published legion by anyone signed in; a draft flow by
 * a developer, with their own agents or ones on the market.
 */
export function mountLegionRuns(
  mount: Mount,
  legions: LegionService,
  db: Database,
  now: () => number,
  box: SecretBox,
  call: AgentCallOptions = {},
) {
  mount(endpoints.legionTestRun, async ({ input, user, c }) => {
    const developer = signedIn(user);
    await legions.checkAgents(developer, input.flow);
    const flow: RunnableFlow = input.flow;
    const language = requestLanguage(c);
    return sseResponse<LegionRunEvent>(c, (emit, signal) =>
      runLegion(
        flow,
        input.message,
        {
          db,
          user: developer,
          language,
          ownerId: developer.id,
          runId: `test-${Date.now()}`,
          now,
          call,
          box,
        },
        emit,
        signal,
      ),
    );
  });

  mount(
    endpoints.legionRun,
    async ({ input, user, c }) => {
      const flow = await legions.runnable(input.id);
      await legions.countRun(input.id);
      const language = requestLanguage(c);
      return sseResponse<LegionRunEvent>(c, (emit, signal) =>
        runLegion(
          flow,
          input.message,
          {
            db,
            user: signedIn(user),
            language,
            ownerId: null,
            runId: `legion-${input.id}-${Date.now()}`,
            now,
            call,
            box,
          },
          emit,
          signal,
        ),
      );
    },
    legionPath,
  );
}
