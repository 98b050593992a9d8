/**
 * A knowledge base's saved test questions (decision 0092): the list, followed while they wait
 * to run again after a change, and saving, running and deleting them. Each answer is the whole
 * list; the base's pass rate (in the base list) is read again after each.
 */
import type { KnowledgeHit, KnowledgeQuestions } from '@legion/api';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { BASES_KEY, questionsKey } from './keys.ts';
import { sentence, useKnowledgeMessage } from './knowledge.tsx';

/** how often the list asks again while its questions wait to run */
const POLL_MS = 2000;

export function useQuestions(baseId: string) {
  return useQuery({
    queryKey: questionsKey(baseId),
    queryFn: () => api.call('knowledgeQuestions', { id: baseId }),
    refetchInterval: (query) => (query.state.data?.checking ? POLL_MS : false),
  });
}

export function useQuestionChanges(baseId: string) {
  const { t } = useLingui();
  const message = useKnowledgeMessage();
  const queryClient = useQueryClient();
  const settle = (questions: KnowledgeQuestions) => {
    queryClient.setQueryData(questionsKey(baseId), questions);
    void queryClient.invalidateQueries({ queryKey: BASES_KEY });
  };
  const problem = (error: Error) => sentence(message(error.message) ?? error.message);
  const save = useMutation({
    mutationFn: ({ question, hits }: { question: string; hits: readonly KnowledgeHit[] }) =>
      api.call('createKnowledgeQuestion', {
        id: baseId,
        question,
        expected: hits.map((hit) => ({ documentId: hit.documentId, chunkIndex: hit.chunkIndex })),
      }),
    onSuccess: (questions) => {
      settle(questions);
      toast.success(t`已保存为测试问题，知识库变化后会自动重新运行`);
    },
  });
  const check = useMutation({
    mutationFn: () => api.call('checkKnowledgeQuestions', { id: baseId }),
    onSuccess: settle,
    onError: (error) => toast.error(t`没有运行：${problem(error)}`),
  });
  const remove = useMutation({
    mutationFn: (questionId: string) =>
      api.call('deleteKnowledgeQuestion', { id: baseId, questionId }),
    onSuccess: (questions) => {
      settle(questions);
      toast.success(t`测试问题已删除`);
    },
    onError: (error) => toast.error(t`没有删除：${problem(error)}`),
  });
  const saveError = save.error
    ? t`测试问题没有保存：${problem(save.error)}。选择仍在这里，请重试。`
    : null;
  return { save, check, remove, saveError };
}
