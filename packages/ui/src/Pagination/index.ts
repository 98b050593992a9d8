import type { ComponentProps } from 'react';
import type { Pagination } from './Pagination.tsx';

export { Pagination } from './Pagination.tsx';
export { pageWindow } from './page-window.ts';

// props of the components whose props have no name of their own
export type PaginationProps = ComponentProps<typeof Pagination>;
