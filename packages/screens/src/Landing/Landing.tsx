/**
 * The parts of a product's landing page: a hero, sections with a centred title, a grid of
 * feature cards, a coloured banner (e.g. the app download), a contact card and a panel for a
 * form. Generous spacing that grows from 768 px; every heading labels its section.
 */

import { cn, Link } from '@legion/ui';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Slot } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';

const container = 'lu:mx-auto lu:w-full lu:max-w-6xl lu:px-4 lu:md:px-8';

export interface LandingHeroProps {
  /** a short label above the title */
  eyebrow?: ReactNode;
  /** the page's only h1 */
  title: ReactNode;
  lead?: ReactNode;
  /** the main calls to action, the first one primary */
  actions?: ReactNode;
  className?: string;
}

/** The top of a landing page: a soft tinted band with the page's title and its main actions. */
export function LandingHero({ eyebrow, title, lead, actions, className }: LandingHeroProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="landing-hero"
      className={cn('lu:from-primary-soft/70 lu:bg-gradient-to-b lu:to-transparent', className)}
    >
      <div
        className={cn(
          container,
          'lu:flex lu:flex-col lu:items-center lu:pt-16 lu:pb-20 lu:text-center lu:md:pt-24 lu:md:pb-28',
        )}
      >
        {eyebrow ? (
          <p className="lu:text-primary lu:bg-surface lu:border-border lu:mb-5 lu:rounded-full lu:border lu:px-3 lu:py-1 lu:text-xs lu:font-medium">
            {eyebrow}
          </p>
        ) : null}
        <h1
          id={headingId}
          className="lu:text-foreground lu:max-w-3xl lu:text-4xl lu:leading-tight lu:font-semibold lu:tracking-tight lu:text-balance lu:md:text-6xl"
        >
          {title}
        </h1>
        {lead ? (
          <p className="lu:text-muted-foreground lu:mt-5 lu:max-w-2xl lu:text-base lu:leading-relaxed lu:md:text-lg">
            {lead}
          </p>
        ) : null}
        {actions ? (
          <div className="lu:mt-8 lu:flex lu:flex-col lu:gap-3 lu:sm:flex-row">{actions}</div>
        ) : null}
      </div>
    </section>
  );
}

export type LandingSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  /** a sentence under the title */
  lead?: ReactNode;
  /** the heading's id (a link target); generated when not given */
  headingId?: string;
  /** `muted` sets the section on a quiet band, to tell neighbours apart */
  tone?: 'plain' | 'muted';
};

/** A section of a landing page: a centred title and lead over its content. */
export function LandingSection({
  title,
  lead,
  headingId,
  tone = 'plain',
  className,
  children,
  ...props
}: LandingSectionProps) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section
      aria-labelledby={id}
      data-slot="landing-section"
      className={cn(tone === 'muted' && 'lu:bg-muted/40', className)}
      {...props}
    >
      <div className={cn(container, 'lu:py-16 lu:md:py-24')}>
        <div className="lu:mx-auto lu:mb-10 lu:max-w-2xl lu:text-center lu:md:mb-14">
          <h2
            id={id}
            className="lu:text-foreground lu:text-2xl lu:font-semibold lu:tracking-tight lu:md:text-3xl"
          >
            {title}
          </h2>
          {lead ? (
            <p className="lu:text-muted-foreground lu:mt-3 lu:text-base lu:leading-relaxed">
              {lead}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export interface FeatureGridProps {
  /** columns on a wide screen: 4 go two by two from 640 px, 3 sit in a row from 768 px */
  columns?: 3 | 4;
  /** FeatureCard items */
  children: ReactNode;
  className?: string;
}

/** A list of feature cards: one column on a phone, more as the screen widens. */
export function FeatureGrid({ columns = 3, children, className }: FeatureGridProps) {
  return (
    <ul
      data-slot="feature-grid"
      className={cn(
        'lu:grid lu:grid-cols-1 lu:gap-4',
        columns === 4 ? 'lu:sm:grid-cols-2 lu:lg:grid-cols-4' : 'lu:md:grid-cols-3',
        className,
      )}
    >
      {children}
    </ul>
  );
}

export interface FeatureCardProps {
  icon: LucideIcon;
  title: ReactNode;
  /** a sentence or two on what it does */
  children: ReactNode;
  /** where to find out more, as a link at the card's foot */
  link?: { href: string; label: ReactNode };
  /** `tile`: the icon on a tinted square, for a feature; `plain`: the icon alone, for a way in */
  variant?: 'tile' | 'plain';
}

/** One feature in a FeatureGrid: its icon, its name and what it does, and maybe a link. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  link,
  variant = 'tile',
}: FeatureCardProps) {
  return (
    <li
      data-slot="feature-card"
      className={cn(
        'lu:border-border lu:bg-surface lu:rounded-2xl lu:border lu:p-6',
        variant === 'tile' ? 'lu:shadow-sm' : 'lu:flex lu:flex-col',
      )}
    >
      {variant === 'tile' ? (
        <span className="lu:bg-primary-soft lu:text-primary lu:flex lu:size-11 lu:items-center lu:justify-center lu:rounded-xl">
          <Icon aria-hidden="true" className="lu:size-5" />
        </span>
      ) : (
        <Icon aria-hidden="true" className="lu:text-primary lu:size-6" />
      )}
      <h3 className="lu:text-foreground lu:mt-4 lu:text-lg lu:font-semibold">{title}</h3>
      <p
        className={cn(
          'lu:text-muted-foreground lu:mt-2 lu:text-sm lu:leading-relaxed',
          variant === 'plain' && 'lu:flex-1',
        )}
      >
        {children}
      </p>
      {link ? (
        <Link
          href={link.href}
          className="lu:text-primary lu:mt-4 lu:inline-flex lu:items-center lu:gap-1 lu:text-sm lu:font-medium lu:underline-offset-4 lu:hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="lu:size-4" />
        </Link>
      ) : null}
    </li>
  );
}

export type LandingBannerProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** buttons on the banner: use the `secondary` variant so they stand out on the colour */
  actions?: ReactNode;
};

/** A call to action on the brand colour across the page, e.g. downloading the app. */
export function LandingBanner({
  title,
  description,
  actions,
  className,
  ...props
}: LandingBannerProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="landing-banner"
      className={cn('lu:scroll-mt-20', className)}
      {...props}
    >
      <div className={cn(container, 'lu:py-16 lu:md:py-24')}>
        <div className="lu:bg-primary lu:text-primary-foreground lu:flex lu:flex-col lu:items-center lu:gap-6 lu:rounded-3xl lu:px-6 lu:py-12 lu:text-center lu:md:px-12">
          <h2 id={headingId} className="lu:text-2xl lu:font-semibold lu:md:text-3xl">
            {title}
          </h2>
          {description ? <p className="lu:max-w-xl lu:opacity-90">{description}</p> : null}
          {actions ? (
            <div className="lu:flex lu:flex-col lu:gap-3 lu:sm:flex-row">{actions}</div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export interface ContactCardProps {
  icon?: LucideIcon;
  /** what the value is, e.g. "Hotline" */
  label: ReactNode;
  /** the number or address, large */
  value: ReactNode;
  /** a tel: or mailto: link for the value */
  href?: string;
  /** when someone answers, say */
  note?: ReactNode;
  className?: string;
}

/** A way to reach the people behind the product: a label, a large number or address, a note. */
export function ContactCard({ icon: Icon, label, value, href, note, className }: ContactCardProps) {
  return (
    <div
      data-slot="contact-card"
      className={cn('lu:border-border lu:bg-surface lu:rounded-2xl lu:border lu:p-6', className)}
    >
      <p className="lu:text-muted-foreground lu:flex lu:items-center lu:gap-2 lu:text-sm">
        {Icon ? <Icon aria-hidden="true" className="lu:size-4" /> : null}
        {label}
      </p>
      <p className="lu:text-foreground lu:mt-2 lu:text-2xl lu:font-semibold lu:tabular-nums">
        {href ? <a href={href}>{value}</a> : value}
      </p>
      {note ? <p className="lu:text-muted-foreground lu:mt-1 lu:text-xs">{note}</p> : null}
    </div>
  );
}

export type LandingPanelProps = ComponentProps<'div'> & {
  /** render the child (a form) with the panel's look */
  asChild?: boolean;
};

/** The raised card a landing page's form sits in, with room around its fields. */
export function LandingPanel({ asChild = false, className, ...props }: LandingPanelProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      data-slot="landing-panel"
      className={cn(
        'lu:border-border lu:bg-surface lu:rounded-2xl lu:border lu:p-6 lu:shadow-sm lu:md:p-8',
        className,
      )}
      {...props}
    />
  );
}

export interface LandingResultProps {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** what to do next, e.g. send another */
  action?: ReactNode;
  className?: string;
}

/** What a landing page's form becomes once it was sent: announced, with what happens next. */
export function LandingResult({
  icon: Icon,
  title,
  description,
  action,
  className,
}: LandingResultProps) {
  return (
    <div
      role="status"
      data-slot="landing-result"
      className={cn(
        'lu:border-border lu:bg-surface lu:flex lu:flex-col lu:items-center lu:gap-3 lu:rounded-2xl lu:border lu:p-10 lu:text-center',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="lu:text-success lu:size-12" /> : null}
      <h3 className="lu:text-foreground lu:text-xl lu:font-semibold">{title}</h3>
      {description ? <p className="lu:text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}
