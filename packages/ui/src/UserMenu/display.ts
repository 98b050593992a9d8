/** The menu's mobile behaviour applies at this width or less. */
export const MENU_MOBILE_QUERY = '(max-width: 1024px)';

/** the avatar button's look, the same before and after the menu has loaded */
export const triggerClass =
  'lu:focus-visible:outline-ring lu:flex lu:cursor-pointer lu:items-center lu:rounded-full lu:focus-visible:outline-2 lu:focus-visible:outline-offset-2';
