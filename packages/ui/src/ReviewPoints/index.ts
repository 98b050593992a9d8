export { type ReviewPointItem, ReviewPoints } from './ReviewPoints.tsx';
