import { describe, expect, it } from 'vitest';
import { hostAppSchema } from './host-app.ts';
import { HOST_APP_DEFAULTS, parseHostAppMeta } from './host-app-meta.ts';

const setting = {
  appName: '  Echo  ',
  androidPackageUrl: 'https://echo.example/echo.apk',
  iosAppStoreUrl: 'https://apps.apple.com/app/echo/id1',
  websiteDownloadUrl: 'https://echo.example/download',
};

describe('the host app setting as a page reads it', () => {
  it('reads what the server wrote, the name trimmed', () => {
    expect(parseHostAppMeta(JSON.stringify(setting))).toEqual({ ...setting, appName: 'Echo' });
  });

  it('falls back to the defaults when the meta is missing, not JSON or not whole', () => {
    for (const content of [null, undefined, '', '{', '"Echo"', 'null', '{"appName":"Echo"}']) {
      expect(parseHostAppMeta(content), String(content)).toEqual(HOST_APP_DEFAULTS);
    }
  });

  it('refuses what the server would refuse: an empty or long name, a link that is no URL', () => {
    for (const wrong of [
      { ...setting, appName: '   ' },
      { ...setting, appName: 'x'.repeat(41) },
      { ...setting, iosAppStoreUrl: 'not a link' },
      { ...setting, websiteDownloadUrl: 42 },
    ]) {
      expect(hostAppSchema.safeParse(wrong).success).toBe(false);
      expect(parseHostAppMeta(JSON.stringify(wrong))).toEqual(HOST_APP_DEFAULTS);
    }
    expect(hostAppSchema.safeParse(setting).success).toBe(true);
  });
});
