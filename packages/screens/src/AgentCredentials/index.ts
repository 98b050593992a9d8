export {
  AgentCredentials,
  type AgentCredentialsProps,
  AgentSecretDialog,
  type AgentSecretDialogProps,
} from './AgentCredentials.tsx';
