export { WhenVisible, type WhenVisibleProps } from './WhenVisible.tsx';
