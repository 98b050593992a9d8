export { ReviewResult, type ReviewResultProps } from './ReviewResult.tsx';
