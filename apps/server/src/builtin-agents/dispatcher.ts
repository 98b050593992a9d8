/**
 * The dispatcher (任务分派): the built-in router for legions. Asked to route (the protocol's
 * `route` request), it names the member whose role and description share the most search
 * terms with the request, rarer terms weighing more; on a tie or no overlap, the first member.
 * Asked anything else, it says what it is for.
 */
import type { AgentChatRequest } from '@legion/api';
import { termsOf } from './knowledge-answerer.ts';

export interface RoutePick {
  memberId: string;
  text: string;
}

export function pickMember(request: AgentChatRequest): RoutePick | null {
  const members = request.route?.members ?? [];
  const first = members[0];
  if (!first) return null;
  const wanted = new Set(termsOf(request.message, { unigrams: true }));
  const termsByMember = members.map(
    (member) => new Set(termsOf(`${member.role}\n${member.description}`, { unigrams: true })),
  );
  // a term most members share says little about which one to pick
  const weight = (term: string) => 1 / termsByMember.filter((terms) => terms.has(term)).length || 0;
  let best = 0;
  let bestScore = 0;
  termsByMember.forEach((terms, index) => {
    let score = 0;
    for (const term of wanted)
      if (terms.has(term)) score += weight(term) * (term.length > 1 ? 2 : 1);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  const chosen = members[best] ?? first;
  const zh = request.language === 'zh-CN';
  const text =
    bestScore > 0
      ? zh
        ? `交给「${chosen.role}」处理。`
        : `Handing this to the ${chosen.role}.`
      : zh
        ? `没有明显对应的成员，交给第一位成员「${chosen.role}」处理。`
        : `No member stands out; handing this to the first one, the ${chosen.role}.`;
  return { memberId: chosen.id, text };
}

export function dispatcherHelp(language: AgentChatRequest['language']): string {
  return language === 'zh-CN'
    ? '我是军团里的任务分派员：在使用“分派”流程的军团中，我会读你的请求，把它交给最合适的成员。单独和我对话时，我不回答具体问题。'
    : 'I am the dispatcher of legions: in a legion that routes requests, I read yours and hand it to the member best suited to it. On my own I do not answer questions.';
}
