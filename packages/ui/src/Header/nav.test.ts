import { describe, expect, it } from 'vitest';
import { type HeaderNavItem, isNavItemActive, isNavItemActiveByPrefix } from './nav.ts';

const item = (key: string, href: string): HeaderNavItem => ({ key, label: key, href });

describe('header navigation rules', () => {
  it('the segment rule marks the item whose path is contained in the current path', () => {
    const items = [
      item('market', '/plugins/market'),
      item('developer', '/developer'),
      item('knowledge', '/knowledge'),
      item('admin', '/admin'),
    ];
    const active = (path: string) =>
      items.filter((i) => isNavItemActive(i, path)).map((i) => i.key);
    expect(active('/developer/plugins')).toEqual(['developer']);
    expect(active('/knowledge/3/documents')).toEqual(['knowledge']);
    expect(active('/admin/orders')).toEqual(['admin']);
    expect(active('/pricing')).toEqual([]);
    expect(active('/knowledge')).toEqual(['knowledge']);
  });

  it('the segment rule reads the path by whole segments, from its start', () => {
    const knowledge = item('knowledge', '/knowledge');
    // a docs article about knowledge bases is not the knowledge page
    expect(isNavItemActive(knowledge, '/docs/knowledge/formats')).toBe(false);
    expect(isNavItemActive(knowledge, '/knowledgeable')).toBe(false);
    expect(isNavItemActive(knowledge, '/knowledge?tab=1')).toBe(true);
    expect(isNavItemActive(item('home', '/'), '/knowledge')).toBe(false);
    expect(isNavItemActive(item('home', '/'), '/')).toBe(true);
  });

  it('the default rule marks the item the current path is, or lies under', () => {
    const trips = item('trips', '/trips');
    expect(isNavItemActiveByPrefix(trips, '/trips')).toBe(true);
    expect(isNavItemActiveByPrefix(trips, '/trips/42')).toBe(true);
    expect(isNavItemActiveByPrefix(trips, '/tripsy')).toBe(false);
    expect(isNavItemActiveByPrefix(trips, '/account/trips')).toBe(false);
    expect(isNavItemActiveByPrefix(item('home', '/'), '/anything')).toBe(true);
  });
});
