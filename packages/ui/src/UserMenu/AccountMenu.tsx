/**
 * The signed-in part of the user menu: a 32 px avatar whose dropdown opens on hover
 * on wide screens and toggles on click at 1024 px or less (closing on a click outside), with
 * the person's name and role badge, then the caller's items (links, actions, separators). Loaded only once
 * someone is signed in (UserMenu), so a visitor's first page load carries no dropdown.
 */
import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Link } from '../Link/Link.tsx';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import { MENU_MOBILE_QUERY } from './display.ts';
import type { MenuUser, UserMenuItem } from './items.ts';

const HOVER_CLOSE_DELAY_MS = 150;

export interface AccountMenuProps {
  user: MenuUser;
  items: readonly UserMenuItem[];
}

function Badge({ badge }: { badge: MenuUser['badge'] }) {
  if (!badge) return null;
  return (
    <span
      data-variant={badge.tone ?? 'primary'}
      className="data-[variant=danger]:bg-danger/12 data-[variant=primary]:bg-primary-soft data-[variant=danger]:text-danger data-[variant=primary]:text-primary inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium"
    >
      {badge.label}
    </span>
  );
}

export default function AccountMenu({ user, items }: AccountMenuProps) {
  const { t } = useLingui();
  const compact = useMediaQuery(MENU_MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const pointerInside = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const name = user.name.trim() || '--';
  const hover = !compact;
  return (
    <div
      data-slot="user-menu"
      className="relative"
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
        <DropdownMenu.Trigger className="focus-visible:outline-ring flex cursor-pointer items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2">
          <Avatar src={user.avatarUrl ?? undefined} name={name} size={32} aria-hidden="true" />
          <span className="sr-only">{t`账户菜单：${name}`}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="border-border bg-surface-raised text-foreground z-50 w-64 rounded-lg border p-1.5 shadow-lg"
        >
          <div className="flex items-center gap-3 px-2.5 py-2.5">
            <Avatar src={user.avatarUrl ?? undefined} name={name} size={40} />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate text-sm font-medium">{name}</p>
              <Badge badge={user.badge} />
            </div>
          </div>
          <DropdownMenu.Separator className="bg-border my-1 h-px" />
          {items.map((item) => {
            if (item.separator)
              return <DropdownMenu.Separator key={item.key} className="bg-border my-1 h-px" />;
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
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none transition-colors data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground data-[variant=destructive]:text-danger data-[variant=destructive]:[&_svg]:text-danger';
