export { AgentCallLog, type AgentCallLogProps } from './AgentCallLog.tsx';
