export {
  type ImageState,
  LAZY_IMAGE_THRESHOLD_PX,
  LAZY_IMAGE_THROTTLE_MS,
  LAZY_IMAGE_TIMEOUT_MS,
  LazyImage,
  type LazyImageProps,
} from './LazyImage.tsx';
export { IMAGES_BASE, resolveImageSrc } from './resolve.ts';
