/** A knowledge base's documents page: its URL state, its queries and what its buttons do. */
import {
  KNOWLEDGE_DOCUMENT_SORTS,
  type KnowledgeBase,
  type KnowledgeDocument,
  type KnowledgeDocumentPage,
  type KnowledgeDocumentSort,
} from '@legion/api';
import { toast } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { BASES_KEY, documentsKey, USAGE_KEY } from './keys.ts';
import { sentence, useKnowledgeMessage } from './knowledge.tsx';

/** how often the list asks again while a document on it is processing */
const POLL_MS = 2000;

/** the search, sort, page and tab in the address, without their defaults */
export function useDocumentParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sort: KnowledgeDocumentSort =
    KNOWLEDGE_DOCUMENT_SORTS.find((value) => value === sortParam) ?? 'uploadedAt';
  const order: 'asc' | 'desc' = params.get('order') === 'asc' ? 'asc' : 'desc';
  const tabParam = params.get('tab');
  const tab = tabParam === 'retrieval' || tabParam === 'dictionary' ? tabParam : 'documents';
  const set = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        const fallback =
          (key === 'page' && value === 1) ||
          (key === 'sort' && value === 'uploadedAt') ||
          (key === 'order' && value === 'desc') ||
          (key === 'tab' && value === 'documents');
        if (value === undefined || value === '' || fallback) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { q, page, sort, order, tab, set };
}

/** keeps a changed document in every cached page of its base */
export function usePatchDocument(baseId: string) {
  const queryClient = useQueryClient();
  return (document: KnowledgeDocument) =>
    queryClient.setQueriesData<KnowledgeDocumentPage>(
      { queryKey: documentsKey(baseId) },
      (page) =>
        page && {
          ...page,
          items: page.items.map((entry) => (entry.id === document.id ? document : entry)),
        },
    );
}

/** the documents the address asks for, asked again while one of them is processing */
export function useDocuments(base: KnowledgeBase) {
  const filters = useDocumentParams();
  const queryClient = useQueryClient();
  const input = {
    id: base.id,
    ...(filters.q ? { q: filters.q } : {}),
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
  };
  const documents = useQuery({
    queryKey: [...documentsKey(base.id), input],
    queryFn: () => api.call('knowledgeDocuments', input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((document) => document.status === 'processing')
        ? POLL_MS
        : false,
  });
  // a document that finished processing changes the base's counts
  const processing = documents.data?.items.filter((d) => d.status === 'processing').length ?? 0;
  useEffect(() => {
    if (processing === 0) void queryClient.invalidateQueries({ queryKey: BASES_KEY });
  }, [processing, queryClient]);
  return { filters, documents };
}

/** switching a document on and off, and processing a failed one again */
export function useDocumentChanges(baseId: string) {
  const { t } = useLingui();
  const message = useKnowledgeMessage();
  const patch = usePatchDocument(baseId);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ document, enabled }: { document: KnowledgeDocument; enabled: boolean }) =>
      api.call('setKnowledgeDocumentStatus', { id: baseId, documentId: document.id, enabled }),
    onSuccess: (saved) => {
      patch(saved);
      toast.success(saved.status === 'available' ? t`已启用` : t`已禁用，检索时不再返回它`);
    },
    onError: (error) => toast.error(error.message),
  });
  const retry = useMutation({
    mutationFn: (document: KnowledgeDocument) =>
      api.call('retryKnowledgeDocument', { id: baseId, documentId: document.id }),
    onSuccess: (saved) => {
      patch(saved);
      void queryClient.invalidateQueries({ queryKey: documentsKey(baseId) });
      // the base's count of failed documents
      void queryClient.invalidateQueries({ queryKey: BASES_KEY });
    },
    onError: (error) => toast.error(error.message),
  });
  const retryFailed = useMutation({
    mutationFn: () => api.call('retryFailedKnowledgeDocuments', { id: baseId }),
    onSuccess: ({ retried }) => {
      toast.success(plural(retried, { other: '已重新排队 # 个文档' }));
      void queryClient.invalidateQueries({ queryKey: documentsKey(baseId) });
      void queryClient.invalidateQueries({ queryKey: BASES_KEY });
    },
    onError: (error) =>
      toast.error(t`没有重试：${sentence(message(error.message) ?? error.message)}`),
  });
  const busyIds = [
    toggle.isPending ? toggle.variables?.document.id : undefined,
    retry.isPending ? retry.variables?.id : undefined,
  ].filter((id): id is string => id !== undefined);
  return {
    busyIds,
    setEnabled: (document: KnowledgeDocument, enabled: boolean) =>
      toggle.mutate({ document, enabled }),
    retry: (document: KnowledgeDocument) => retry.mutate(document),
    retryFailed: () => retryFailed.mutate(),
    retryingFailed: retryFailed.isPending,
  };
}

/** a document's text chunks, a page at a time, while it is open */
export function useChunks(document: KnowledgeDocument | null) {
  const [page, setPage] = useState(1);
  const chunks = useQuery({
    queryKey: [...documentsKey(document?.baseId ?? ''), 'chunks', document?.id, page],
    queryFn: () =>
      api.call('knowledgeChunks', {
        id: document?.baseId ?? '',
        documentId: document?.id ?? '',
        page,
      }),
    enabled: document !== null,
    placeholderData: keepPreviousData,
  });
  return { chunks, setPage };
}

export function useDeleteDocument(document: KnowledgeDocument | null, onDone: () => void) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call('deleteKnowledgeDocument', {
        id: document?.baseId ?? '',
        documentId: document?.id ?? '',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentsKey(document?.baseId ?? '') });
      void queryClient.invalidateQueries({ queryKey: BASES_KEY });
      void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
      toast.success(t`已删除文档`);
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
}

/** the retrieval test's search: the documents it returns now count one match more */
export function useRetrieval(baseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string) => api.call('knowledgeRetrieval', { id: baseId, query }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentsKey(baseId) }),
  });
}

/** renames a document; a refusal comes back as words for the name field */
export function useRenameDocument(
  document: KnowledgeDocument,
  onDone: () => void,
  onProblem: (problem: string) => void,
) {
  const { t } = useLingui();
  const message = useKnowledgeMessage();
  const patch = usePatchDocument(document.baseId);
  return useMutation({
    mutationFn: (name: string) =>
      api.call('renameKnowledgeDocument', { id: document.baseId, documentId: document.id, name }),
    onSuccess: (saved) => {
      patch(saved);
      toast.success(t`已重命名`);
      onDone();
    },
    onError: (error) => onProblem(message(error.message) ?? error.message),
  });
}
