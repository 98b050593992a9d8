export { AgentTestConsole, type AgentTestConsoleProps } from './AgentTestConsole.tsx';
