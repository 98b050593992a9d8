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

const container = 'mx-auto w-full max-w-6xl px-4 md:px-8';

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
      className={cn('from-primary-soft/70 bg-gradient-to-b to-transparent', className)}
    >
      <div
        className={cn(
          container,
          'flex flex-col items-center pt-16 pb-20 text-center md:pt-24 md:pb-28',
        )}
      >
        {eyebrow ? (
          <p className="text-primary bg-surface border-border mb-5 rounded-full border px-3 py-1 text-xs font-medium">
            {eyebrow}
          </p>
        ) : null}
        <h1
          id={headingId}
          className="text-foreground max-w-3xl text-4xl leading-tight font-semibold tracking-tight text-balance md:text-6xl"
        >
          {title}
        </h1>
        {lead ? (
          <p className="text-muted-foreground mt-5 max-w-2xl text-base leading-relaxed md:text-lg">
            {lead}
          </p>
        ) : null}
        {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
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
      className={cn(tone === 'muted' && 'bg-muted/40', className)}
      {...props}
    >
      <div className={cn(container, 'py-16 md:py-24')}>
        <div className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
          <h2 id={id} className="text-foreground text-2xl font-semibold tracking-tight md:text-3xl">
            {title}
          </h2>
          {lead ? (
            <p className="text-muted-foreground mt-3 text-base leading-relaxed">{lead}</p>
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
        'grid grid-cols-1 gap-4',
        columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3',
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
        'border-border bg-surface rounded-2xl border p-6',
        variant === 'tile' ? 'shadow-sm' : 'flex flex-col',
      )}
    >
      {variant === 'tile' ? (
        <span className="bg-primary-soft text-primary flex size-11 items-center justify-center rounded-xl">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      ) : (
        <Icon aria-hidden="true" className="text-primary size-6" />
      )}
      <h3 className="text-foreground mt-4 text-lg font-semibold">{title}</h3>
      <p
        className={cn(
          'text-muted-foreground mt-2 text-sm leading-relaxed',
          variant === 'plain' && 'flex-1',
        )}
      >
        {children}
      </p>
      {link ? (
        <Link
          href={link.href}
          className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
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
      className={cn('scroll-mt-20', className)}
      {...props}
    >
      <div className={cn(container, 'py-16 md:py-24')}>
        <div className="bg-primary text-primary-foreground flex flex-col items-center gap-6 rounded-3xl px-6 py-12 text-center md:px-12">
          <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
            {title}
          </h2>
          {description ? <p className="max-w-xl opacity-90">{description}</p> : null}
          {actions ? <div className="flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
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
      className={cn('border-border bg-surface rounded-2xl border p-6', className)}
    >
      <p className="text-muted-foreground flex items-center gap-2 text-sm">
        {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
        {label}
      </p>
      <p className="text-foreground mt-2 text-2xl font-semibold tabular-nums">
        {href ? <a href={href}>{value}</a> : value}
      </p>
      {note ? <p className="text-muted-foreground mt-1 text-xs">{note}</p> : null}
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
      className={cn('border-border bg-surface rounded-2xl border p-6 shadow-sm md:p-8', className)}
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
        'border-border bg-surface flex flex-col items-center gap-3 rounded-2xl border p-10 text-center',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="text-success size-12" /> : null}
      <h3 className="text-foreground text-xl font-semibold">{title}</h3>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}
