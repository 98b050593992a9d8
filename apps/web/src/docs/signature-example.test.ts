/**
 * The agent protocol page's worked signature example, in both languages, is what the platform
 * computes: the signing key from the secret, the string to hash from the body, key and
 * timestamp, and the signature. An agent developer checks their code against these figures, so
 * a change to the signing rule must change the page too.
 */
import { readFile } from 'node:fs/promises';
import { agentSigningKey, providerSigningString, signAgentRequest } from '@legion/api';
import { describe, expect, it } from 'vitest';

const PAGES = [
  { locale: 'en', heading: '## Worked example' },
  { locale: 'zh-CN', heading: '## 签名示例' },
];

/** the fenced blocks of the section under the heading, in order */
async function exampleBlocks(locale: string, heading: string): Promise<string[]> {
  const page = await readFile(
    new URL(`./${locale}/agents/agent-protocol.mdx`, import.meta.url),
    'utf8',
  );
  const start = page.indexOf(`${heading}\n`);
  expect(start, `${locale}: the page has "${heading}"`).toBeGreaterThan(-1);
  const end = page.indexOf('\n## ', start + heading.length);
  const section = page.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```\w*\n([\s\S]*?)\n```/g)].map((match) => match[1] ?? '');
}

describe.each(PAGES)('the $locale worked signature example', ({ locale, heading }) => {
  it('gives the key, the string and the signature the platform computes', async () => {
    const [inputs = '', key = '', body = '', signed = '', signature = ''] = await exampleBlocks(
      locale,
      heading,
    );
    const secret = /^secret\s+(\S+)$/m.exec(inputs)?.[1];
    const timestamp = /^X-Timestamp\s+(\d+)$/m.exec(inputs)?.[1];
    expect(secret).toMatch(/^lgs_/);
    expect(timestamp).toBeDefined();
    if (!secret || !timestamp) return;
    const parsed = JSON.parse(body) as Record<string, unknown>;

    const signingKey = await agentSigningKey(secret);
    expect(key.trim()).toBe(signingKey);
    expect(signed.trim()).toBe(providerSigningString(parsed, signingKey, timestamp));
    expect(signature.trim()).toBe(await signAgentRequest(parsed, signingKey, timestamp));
  });
});
