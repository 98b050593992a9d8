/** http, /, data: and blob: sources are used as is; others live under the images folder. */
export const IMAGES_BASE = '/assets/images/';

export function resolveImageSrc(src: string, base = IMAGES_BASE): string {
  if (/^(https?:|\/|data:|blob:)/i.test(src)) return src;
  return `${base}${src.replace(/^\.?\/*/, '')}`;
}
