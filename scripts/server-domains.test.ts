import { describe, expect, it } from 'vitest';
import { domainOf, violationsIn } from './server-domains.ts';

describe("the server's domain check", () => {
  it('names the domain of a file by its first folder', () => {
    expect(domainOf('market/repository.ts')).toBe('market');
    expect(domainOf('developer/repository/team.ts')).toBe('developer');
    expect(domainOf('app.ts')).toBe('');
  });

  it("refuses a value import of another domain's repository, in any of its forms", () => {
    const code = [
      "import { paymentRepository } from '../payment/repository.ts';",
      "import { teamRepository } from '../developer/repository/team.ts';",
      "import { ingestRepository } from '../knowledge/ingest-repository.ts';",
    ].join('\n');
    expect(violationsIn('market/service.ts', code)).toEqual([
      expect.stringContaining('payment/repository.ts'),
      expect.stringContaining('developer/repository/team.ts'),
      expect.stringContaining('knowledge/ingest-repository.ts'),
    ]);
  });

  it('lets a domain use its own repository, types of another, and the shared folders', () => {
    const code = [
      "import { marketRepository } from './repository.ts';",
      "import type { UserRow } from '../accounts/repository.ts';",
      "import { type UserRow as Row } from '../accounts/repository.ts';",
      "import type { Queryable } from '../db/database.ts';",
      "import { iso } from '../shared/time.ts';",
      "// import { paymentRepository } from '../payment/repository.ts';",
    ].join('\n');
    expect(violationsIn('market/service.ts', code)).toEqual([]);
  });

  it('refuses SQL on the agents tables outside the agents domain, not words in prose', () => {
    const sql = 'const q = `select a.id from agents a join agent_versions v on v.agent_id = a.id`;';
    expect(violationsIn('market/repository.ts', sql)).toEqual([
      expect.stringContaining('queries agents'),
      expect.stringContaining('queries agent_versions'),
    ]);
    expect(violationsIn('agents/repository.ts', sql)).toEqual([]);
    const prose = [
      "const message = 'You can only use your own agents or agents on the market';",
      '/** the agents from the market, joined from agents/sql.ts */',
      'const count = agents.length;',
    ].join('\n');
    expect(violationsIn('legion/service.ts', prose)).toEqual([]);
  });
});
