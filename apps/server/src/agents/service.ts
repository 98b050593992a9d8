/**
 * The agents domain: what a developer submits and the admin reviews. Every submission is a
 * version; the agent is pending until one is first approved, rejected if that first one was
 * turned down, approved from then on. A published agent keeps its live version (the latest
 * approved) on the market while a newer one is under review or after one is rejected.
 *
 * Who may read and update an agent: its owner, or a member of the owner's team the owner
 * authorized for it. Only the owner sees a new secret issued.
 */
import { randomBytes } from 'node:crypto';
import type {
  AgentCategory,
  AgentCreated,
  AgentSecret,
  AgentVersion,
  agentCallsQuerySchema,
  agentFormSchema,
  DeveloperAgent,
  DeveloperAgentDetail,
  DeveloperAgentPage,
  developerAgentsQuerySchema,
  ReviewPointState,
  reviewDecisionSchema,
} from '@legion/api';
import {
  AGENT_NOT_DRAFT,
  MODEL_REQUIRED,
  RELEASE_NOTES_REQUIRED,
  RESUBMIT_NOTE_REQUIRED,
} from '@legion/api';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import { hashToken } from '../accounts/secrets.ts';
import { audit } from '../audit/record.ts';
import type { Database, Queryable } from '../db/database.ts';
import { addressPoints, reviewConflict, toPoint } from '../developer/certification.ts';
import { uploadFileName } from '../developer/images.ts';
import { reviewPoints, uploadedImages } from '../developer/index.ts';
import { INVALID_REQUEST, NOT_ALLOWED } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { tell } from '../notifications/tell.ts';
import { type SecretBox, SecretKeyError } from '../shared/secret-box.ts';
import { iso } from '../shared/time.ts';
import { expectedDecisionAt } from '../shared/working-days.ts';
import { listCalls } from './calls.ts';
import { requirePassingReport } from './conformance.ts';
import { AGENT_NOT_FOUND, AGENT_VERSION_NOT_FOUND } from './index.ts';
import {
  agentsRepository,
  type ManagedAgentRow,
  type VersionFields,
  type VersionRow,
} from './repository.ts';
import { credentialContext } from './target.ts';

export const VERSION_UNDER_REVIEW = 'This agent has a version under review';
export const VERSION_NOT_HIGHER = 'The new version must be higher than the live version';
export const UPLOAD_THE_IMAGE = 'Please upload the image';
export const VERSION_REVIEWED = 'This version has already been reviewed';

type AgentForm = z.output<typeof agentFormSchema>;

/** the public id an agent signs its calls with: 'agt_' and 16 hex digits */
export const newAgentKey = () => `agt_${randomBytes(8).toString('hex')}`;
/** shown once; only its SHA-256 is kept */
export const newAgentSecret = () => `lgs_${randomBytes(32).toString('base64url')}`;

/** where an admin reviews an agent's version */
const versionReviewLink = (versionId: string) => `/admin/plugins/review/${versionId}`;

/** < 0, 0, > 0 as `a` is lower than, equal to or higher than `b`, number by number */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** the points of each version's rejection, by version id */
export type VersionPoints = Map<string, ReviewPointState[]>;

export async function pointsOfVersions(db: Queryable, versions: VersionRow[]) {
  const rejected = versions.filter((version) => version.status === 'rejected');
  const rows = await reviewPoints(db).pointsOf(
    'agent_version',
    rejected.map((version) => version.id),
  );
  const points: VersionPoints = new Map();
  for (const row of rows) {
    const list = points.get(row.subject_id) ?? [];
    list.push(toPoint(row));
    points.set(row.subject_id, list);
  }
  return points;
}

/** what a version's form said, read from its row (its category is the agent's) */
type FormFields = Omit<VersionFields, 'category' | 'resubmitNote'>;
function formFieldsOf(row: VersionRow): FormFields {
  return {
    version: row.version,
    releaseNotesZh: row.release_notes_zh,
    releaseNotesEn: row.release_notes_en,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    descriptionZh: row.description_zh,
    descriptionEn: row.description_en,
    company: row.company,
    url: row.url,
    logo: row.logo,
    coverZh: row.cover_zh,
    coverEn: row.cover_en,
    legalPersonName: row.legal_person_name,
    idCardNumber: row.id_card,
    socialCreditCode: row.credit_code,
    protocol: row.protocol,
    model: row.model,
  };
}

/** `agentCategory`: the category of a version written before versions had their own */
export function toVersion(
  row: VersionRow,
  points: VersionPoints,
  agentCategory: AgentCategory,
): AgentVersion {
  return {
    id: row.id,
    category: row.category ?? agentCategory,
    ...formFieldsOf(row),
    resubmitNote: row.resubmit_note,
    apiKeySet: row.credential !== '',
    status: row.status,
    reviewComment: row.review_comment,
    reviewerName: row.reviewer_name,
    reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
    submittedAt: iso(row.submitted_at),
    points: points.get(row.id) ?? [],
    expectedDecisionAt: expectedDecisionAt(row.submitted_at, row.status === 'pending'),
  };
}

/** the live version: the latest approved one, as the market picks it */
export function liveVersion(versions: VersionRow[]): VersionRow | null {
  let live: VersionRow | null = null;
  for (const version of versions) {
    if (version.status !== 'approved' || version.reviewed_at === null) continue;
    if (!live || live.reviewed_at === null) {
      live = version;
      continue;
    }
    const newer = new Date(version.reviewed_at).getTime() - new Date(live.reviewed_at).getTime();
    if (newer > 0 || (newer === 0 && BigInt(version.id) > BigInt(live.id))) live = version;
  }
  return live;
}

/** `versions`: the agent's, newest submission first */
function toDeveloperAgent(
  agent: ManagedAgentRow,
  access: 'owner' | 'member',
  versions: VersionRow[],
  points: VersionPoints,
): DeveloperAgent {
  const latest = versions[0];
  if (!latest) throw new Error(`agent ${agent.id} has no version`);
  const live = liveVersion(versions);
  return {
    id: agent.id,
    category: agent.category,
    status: agent.status,
    published: agent.published,
    publishedAt: agent.published_at === null ? null : iso(agent.published_at),
    subscriberCount: agent.subscriber_count,
    agentKey: agent.agent_key,
    access,
    ownerName: agent.owner_name,
    latest: toVersion(latest, points, agent.category),
    live: live ? toVersion(live, points, agent.category) : null,
  };
}

/** whether a submission repeats a version field for field (its note to the reviewer aside) */
function sameAsSubmitted(fields: VersionFields, row: VersionRow): boolean {
  return (
    fields.category === row.category &&
    Object.entries(formFieldsOf(row)).every(
      ([key, value]) => fields[key as keyof FormFields] === value,
    )
  );
}

function versionFields(input: AgentForm, resubmitNote = ''): VersionFields {
  return {
    resubmitNote,
    category: input.category,
    version: input.version,
    releaseNotesZh: input.releaseNotesZh,
    releaseNotesEn: input.releaseNotesEn,
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    descriptionZh: input.descriptionZh,
    descriptionEn: input.descriptionEn,
    company: input.company,
    url: input.url,
    logo: input.logo,
    coverZh: input.coverZh,
    coverEn: input.coverEn,
    legalPersonName: input.legalPersonName,
    idCardNumber: input.idCardNumber,
    socialCreditCode: input.socialCreditCode,
    protocol: input.protocol ?? 'legion',
    // only an OpenAI-compatible service is asked for a model
    model: input.protocol === 'openai-chat' ? (input.model ?? '') : '',
  };
}

export const NO_SECRET_KEY =
  'The server cannot keep API keys: its LEGION_SECRET_KEY is not set. Please tell the administrator';

/**
 * The sealed credential a version keeps: a new API key when one was typed, else the one the
 * agent's previous version had; none for a service of our own protocol, which signs instead.
 */
function sealedCredential(
  box: SecretBox,
  agentId: string,
  input: AgentForm,
  previous: VersionRow | null,
): string {
  if ((input.protocol ?? 'legion') === 'legion') return '';
  if (!input.apiKey) return previous?.protocol === 'legion' ? '' : (previous?.credential ?? '');
  try {
    return box.seal(input.apiKey, credentialContext(agentId));
  } catch (error) {
    if (error instanceof SecretKeyError) throw new ApiError(503, NO_SECRET_KEY);
    throw error;
  }
}

/** field errors of the connection: an OpenAI-compatible service needs a model */
function connectionErrors(input: AgentForm): Record<string, string> {
  return input.protocol === 'openai-chat' && !input.model ? { model: MODEL_REQUIRED } : {};
}

const IMAGE_FIELDS = [
  ['logo', 'logo'],
  ['coverZh', 'cover_zh'],
  ['coverEn', 'cover_en'],
] as const;

/**
 * Field errors for images that are neither unchanged from the latest version nor uploaded by
 * the caller: an agent cannot be pointed at someone else's upload or an arbitrary path.
 */
async function imageErrors(
  tx: Queryable,
  userId: string,
  input: AgentForm,
  latest: VersionRow | null,
): Promise<Record<string, string>> {
  const toCheck = IMAGE_FIELDS.filter(([field, column]) => input[field] !== latest?.[column]);
  const names = toCheck.map(([field]) => uploadFileName(input[field]));
  const owned = await uploadedImages(tx).uploadedBy(
    userId,
    names.filter((name): name is string => name !== null),
  );
  const errors: Record<string, string> = {};
  toCheck.forEach(([field], index) => {
    const name = names[index];
    if (!name || !owned.has(name)) errors[field] = UPLOAD_THE_IMAGE;
  });
  return errors;
}

export interface AgentsOptions {
  db: Database;
  now: () => number;
  /** seals the API keys agents are called with */
  box: SecretBox;
}

export function agentsService({ db, now, box }: AgentsOptions) {
  const repo = agentsRepository(db);

  /**
   * The agent as `userId` may manage it. Someone else's agent is 404 exactly like one that does
   * not exist: it is not the caller's to know about, and a 403 would end their session (the web
   * app signs the person out on a 403). 403 stays for what the caller's role or team rights
   * cannot do at all.
   */
  async function managed(tx: Queryable, agentId: string, userId: string, lock = false) {
    const agent = await agentsRepository(tx).findManagedAgent(agentId, userId, lock);
    if (!agent?.access) throw new ApiError(404, AGENT_NOT_FOUND);
    return { ...agent, access: agent.access };
  }

  async function detail(
    tx: Queryable,
    agent: ManagedAgentRow,
    access: 'owner' | 'member',
  ): Promise<DeveloperAgentDetail> {
    const versions = await agentsRepository(tx).listVersions([agent.id]);
    const points = await pointsOfVersions(tx, versions);
    return {
      ...toDeveloperAgent(agent, access, versions, points),
      versions: versions.map((version) => toVersion(version, points, agent.category)),
    };
  }

  /** a submission waits for the admins */
  const waiting = (
    tx: Queryable,
    versionId: string,
    input: { nameZh: string; nameEn: string },
    at: Date,
  ) =>
    tell.submissionWaiting(
      tx,
      {
        subject: 'agent',
        nameZh: input.nameZh,
        nameEn: input.nameEn,
        link: versionReviewLink(versionId),
      },
      at,
    );

  return {
    /** the agent's owner or an authorized member; throws 404 for anyone else */
    requireAccess: (agentId: string, userId: string) => managed(db, agentId, userId),

    /** the agent's call log, to its owner and its authorized members (404 for anyone else) */
    async calls(user: UserRow, query: z.output<typeof agentCallsQuerySchema>) {
      await managed(db, query.id, user.id);
      return listCalls(db, query.id, query);
    },

    async list(
      user: UserRow,
      query: z.output<typeof developerAgentsQuerySchema>,
    ): Promise<DeveloperAgentPage> {
      const status = query.status ?? null;
      const offset = (query.page - 1) * query.pageSize;
      const [total, rows] = await Promise.all([
        repo.countManagedAgents(user.id, status),
        repo.listManagedAgents(user.id, status, { limit: query.pageSize, offset }),
      ]);
      const versions = rows.length ? await repo.listVersions(rows.map((row) => row.id)) : [];
      const points = await pointsOfVersions(db, versions);
      const byAgent = new Map<string, VersionRow[]>();
      for (const version of versions) {
        const list = byAgent.get(version.agent_id) ?? [];
        list.push(version);
        byAgent.set(version.agent_id, list);
      }
      return {
        items: rows.map((row) =>
          toDeveloperAgent(row, row.access ?? 'member', byAgent.get(row.id) ?? [], points),
        ),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async detail(agentId: string, user: UserRow): Promise<DeveloperAgentDetail> {
      const agent = await managed(db, agentId, user.id);
      return detail(db, agent, agent.access);
    },

    /**
     * A new agent, saved as a draft its developer can test before submitting it. Its agent ID
     * and secret are issued now, so that a service of our protocol can check signatures from
     * the first test call.
     */
    create(user: UserRow, input: AgentForm): Promise<AgentCreated> {
      return db.transaction(async (tx) => {
        const errors = {
          ...(await imageErrors(tx, user.id, input, null)),
          ...connectionErrors(input),
        };
        if (Object.keys(errors).length) throw new ApiError(400, INVALID_REQUEST, errors);
        const txRepo = agentsRepository(tx);
        const at = new Date(now());
        const agentSecret = newAgentSecret();
        const agentId = await txRepo.insertAgent({
          developerId: user.id,
          category: input.category,
          agentKey: newAgentKey(),
          secretHash: hashToken(agentSecret),
          at,
        });
        const credential = sealedCredential(box, agentId, input, null);
        await txRepo.insertDraft(agentId, { ...versionFields(input), credential }, at);
        const agent = await managed(tx, agentId, user.id);
        return { agent: await detail(tx, agent, agent.access), agentSecret };
      });
    },

    /**
     * The draft goes to the admins, with a passing conformance report made since it was last
     * saved; 409 when there is no draft. An agent with nothing live goes (back) to review with
     * the draft's category; a live one stays on the market while the draft is reviewed.
     */
    submit(agentId: string, user: UserRow): Promise<DeveloperAgentDetail> {
      return db.transaction(async (tx) => {
        const txRepo = agentsRepository(tx);
        const agent = await managed(tx, agentId, user.id, true);
        const versions = await txRepo.listVersions([agentId]);
        const latest = versions[0];
        const at = new Date(now());
        if (latest?.status !== 'draft') throw new ApiError(409, AGENT_NOT_DRAFT);
        await requirePassingReport(tx, latest, at.getTime());
        if (!(await txRepo.submitDraft(latest.id, at))) throw new ApiError(409, AGENT_NOT_DRAFT);
        if (!liveVersion(versions)) {
          await txRepo.resubmitUnpublished(agentId, latest.category ?? agent.category);
        }
        await waiting(tx, latest.id, { nameZh: latest.name_zh, nameEn: latest.name_en }, at);
        const submitted = await managed(tx, agentId, user.id);
        return detail(tx, submitted, agent.access);
      });
    },

    /**
     * Saves the agent's next version as a draft, or its draft again; it is submitted apart,
     * once checked. One version at a time: none while one is under review. After a live
     * version it is higher and says what changed; after a rejection it says which of the
     * rejection's points it addressed, or why it comes back as it was.
     */
    update(
      agentId: string,
      user: UserRow,
      input: AgentForm & { addressedPoints: string[]; resubmitNote: string },
    ): Promise<DeveloperAgentDetail> {
      return db.transaction(async (tx) => {
        const txRepo = agentsRepository(tx);
        // the agent's row lock makes two saves at once take turns
        const agent = await managed(tx, agentId, user.id, true);
        const versions = await txRepo.listVersions([agentId]);
        const latest = versions[0] ?? null;
        if (latest?.status === 'pending') throw new ApiError(409, VERSION_UNDER_REVIEW);
        const draft = latest?.status === 'draft' ? latest : null;
        // the version the draft follows: none for a first draft
        const previous = draft ? (versions[1] ?? null) : latest;
        const live = liveVersion(versions);
        const errors = {
          ...(await imageErrors(tx, user.id, input, latest)),
          ...connectionErrors(input),
        };
        if (live && compareVersions(input.version, live.version) <= 0) {
          errors.version = VERSION_NOT_HIGHER;
        }
        // a new version of an agent on the market says what changed, for its subscribers, in
        // at least one language
        if (live && !input.releaseNotesZh && !input.releaseNotesEn) {
          errors.releaseNotesZh = RELEASE_NOTES_REQUIRED;
        }
        // a rejected version sent back as it was, with nothing marked fixed, says why
        const fields = versionFields(input, input.resubmitNote);
        const rejected = previous?.status === 'rejected' ? previous : null;
        if (
          rejected &&
          input.addressedPoints.length === 0 &&
          !input.resubmitNote &&
          !input.apiKey &&
          sameAsSubmitted(fields, rejected) &&
          !(draft && draft.credential !== rejected.credential)
        ) {
          errors.resubmitNote = RESUBMIT_NOTE_REQUIRED;
        }
        if (Object.keys(errors).length) throw new ApiError(400, INVALID_REQUEST, errors);
        await addressPoints(tx, 'agent_version', rejected?.id ?? null, input.addressedPoints);
        const at = new Date(now());
        const credential = sealedCredential(box, agentId, input, latest);
        if (draft) await txRepo.updateDraft(draft.id, { ...fields, credential }, at);
        else await txRepo.insertDraft(agentId, { ...fields, credential }, at);
        return detail(tx, await managed(tx, agentId, user.id), agent.access);
      });
    },

    async rotateSecret(agentId: string, user: UserRow): Promise<AgentSecret> {
      const agent = await managed(db, agentId, user.id);
      if (agent.access !== 'owner') throw new ApiError(403, NOT_ALLOWED);
      const agentSecret = newAgentSecret();
      await db.transaction(async (tx) => {
        await agentsRepository(tx).setSecretHash(agentId, hashToken(agentSecret));
        await audit(tx, {
          actorId: user.id,
          action: 'rotate-secret',
          subject: 'agent',
          subjectId: agentId,
          at: new Date(now()),
        });
      });
      return { agentKey: agent.agent_key, agentSecret };
    },

    /** the admin's decision on a pending version; the agent is answered as its owner sees it */
    review(
      reviewer: UserRow,
      input: z.output<typeof reviewDecisionSchema>,
    ): Promise<DeveloperAgentDetail> {
      return db.transaction(async (tx) => {
        const txRepo = agentsRepository(tx);
        const at = new Date(now());
        const approved = input.decision === 'approve';
        // one conditional update: of two admins deciding at once, exactly one gets the row
        const version = await txRepo.reviewVersion(input.id, {
          status: approved ? 'approved' : 'rejected',
          comment: input.comment,
          reviewerId: reviewer.id,
          at,
        });
        if (!version) {
          const decided = await txRepo.findVersion(input.id);
          // a draft is its developer's alone: the admins never see it
          if (!decided || decided.status === 'draft') {
            throw new ApiError(404, AGENT_VERSION_NOT_FOUND);
          }
          if (decided.status === 'pending' || decided.reviewed_at === null) {
            throw new ApiError(409, VERSION_REVIEWED);
          }
          // the loser is told who decided first, when and what
          throw await reviewConflict(tx, 'agent_version', VERSION_REVIEWED, {
            ...decided,
            status: decided.status,
            reviewed_at: decided.reviewed_at,
          });
        }
        if (approved) await txRepo.publishVersion(version.agent_id, input.id, at);
        else {
          await txRepo.rejectAgentUnlessLive(version.agent_id);
          await reviewPoints(tx).insertPoints('agent_version', input.id, input.points);
        }
        const names = { nameZh: version.name_zh, nameEn: version.name_en };
        await tell.submissionDecided(tx, { link: versionReviewLink(input.id) }, at);
        await tell.agentDecided(
          tx,
          {
            ...names,
            agentId: version.agent_id,
            version: version.version,
            approved,
            reason: input.comment,
          },
          at,
        );
        // a new version of an agent on the market: its subscribers hear of it
        if (approved && version.was_published) {
          await tell.agentUpdated(
            tx,
            { ...names, agentId: version.agent_id, version: version.version },
            at,
          );
        }
        await audit(tx, {
          actorId: reviewer.id,
          action: approved ? 'approve' : 'reject',
          subject: 'agent_version',
          subjectId: input.id,
          detail: input.comment,
          points: input.points,
          at,
        });
        const agent = await managed(tx, version.agent_id, version.developer_id);
        return detail(tx, agent, agent.access);
      });
    },
  };
}

export type AgentsService = ReturnType<typeof agentsService>;
