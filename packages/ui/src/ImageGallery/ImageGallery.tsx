import { type ComponentProps, useId } from 'react';
import { CardTitle, cardVariants } from '../Card/Card.tsx';
import { cn } from '../lib/cn.ts';

export type ImageGalleryItem = {
  src: string;
  /** the caption, also the image's alternative text */
  label: string;
  /** `square`: an 80 px icon or logo; `cover`: a 1200×630 banner, 224 px wide */
  shape?: 'square' | 'cover';
};

export type ImageGalleryProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** the section's heading (h2) */
  title: string;
  images: ImageGalleryItem[];
};

/**
 * The images of a submission side by side with their captions, in a card: a logo and its
 * covers, for a reviewer to check each one. Shapes keep their proportions; the row wraps.
 */
export function ImageGallery({ title, images, className, ...props }: ImageGalleryProps) {
  const headingId = useId();
  return (
    <section
      data-slot="image-gallery"
      aria-labelledby={headingId}
      className={cn(cardVariants(), className)}
      {...props}
    >
      <CardTitle id={headingId} className="lu:mb-3">
        {title}
      </CardTitle>
      <div className="lu:flex lu:flex-wrap lu:items-start lu:gap-4">
        {images.map((image) => (
          <figure key={`${image.label}-${image.src}`} className="lu:space-y-1">
            <img
              src={image.src}
              alt={image.label}
              className={cn(
                'lu:object-cover',
                image.shape === 'cover'
                  ? 'lu:aspect-[1200/630] lu:w-56 lu:rounded-lg'
                  : 'lu:size-20 lu:rounded-xl',
              )}
            />
            <figcaption className="lu:text-muted-foreground lu:text-xs">{image.label}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
