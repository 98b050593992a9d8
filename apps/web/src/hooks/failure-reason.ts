import type { ChatMessage } from '@legion/api';
import { useLingui } from '@lingui/react/macro';

/** Why an agent's reply failed, in words a person can act on (chat and legion runs). */
export function useFailureReason() {
  const { t } = useLingui();
  return (message: Pick<ChatMessage, 'failure' | 'failureMessage'>): string => {
    const said = message.failureMessage;
    switch (message.failure) {
      case 'down':
        return t`智能体现在没有响应，请稍后重试。`;
      case 'timeout':
        return t`智能体回复超时了，请重试。`;
      case 'tooLarge':
        return t`智能体的回复太长，超出了平台的限制。`;
      case 'invalid':
        return t`智能体的回复格式有误，无法显示。`;
      case 'agentError':
        return said ? t`智能体无法回答：${said}` : t`智能体表示无法回答这个问题。`;
      case 'refused':
        return t`智能体拒绝了平台的身份凭证，无法回复。请联系它的开发者。`;
      default:
        return t`回复失败，请重试。`;
    }
  };
}
