/** What each agent protocol is called in the interface. */
import type { AgentProtocol } from '@legion/api';
import { useLingui } from '@lingui/react/macro';

export function useProtocolLabels(): Record<AgentProtocol, string> {
  const { t } = useLingui();
  return {
    legion: t`Legion 协议（平台签名调用）`,
    'openai-chat': t`OpenAI 兼容（Chat Completions）`,
    a2a: t`A2A（智能体名片）`,
  };
}
