import { endpoints, IMAGE_UPLOAD } from '@legion/api';
import type { Hono } from 'hono';
import type { ConformanceService } from '../agents/conformance.ts';
import { AGENT_NOT_FOUND, AGENT_VERSION_NOT_FOUND } from '../agents/index.ts';
import type { AgentsService } from '../agents/service.ts';
import { type AgentTestConsole, withRetryAfter } from '../agents/test-console.ts';
import { type AppEnv, filesIn, type Mount, NOT_ALLOWED, signedIn } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { UploadRateLimiter } from '../http/upload-rate.ts';
import { APPLICATION_NOT_FOUND, type CertificationService } from './certification.ts';
import {
  IMAGE_TOO_LARGE,
  type ImagesService,
  NO_IMAGE,
  TOO_MANY_FILES,
  UPLOAD_BODY_LIMIT,
  UPLOADS_PATH,
} from './images.ts';
import type { StatisticsService } from './statistics.ts';
import { NOT_A_MEMBER, type TeamService } from './team.ts';

export interface DeveloperServices {
  certification: CertificationService;
  agents: AgentsService;
  testConsole: AgentTestConsole;
  conformance: ConformanceService;
  team: TeamService;
  statistics: StatisticsService;
  images: ImagesService;
}

/** a malformed id names nothing: 404 with the name of what it would name */
const agentPath = { notFound: AGENT_NOT_FOUND };
const memberPath = { notFound: NOT_A_MEMBER };

export function mountDeveloper(mount: Mount, services: DeveloperServices) {
  const { certification, agents, testConsole, conformance, team, statistics } = services;

  mount(endpoints.myDeveloperApplication, ({ user }) => certification.mine(signedIn(user).id));
  mount(endpoints.submitDeveloperApplication, ({ input, user }) =>
    certification.submit(signedIn(user), input),
  );
  mount(
    endpoints.reviewDeveloperApplication,
    ({ input, user }) => certification.review(signedIn(user), input),
    { notFound: APPLICATION_NOT_FOUND },
  );

  mount(endpoints.developerHome, ({ user }) => statistics.home(signedIn(user)));
  mount(endpoints.developerAgents, ({ input, user }) => agents.list(signedIn(user), input));
  mount(endpoints.createAgent, ({ input, user }) => agents.create(signedIn(user), input));
  mount(
    endpoints.developerAgent,
    ({ input, user }) => agents.detail(input.id, signedIn(user)),
    agentPath,
  );
  mount(
    endpoints.updateAgent,
    ({ input, user }) => agents.update(input.id, signedIn(user), input),
    agentPath,
  );
  mount(
    endpoints.submitAgent,
    ({ input, user }) => agents.submit(input.id, signedIn(user)),
    agentPath,
  );
  mount(
    endpoints.testAgent,
    ({ input, user, c }) =>
      withRetryAfter(c.header.bind(c), () => testConsole.test(signedIn(user), input)),
    agentPath,
  );
  mount(
    endpoints.agentChecks,
    ({ input, user }) => conformance.latest(signedIn(user), input.id),
    agentPath,
  );
  mount(
    endpoints.runAgentChecks,
    ({ input, user, c }) =>
      withRetryAfter(c.header.bind(c), () => conformance.check(signedIn(user), input.id)),
    agentPath,
  );
  mount(endpoints.readAgentCard, ({ input, user }) =>
    testConsole.readCard(
      input.url,
      async (icon) => (await services.images.store(signedIn(user), icon)).url,
    ),
  );
  mount(
    endpoints.rotateAgentSecret,
    ({ input, user }) => agents.rotateSecret(input.id, signedIn(user)),
    agentPath,
  );
  mount(
    endpoints.agentStatistics,
    ({ input, user }) => statistics.agentStatistics(signedIn(user), input),
    agentPath,
  );
  mount(
    endpoints.agentUsers,
    ({ input, user }) => statistics.agentUsers(signedIn(user), input),
    agentPath,
  );
  mount(endpoints.agentCalls, ({ input, user }) => agents.calls(signedIn(user), input), agentPath);
  mount(endpoints.reviewAgentVersion, ({ input, user }) => agents.review(signedIn(user), input), {
    notFound: AGENT_VERSION_NOT_FOUND,
  });

  mount(endpoints.lookupUser, ({ input }) => team.lookup(input));
  mount(endpoints.team, ({ user }) => team.team(signedIn(user)));
  mount(endpoints.addTeamMember, ({ input, user }) => team.add(signedIn(user), input));
  mount(
    endpoints.authorizeTeamMember,
    ({ input, user }) => team.authorize(signedIn(user), input.userId, input.agentIds),
    memberPath,
  );
  mount(
    endpoints.removeTeamMember,
    ({ input, user }) => team.remove(signedIn(user), input.userId),
    memberPath,
  );
  mount(
    endpoints.teamMemberHostUserId,
    ({ input, user }) => team.hostUserId(signedIn(user), input.userId),
    memberPath,
  );
}

/**
 * The image upload: who may call first (401, 403), then the user's upload rate (429), then
 * its own body limit (413); and the images it stored, read back by their name.
 */
export function mountImages(
  mount: Mount,
  app: Hono<AppEnv>,
  images: ImagesService,
  uploads: UploadRateLimiter,
) {
  mount(
    endpoints.uploadImage,
    ({ user, files, form }) => {
      const sent = Object.values(form).flatMap(filesIn);
      if (sent.length > IMAGE_UPLOAD.maxFiles) throw new ApiError(400, TOO_MANY_FILES);
      const [file] = files;
      if (!file) throw new ApiError(400, NO_IMAGE);
      return images.store(user, file);
    },
    {
      upload: {
        authorize: async (user) => {
          if (!(await images.mayUpload(user))) throw new ApiError(403, NOT_ALLOWED);
        },
        rate: { limiter: uploads, kind: 'image' },
        maxBodyBytes: UPLOAD_BODY_LIMIT,
        tooLarge: IMAGE_TOO_LARGE,
        unreadable: NO_IMAGE,
      },
    },
  );

  app.get(`${UPLOADS_PATH}/:file`, async (c) => {
    const image = await images.read(c.req.param('file'));
    if (!image) return c.notFound();
    return c.body(new Uint8Array(image.body), 200, {
      'Content-Type': image.type,
      // the name is random and never reused: the bytes behind it never change
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
