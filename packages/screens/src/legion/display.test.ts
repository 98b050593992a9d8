import { userFixtures } from '@legion/api/mocks';
import { describe, expect, it } from 'vitest';
import { displayName, roleBadge } from './display.ts';

describe('displayName', () => {
  it('falls back from name to mobile to e-mail to --', () => {
    expect(displayName(userFixtures.user)).toBe('林小雨');
    expect(displayName(userFixtures.mobileOnly)).toBe('135****6789');
    expect(displayName(userFixtures.emailOnly)).toBe('only@example.com');
    expect(displayName(userFixtures.anonymous)).toBe('--');
    expect(displayName({ name: '  ', mobile: '', email: 'x@y.z' })).toBe('x@y.z');
  });
});

describe('roleBadge', () => {
  it('badges admins and developers only', () => {
    expect(roleBadge(userFixtures.admin)).toBe('admin');
    expect(roleBadge(userFixtures.developer)).toBe('developer');
    expect(roleBadge(userFixtures.user)).toBeNull();
  });
});
