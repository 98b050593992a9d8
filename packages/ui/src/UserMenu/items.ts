import type { ReactNode } from 'react';

/** A line between groups of the account menu. */
export interface UserMenuSeparator {
  /** stable and unique among the items (React's key) */
  key: string;
  separator: true;
}

/** An entry of the account menu: a link (`href`) or an action (`onSelect`). */
export interface UserMenuAction {
  /** stable and unique among the items (React's key) */
  key: string;
  separator?: false;
  /** what the entry says; a string, or a node such as `<Trans>…</Trans>` */
  label: ReactNode;
  /** an icon drawn at 16 px before the label (mark it aria-hidden) */
  icon?: ReactNode;
  /** navigates there through the library's Link (see LinkProvider) */
  href?: string;
  /** runs on choosing it; when it returns a promise the menu stays open until it settles */
  onSelect?: () => void | Promise<void>;
  /** whether choosing it closes the menu (default true); false for toggles */
  closeOnSelect?: boolean;
  /** shown in the danger colour: an action that removes or ends something */
  destructive?: boolean;
}

export type UserMenuItem = UserMenuAction | UserMenuSeparator;

/**
 * The signed-in person as the menu shows them: a name, perhaps a picture, perhaps a short tag
 * after the name (a role, a plan). Nothing else of the app's user is needed.
 */
export interface MenuUser {
  name: string;
  /** the avatar's picture; without it, the name's initial */
  avatarUrl?: string | null | undefined;
  /** a short tag under the name in the open menu */
  badge?: { label: ReactNode; tone?: 'danger' | 'primary' | undefined } | null | undefined;
}

/**
 * How the person asked for the account menu before its code had loaded: the pointer came
 * over the avatar, they pressed it, or it took the keyboard's focus.
 */
export type MenuIntent = 'hover' | 'press' | 'focus';
