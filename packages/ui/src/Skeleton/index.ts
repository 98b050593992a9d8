export { Skeleton, SkeletonCard, SkeletonGroup, SkeletonText } from './Skeleton.tsx';
