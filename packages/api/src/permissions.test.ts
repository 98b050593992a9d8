import { describe, expect, it } from 'vitest';
import type { Role } from './auth.ts';
import {
  effectivePermissions,
  hasAllPermissions,
  hasAnyPermission,
  hasAnyRole,
  hasPermission,
  hasRole,
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  roleFromDeveloperInfo,
} from './permissions.ts';

const as = (role: Role, permissions: string[] = []) => ({ role, permissions });

describe('role defaults (SPEC §6)', () => {
  it('admin holds every permission', () => {
    expect([...effectivePermissions(as('admin'))].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('developer: market, my plugins, docs, audit and orders, nothing of users or settings', () => {
    expect([...effectivePermissions(as('developer'))].sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(hasPermission(as('developer'), 'user:manage')).toBe(false);
    expect(hasPermission(as('developer'), 'system:settings')).toBe(false);
  });

  it('user: market view and download, my plugins view, docs', () => {
    expect([...effectivePermissions(as('user'))].sort()).toEqual(
      ['help:docs:view', 'my-plugins:view', 'plugin:market:download', 'plugin:market:view'].sort(),
    );
    expect(hasPermission(as('user'), 'my-plugins:upload')).toBe(false);
  });

  it('every default is a known permission', () => {
    for (const list of Object.values(ROLE_PERMISSIONS)) {
      for (const permission of list) expect(PERMISSIONS).toContain(permission);
    }
  });
});

describe('effective permissions', () => {
  it('are the union of the role defaults and the user own list', () => {
    const user = as('user', ['order:view-all', 'plugin:market:view']);
    const held = effectivePermissions(user);
    expect(held.has('order:view-all')).toBe(true);
    expect(held.has('plugin:market:view')).toBe(true);
    expect(held.size).toBe(ROLE_PERMISSIONS.user.length + 1);
    expect(hasPermission(user, 'order:view-all')).toBe(true);
  });

  it('has any / has all', () => {
    const developer = as('developer');
    expect(hasAnyPermission(developer, ['user:delete', 'audit:approve'])).toBe(true);
    expect(hasAnyPermission(developer, ['user:delete', 'system:settings'])).toBe(false);
    expect(hasAllPermissions(developer, ['audit:approve', 'audit:reject'])).toBe(true);
    expect(hasAllPermissions(developer, ['audit:approve', 'user:delete'])).toBe(false);
  });

  it('roles', () => {
    expect(hasRole(as('admin'), 'admin')).toBe(true);
    expect(hasRole(as('developer'), 'admin')).toBe(false);
    expect(hasAnyRole(as('developer'), ['admin', 'developer'])).toBe(true);
    expect(hasAnyRole(as('user'), ['admin', 'developer'])).toBe(false);
  });
});

describe('visitors', () => {
  it('fail every check', () => {
    const some: Permission[] = ['plugin:market:view'];
    for (const visitor of [null, undefined]) {
      expect(effectivePermissions(visitor).size).toBe(0);
      for (const permission of PERMISSIONS) expect(hasPermission(visitor, permission)).toBe(false);
      expect(hasAnyPermission(visitor, some)).toBe(false);
      expect(hasAllPermissions(visitor, some)).toBe(false);
      // not even the vacuous "all of none"
      expect(hasAllPermissions(visitor, [])).toBe(false);
      expect(hasRole(visitor, 'user')).toBe(false);
      expect(hasAnyRole(visitor, ['user', 'developer', 'admin'])).toBe(false);
    }
  });
});

describe('roleFromDeveloperInfo', () => {
  it('developer = status 1 and role 0; admin = status 1 and role 1; anything else a user', () => {
    expect(roleFromDeveloperInfo({ status: 1, role: 0 })).toBe('developer');
    expect(roleFromDeveloperInfo({ status: 1, role: 1 })).toBe('admin');
    expect(roleFromDeveloperInfo({ status: 0, role: 1 })).toBe('user');
    expect(roleFromDeveloperInfo({ status: 2, role: 0 })).toBe('user');
    expect(roleFromDeveloperInfo(null)).toBe('user');
  });
});
