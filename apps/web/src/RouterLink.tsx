import type { LinkProps } from '@legion/ui';
import { Link } from 'react-router-dom';

/** The library's links navigate through the router: no full page loads inside the app. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
