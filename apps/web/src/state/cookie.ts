/**
 * Remembers a choice (language, theme) in a cookie too, so the server renders the next page
 * in it: local storage never reaches the server.
 */
import { choiceCookie } from '@legion/api';

export function rememberForServer(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox, and this is one fixed token
  document.cookie = choiceCookie(name, value);
}
