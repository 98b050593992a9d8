export { Segmented, type SegmentedOption } from './Segmented.tsx';
