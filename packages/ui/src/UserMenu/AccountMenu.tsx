/**
 * The signed-in part of the user menu: a 32 px avatar whose dropdown opens on hover
 * on wide screens and toggles on click at 1024 px or less (closing on a click outside), with
 * the person's name and role badge, then the caller's items (links, actions, separators). Loaded
 * when the person first points at, presses or focuses the avatar (UserMenu), and opened as that
 * asked, so no page's first load carries the dropdown.
 */
import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Link } from '../Link/Link.tsx';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import { MENU_MOBILE_QUERY, triggerClass } from './display.ts';
import type { MenuIntent, MenuUser, UserMenuItem } from './items.ts';

const HOVER_CLOSE_DELAY_MS = 150;

export interface AccountMenuProps {
  user: MenuUser;
  items: readonly UserMenuItem[];
  /** what loaded the menu: it opens for a press, and for the pointer where hover opens it */
  intent?: MenuIntent;
}

function Badge({ badge }: { badge: MenuUser['badge'] }) {
  if (!badge) return null;
  return (
    <span
      data-variant={badge.tone ?? 'primary'}
      className="lu:data-[variant=danger]:bg-danger/12 lu:data-[variant=primary]:bg-primary-soft lu:data-[variant=danger]:text-danger lu:data-[variant=primary]:text-primary lu:inline-flex lu:items-center lu:rounded-full lu:px-2 lu:py-0.5 lu:text-xs lu:font-medium"
    >
      {badge.label}
    </span>
  );
}

export default function AccountMenu({ user, items, intent }: AccountMenuProps) {
  const { t } = useLingui();
  const compact = useMediaQuery(MENU_MOBILE_QUERY);
  const hover = !compact;
  const [open, setOpen] = useState(intent === 'press' || (intent === 'hover' && hover));
  const pointerInside = useRef(intent === 'hover' && hover);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // pressed while the menu's code was still loading (after the pointer had come over it)
  useEffect(() => {
    if (intent === 'press') setOpen(true);
  }, [intent]);
  // the avatar button that held the focus was replaced by this one: give it the focus back
  useEffect(() => {
    if (intent === 'focus') trigger.current?.focus({ preventScroll: true });
  }, [intent]);

  const name = user.name.trim() || '--';
  return (
    <div
      data-slot="user-menu"
      className="lu:relative"
      onPointerEnter={(event) => {
        if (!hover || event.pointerType === 'touch') return;
        clearTimeout(closeTimer.current);
        pointerInside.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (!hover || event.pointerType === 'touch') return;
        pointerInside.current = false;
        // a moment's grace to cross the gap between the avatar and the menu
        closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
    >
      <DropdownMenu.Root
        modal={false}
        open={open}
        onOpenChange={(next) => {
          // on wide screens the pointer decides while it is over the menu
          if (hover && !next && pointerInside.current) return;
          setOpen(next);
        }}
      >
        <DropdownMenu.Trigger ref={trigger} className={triggerClass}>
          <Avatar src={user.avatarUrl ?? undefined} name={name} size={32} aria-hidden="true" />
          <span className="lu:sr-only">{t`账户菜单：${name}`}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="lu:border-border lu:bg-surface-raised lu:text-foreground lu:z-50 lu:w-64 lu:rounded-lg lu:border lu:p-1.5 lu:shadow-lg"
        >
          <div className="lu:flex lu:items-center lu:gap-3 lu:px-2.5 lu:py-2.5">
            <Avatar src={user.avatarUrl ?? undefined} name={name} size={40} />
            <div className="lu:min-w-0 lu:flex-1 lu:space-y-1">
              <p className="lu:truncate lu:text-sm lu:font-medium">{name}</p>
              <Badge badge={user.badge} />
            </div>
          </div>
          <DropdownMenu.Separator className="lu:bg-border lu:my-1 lu:h-px" />
          {items.map((item) => {
            if (item.separator)
              return (
                <DropdownMenu.Separator key={item.key} className="lu:bg-border lu:my-1 lu:h-px" />
              );
            const content = (
              <>
                {item.icon}
                {item.label}
              </>
            );
            const variant = item.destructive ? 'destructive' : undefined;
            if (item.href)
              return (
                <DropdownMenu.Item
                  key={item.key}
                  asChild
                  className={itemClass}
                  data-variant={variant}
                  onSelect={() => void item.onSelect?.()}
                >
                  <Link href={item.href}>{content}</Link>
                </DropdownMenu.Item>
              );
            return (
              <DropdownMenu.Item
                key={item.key}
                className={itemClass}
                data-variant={variant}
                onSelect={async (event) => {
                  event.preventDefault();
                  await item.onSelect?.();
                  if (item.closeOnSelect === false) return;
                  pointerInside.current = false;
                  setOpen(false);
                }}
              >
                {content}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

const itemClass =
  'lu:flex lu:cursor-pointer lu:select-none lu:items-center lu:gap-2.5 lu:rounded-md lu:px-2.5 lu:py-2 lu:text-sm lu:outline-none lu:transition-colors lu:data-[highlighted]:bg-muted lu:[&_svg]:size-4 lu:[&_svg]:text-muted-foreground lu:data-[variant=destructive]:text-danger lu:data-[variant=destructive]:[&_svg]:text-danger';
