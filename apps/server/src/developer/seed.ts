/**
 * What the developer console of a fresh platform starts with, after the seed market: the seed
 * developer's approved certification application (reviewed by the seed admin), and the seed
 * user as a member of the developer's team, authorized for one agent, so that the console's
 * screens show real data. Written once, marked in app_settings. The seeded agents' keys and
 * (unknown) secret hashes come from the column defaults of migration 0004.
 */
import { creditCodeCheckCharacter, idCardCheckCharacter } from '@legion/api';
import { users } from '../accounts/index.ts';
import { agentsData } from '../agents/index.ts';
import type { Database } from '../db/database.ts';
import { settingsRepository } from '../settings/repository.ts';
import { certificationRepository } from './repository/certification.ts';
import { teamRepository } from './repository/team.ts';

export const DEVELOPER_SEED_MARKER = 'seed:developer';
/** the seed agent the seed user may manage as a team member */
export const SEED_MEMBER_AGENT = 'Meeting Minutes';

const DAY_MS = 24 * 60 * 60_000;

const ID_CARD_17 = '11010819850612003';
const CREDIT_CODE_17 = '91110108MA01LGN0X';

export interface DeveloperSeedOptions {
  now: () => number;
  log: (line: string) => void;
}

/** Seeds the console unless done before; true when this call wrote it. */
export async function seedDeveloperConsole(
  db: Database,
  options: DeveloperSeedOptions,
): Promise<boolean> {
  if (await settingsRepository(db).get(DEVELOPER_SEED_MARKER)) return false;
  const at = options.now();
  const seeded = await db.transaction(async (tx) => {
    const accounts = users(tx);
    const developer = await accounts.findUserByUsername('developer');
    if (!developer) return false;
    if (!(await settingsRepository(tx).claim(DEVELOPER_SEED_MARKER, new Date(at).toISOString()))) {
      return false;
    }
    const admin = await accounts.findUserByUsername('admin');
    const repo = certificationRepository(tx);
    // certified before the oldest seed agent was first published (at most 403 days ago)
    const application = await repo.insertApplication(
      developer.id,
      {
        developerName: developer.name || developer.username,
        mobile: developer.mobile ?? '',
        email: developer.email,
        companyName: 'Legion 实验室（北京）科技有限公司',
        industry: 'software',
        legalPersonName: developer.name || developer.username,
        idCardNumber: `${ID_CARD_17}${idCardCheckCharacter(ID_CARD_17)}`,
        socialCreditCode: `${CREDIT_CODE_17}${creditCodeCheckCharacter(CREDIT_CODE_17)}`,
      },
      new Date(at - 420 * DAY_MS),
    );
    if (application && admin) {
      await repo.reviewApplication(application.id, {
        status: 'approved',
        comment: '资料齐全，信息核验无误，审核通过。',
        reviewerId: admin.id,
        at: new Date(at - 415 * DAY_MS),
      });
    }

    const member = await accounts.findUserByUsername('user');
    const agentId = await agentsData(tx).agentWithVersionNamed(developer.id, SEED_MEMBER_AGENT);
    if (member && agentId) {
      const team = teamRepository(tx);
      await team.insertTeamMember(developer.id, member.id, new Date(at - 20 * DAY_MS));
      await team.replaceMemberAgents(developer.id, member.id, [agentId]);
    }
    return true;
  });
  if (seeded) options.log('Seed developer console: certification and one team member');
  return seeded;
}
