import { describe, expect, it } from 'vitest';
import { browserNote } from './screenshots-browser.ts';
import { firstLineOf, formatFailedTests } from './suite-times.ts';

describe('the end of a CI log', () => {
  it('lists each failed test once, by name', () => {
    expect(
      formatFailedTests([
        'vitest server  apps/server/test/a.test.ts > a > fails',
        'playwright desktop  sign-in.spec.ts > signs in',
        'vitest server  apps/server/test/a.test.ts > a > fails',
        '',
      ]),
    ).toBe(
      [
        'Failed tests (2)',
        '  vitest server  apps/server/test/a.test.ts > a > fails',
        '  playwright desktop  sign-in.spec.ts > signs in',
      ].join('\n'),
    );
    expect(formatFailedTests([])).toBe('Failed tests: none');
  });

  it('says why under each name: the first line of its error', () => {
    const why = firstLineOf(
      '\n\u001b[31mUnable to find role="heading" and name "产品手册"\u001b[39m\n\n<body>\n  <div>',
    );
    expect(why).toBe('Unable to find role="heading" and name "产品手册"');
    expect(
      formatFailedTests([
        `vitest storybook  a.stories.tsx > Documents\t${why}`,
        'vitest unit  b.test.ts > b\t',
      ]),
    ).toBe(
      [
        'Failed tests (2)',
        '  vitest storybook  a.stories.tsx > Documents',
        '      Unable to find role="heading" and name "产品手册"',
        '  vitest unit  b.test.ts > b',
      ].join('\n'),
    );
    expect(firstLineOf('x'.repeat(500))).toHaveLength(240);
  });
});

describe('the story run’s browser line', () => {
  it('says which build made the baselines when another runs', () => {
    expect(browserNote('Chromium 156.0.8078.79', 'Chromium 156.0.8078.108')).toBe(
      'baselines made with Chromium 156.0.8078.79, running Chromium 156.0.8078.108',
    );
    expect(browserNote(null, 'Chromium 156.0.8078.108')).toBe(
      'baselines made with an unrecorded browser, running Chromium 156.0.8078.108',
    );
  });

  it('says nothing when the build is the same, or unknown', () => {
    expect(browserNote('Chromium 156.0.8078.108', 'Chromium 156.0.8078.108')).toBeNull();
    expect(browserNote('Chromium 156.0.8078.108', null)).toBeNull();
  });
});
