export { ReviewLayout, type ReviewLayoutProps } from './ReviewLayout.tsx';
