export { LegionProfile, type LegionProfileProps } from './LegionProfile.tsx';
