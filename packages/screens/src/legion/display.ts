import type { User } from '@legion/api';

/** The name, falling back to the mobile, then the e-mail, then '--'. */
export function displayName(user: Pick<User, 'name' | 'mobile' | 'email'>): string {
  return user.name.trim() || user.mobile.trim() || user.email.trim() || '--';
}

/** Admins and developers carry a badge; other roles none. */
export function roleBadge(user: Pick<User, 'role'>): 'admin' | 'developer' | null {
  return user.role === 'admin' || user.role === 'developer' ? user.role : null;
}
