import type { ComponentProps } from 'react';
import type { Rating } from './Rating.tsx';

export { Rating } from './Rating.tsx';

// props of the components whose props have no name of their own
export type RatingProps = ComponentProps<typeof Rating>;
