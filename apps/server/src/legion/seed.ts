/**
 * What the legions page of a fresh platform starts with: one published legion of the seed
 * developer, made of the built-in agents so that it answers with no outside service. The
 * Dispatcher routes each question to the Knowledge Answerer or to the Calculator & Converter.
 * Reviewed and approved by the seed admin; written once, marked in app_settings.
 */
import { users } from '../accounts/index.ts';
import { agentsData } from '../agents/index.ts';
import type { Database } from '../db/database.ts';
import { settingsRepository } from '../settings/repository.ts';
import { legionRepository } from './repository.ts';

export const LEGION_SEED_MARKER = 'seed:legion';

const DAY_MS = 24 * 60 * 60_000;

export interface LegionSeedOptions {
  now: () => number;
  log: (line: string) => void;
}

/** Seeds the public legion unless done before; true when this call wrote it. */
export async function seedLegions(db: Database, options: LegionSeedOptions): Promise<boolean> {
  if (await settingsRepository(db).get(LEGION_SEED_MARKER)) return false;
  const at = options.now();
  return db.transaction(async (tx) => {
    const accounts = users(tx);
    const [developer, admin] = await Promise.all([
      accounts.findUserByUsername('developer'),
      accounts.findUserByUsername('admin'),
    ]);
    if (!developer || !admin) return false;
    /** the seed developer's published agent of this English name, if the market seed wrote it */
    const agentNamed = (nameEn: string) =>
      agentsData(tx).agentWithVersionNamed(developer.id, nameEn, true);
    const [router, answerer, utility] = [
      await agentNamed('Dispatcher'),
      await agentNamed('Knowledge Answerer'),
      await agentNamed('Calculator & Converter'),
    ];
    if (!router || !answerer || !utility) return false;
    if (!(await settingsRepository(tx).claim(LEGION_SEED_MARKER, new Date(at).toISOString()))) {
      return false;
    }
    const repo = legionRepository(tx);
    const legionId = await repo.insertLegion(developer.id, new Date(at - 30 * DAY_MS));
    await repo.insertVersion(
      legionId,
      {
        nameZh: '服务台',
        nameEn: 'Service Desk',
        descriptionZh:
          '一个入口问两类问题：关于你共享的知识库的问题交给知识问答助手，计算和单位换算交给计算换算助手，由调度员按问题分派。',
        descriptionEn:
          'One place for two kinds of question: questions about the knowledge bases you share go to the Knowledge Answerer, sums and unit conversions to the Calculator & Converter; the Dispatcher sends each to the right one.',
        flow: 'router',
        members: [
          {
            agentId: answerer,
            role: '资料查询',
            instructions: '只根据共享的知识库回答，并注明出处。',
          },
          { agentId: utility, role: '计算换算', instructions: '' },
        ],
        routerAgentId: router,
      },
      new Date(at - 30 * DAY_MS),
    );
    const [version] = await repo.versionsOf(legionId);
    if (!version) return false;
    const approvedAt = new Date(at - 29 * DAY_MS);
    await repo.decideVersion(version.id, {
      status: 'approved',
      comment: '成员均已上架，分工清楚，审核通过。',
      reviewerId: admin.id,
      at: approvedAt,
    });
    await repo.publishLegion(legionId, approvedAt);
    options.log('Seed legions: one published legion of the built-in agents');
    return true;
  });
}
