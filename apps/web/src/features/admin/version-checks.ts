/**
 * What a reviewer learns of an agent version by calling it: its conformance report (made by
 * the server when a pending version without one is first opened, so this may take a while),
 * and the try-it box, one message at a time through the same adapter as a chat turn.
 */
import type { AgentTestResult } from '@legion/api';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';

export function useVersionChecks(versionId: string) {
  const query = useQuery({
    queryKey: ['admin-agent-version-checks', versionId],
    queryFn: () => api.call('adminAgentVersionChecks', { id: versionId }),
  });
  return {
    report: query.data?.report ?? null,
    running: query.isPending,
    error: query.isError ? query.error.message : undefined,
    retry: () => void query.refetch(),
  };
}

export function useVersionTry(versionId: string) {
  const { i18n } = useLingui();
  const [result, setResult] = useState<AgentTestResult | null>(null);
  const send = useMutation({
    mutationFn: (message: string) =>
      api.call('tryAgentVersion', {
        id: versionId,
        message,
        language: i18n.locale === 'en' ? 'en' : 'zh-CN',
      }),
    onSuccess: setResult,
  });
  return {
    result,
    pending: send.isPending,
    error: send.error ? send.error.message : null,
    send: (message: string) => send.mutate(message),
  };
}
