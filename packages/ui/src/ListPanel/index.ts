export { ListPanel, type ListPanelProps } from './ListPanel.tsx';
