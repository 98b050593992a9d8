/** A knowledge base's dictionary tab: the dictionary, its re-index progress, and saving it. */
import type { KnowledgeDictionary, KnowledgeDictionaryState } from '@legion/api';
import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { KNOWLEDGE_KEY } from './keys.ts';
import { sentence, useKnowledgeMessage } from './knowledge.tsx';

/** how often the tab asks again while documents are indexed again */
const POLL_MS = 2000;

const dictionaryKey = (baseId: string) => [...KNOWLEDGE_KEY, 'dictionary', baseId] as const;

export function useDictionary(baseId: string) {
  return useQuery({
    queryKey: dictionaryKey(baseId),
    queryFn: () => api.call('knowledgeDictionary', { id: baseId }),
    refetchInterval: (query) => ((query.state.data?.reindex.pending ?? 0) > 0 ? POLL_MS : false),
  });
}

/** saves the dictionary; the tab then follows the re-index it started */
export function useSaveDictionary(baseId: string) {
  const { t } = useLingui();
  const message = useKnowledgeMessage();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (dictionary: KnowledgeDictionary) =>
      api.call('updateKnowledgeDictionary', { id: baseId, ...dictionary }),
    onSuccess: (state: KnowledgeDictionaryState) => {
      queryClient.setQueryData(dictionaryKey(baseId), state);
      toast.success(t`词典已保存，正在重建索引`);
    },
  });
  const error = save.error
    ? t`词典没有保存：${sentence(message(save.error.message) ?? save.error.message)}。你的修改仍在这里，请重试。`
    : null;
  return { save, error };
}
