export { LegionUiProvider, type LegionUiProviderProps } from './LegionUiProvider.tsx';
