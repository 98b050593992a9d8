/**
 * An image that loads when it comes within 100 px of the viewport:
 * loading, loaded or failed. A failed image shows "图片加载失败", or the fallback source when
 * one is given; an image still loading after 10 s counts as failed.
 */
import { useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { useNearViewport } from '../lib/useNearViewport.ts';
import { resolveImageSrc } from './resolve.ts';
import {
  giveUpAfter,
  LAZY_IMAGE_THRESHOLD_PX,
  LAZY_IMAGE_THROTTLE_MS,
  LAZY_IMAGE_TIMEOUT_MS,
} from './timing.ts';

export { LAZY_IMAGE_THRESHOLD_PX, LAZY_IMAGE_THROTTLE_MS, LAZY_IMAGE_TIMEOUT_MS };

export type ImageState = 'loading' | 'loaded' | 'failed';

export type LazyImageProps = Omit<ComponentProps<'img'>, 'src' | 'onLoad' | 'onError'> & {
  src: string;
  alt: string;
  /** shown instead of the failure text when the image cannot load */
  fallbackSrc?: string;
  /** load at once (above the fold) instead of when near the viewport */
  eager?: boolean;
};

export function LazyImage({
  src,
  alt,
  fallbackSrc,
  eager = false,
  className,
  width,
  height,
  style,
  ...props
}: LazyImageProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLSpanElement>(null);
  const visible = useNearViewport(frame, { initial: eager });
  const [state, setState] = useState<ImageState>('loading');
  const [useFallback, setUseFallback] = useState(false);

  // start again when the source changes: during render, not in an effect, so that an image
  // that loaded before the effects ran (cached, a data: URI) is not set back to loading
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setState('loading');
    setUseFallback(false);
  }

  useEffect(() => {
    if (!visible || state !== 'loading') return;
    return giveUpAfter(() => setState('failed'));
  }, [visible, state]);

  const failed = state === 'failed';
  const showImage = visible && (!failed || (fallbackSrc && useFallback));
  const source = useFallback && fallbackSrc ? fallbackSrc : src;

  const onError = () => {
    if (fallbackSrc && !useFallback) {
      setUseFallback(true);
      setState('loading');
    } else setState('failed');
  };

  // a server-rendered image may have loaded (or failed) before hydration attached the
  // handlers: its outcome is read from the element instead
  const image = useRef<HTMLImageElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new image element only
  useEffect(() => {
    const element = image.current;
    if (!element?.complete || state !== 'loading') return;
    if (element.naturalWidth > 0) setState('loaded');
    else onError();
  }, [showImage, source]);

  return (
    <span
      ref={frame}
      data-slot="lazy-image"
      data-state={state}
      className={cn('lu:bg-muted lu:relative lu:inline-flex lu:overflow-hidden', className)}
      style={{ width, height, ...style }}
    >
      {showImage ? (
        <img
          src={resolveImageSrc(source)}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          className={cn(
            'lu:size-full lu:object-cover lu:transition-opacity',
            state === 'loaded' ? 'lu:opacity-100' : 'lu:opacity-0',
          )}
          ref={image}
          onLoad={() => setState('loaded')}
          onError={onError}
          {...props}
        />
      ) : null}
      {failed && !(fallbackSrc && useFallback) ? (
        <span
          role="img"
          aria-label={alt ? `${alt}：${t`图片加载失败`}` : t`图片加载失败`}
          className="lu:text-muted-foreground lu:absolute lu:inset-0 lu:flex lu:flex-col lu:items-center lu:justify-center lu:gap-1 lu:text-center lu:text-xs"
        >
          <ImageOff aria-hidden="true" className="lu:size-4" />
          <span aria-hidden="true" className="lu:px-1 lu:leading-tight">{t`图片加载失败`}</span>
        </span>
      ) : null}
    </span>
  );
}
