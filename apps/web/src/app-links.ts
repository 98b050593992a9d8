/**
 * The provider's app: its name, where to download it and how to open it (SPEC §2 Open-in-app
 * overlay). One place, so the download prompt on the home page and the open-in-app overlay
 * always agree.
 */
export const APP_LINKS = {
  appName: 'Legion',
  /** the Android package on the provider's storage */
  androidPackageUrl: 'https://download.legion.example/android/legion-latest.apk',
  /** the iOS listing in the app store */
  iosAppStoreUrl: 'https://apps.apple.com/app/legion/id6450000000',
  /** the download section of the provider's website (desktop) */
  websiteDownloadUrl: 'https://www.legion.example/#download',
  /** the deep-link scheme the app registers */
  deepLinkScheme: 'legion://',
  /** SPEC §1: the customer service hotline shown on the home page */
  hotline: '400-820-2026',
} as const;
