export { Rating } from './Rating.tsx';
