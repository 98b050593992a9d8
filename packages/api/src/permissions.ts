/**
 * Roles and permissions, one pure module for the server (enforcement) and the web app
 * (shaping the interface).
 */
import type { Role, User } from './auth.ts';

export const PERMISSIONS = [
  'plugin:market:view',
  'plugin:market:download',
  'my-plugins:view',
  'my-plugins:upload',
  'my-plugins:manage',
  'help:docs:view',
  'audit:manage',
  'audit:approve',
  'audit:reject',
  'order:manage',
  'order:view-all',
  'user:manage',
  'user:create',
  'user:update',
  'user:delete',
  'system:settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** visitor is the absence of a user; it holds nothing. */
export type RoleOrVisitor = Role | 'visitor';

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  developer: [
    'plugin:market:view',
    'plugin:market:download',
    'my-plugins:view',
    'my-plugins:upload',
    'my-plugins:manage',
    'help:docs:view',
    'audit:manage',
    'audit:approve',
    'audit:reject',
    'order:manage',
    'order:view-all',
  ],
  user: ['plugin:market:view', 'plugin:market:download', 'my-plugins:view', 'help:docs:view'],
};

type Subject = Pick<User, 'role' | 'permissions'> | null | undefined;

/** The role's defaults together with the user's own list. Visitors have none. */
export function effectivePermissions(user: Subject): Set<string> {
  if (!user) return new Set();
  return new Set([...ROLE_PERMISSIONS[user.role], ...user.permissions]);
}

export function hasPermission(user: Subject, permission: Permission): boolean {
  return effectivePermissions(user).has(permission);
}

export function hasAnyPermission(user: Subject, permissions: readonly Permission[]): boolean {
  const held = effectivePermissions(user);
  return permissions.some((p) => held.has(p));
}

export function hasAllPermissions(user: Subject, permissions: readonly Permission[]): boolean {
  if (!user) return false;
  const held = effectivePermissions(user);
  return permissions.every((p) => held.has(p));
}

export function hasRole(user: Subject, role: Role): boolean {
  return !!user && user.role === role;
}

export function hasAnyRole(user: Subject, roles: readonly Role[]): boolean {
  return !!user && roles.includes(user.role);
}

/**
 * A developer is status 1 and role 0, an admin status 1 and role 1; everyone else who is
 * signed in is a user.
 */
export function roleFromDeveloperInfo(info: { status: number; role: number } | null): Role {
  if (info?.status !== 1) return 'user';
  return info.role === 1 ? 'admin' : 'developer';
}
