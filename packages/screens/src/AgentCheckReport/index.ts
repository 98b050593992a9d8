export { AgentCheckReport, type AgentCheckReportProps } from './AgentCheckReport.tsx';
