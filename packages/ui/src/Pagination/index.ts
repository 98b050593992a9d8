export { Pagination } from './Pagination.tsx';
export { pageWindow } from './page-window.ts';
