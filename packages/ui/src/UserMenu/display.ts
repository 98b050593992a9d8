/** The menu's mobile behaviour applies at this width or less. */
export const MENU_MOBILE_QUERY = '(max-width: 1024px)';
