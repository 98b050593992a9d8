/**
 * The host chat app's light-application bridge. It asks the app for an authorization code to
 * sign in with inside the app (its failures are reported to the caller, which swallows them
 * silently), and posts messages to the native side that open a chat (see docs/decisions/
 * "Chat shortcuts in the host app").
 */
import { isValidMobile } from '@legion/api';

export interface HostAuthCode {
  transactionCode?: string;
  code?: string;
}

/** what a chat message asks the host app to open */
export type HostChatName = 'openSingleConversation' | 'chatToFriend';

/**
 * A message to the host app's native bridge: the action's `name` plus whom it is
 * with, either the person's mobile number (app 4.5.1 and later) or their host-app `userId`.
 * Exactly one of the two is present, e.g. `{ name: 'chatToFriend', userId: 'chainpal-10086' }`.
 */
export type HostChatMessage =
  | { name: HostChatName; mobile: string; userId?: never }
  | { name: HostChatName; userId: string; mobile?: never };

export interface HostBridge {
  requestAuthCode: () => Promise<string | HostAuthCode>;
  /** hands one message to the native side; throws or rejects when the app refuses it */
  postMessage: (message: HostChatMessage) => void | Promise<void>;
}

declare global {
  interface Window {
    ChainPalBridge?: HostBridge;
  }
}

export const HOST_ERRORS = {
  notInHost: 'not in the host app environment',
  tokenFailed: 'failed to get authorization token',
  parseFailed: 'failed to parse authorization token',
} as const;

export async function requestHostAuthCode(
  bridge: Pick<HostBridge, 'requestAuthCode'> | undefined = globalThis.window?.ChainPalBridge,
): Promise<HostAuthCode> {
  if (!bridge) throw new Error(HOST_ERRORS.notInHost);
  let answer: string | HostAuthCode;
  try {
    answer = await bridge.requestAuthCode();
  } catch {
    throw new Error(HOST_ERRORS.tokenFailed);
  }
  if (typeof answer !== 'string') return answer;
  try {
    return JSON.parse(answer) as HostAuthCode;
  } catch {
    throw new Error(HOST_ERRORS.parseFailed);
  }
}

/** from this app version on, the bridge opens a chat by mobile number */
export const MOBILE_CHAT_MIN_VERSION = '4.5.1';

/**
 * Compares dotted numeric versions part by part ("4.10.0" > "4.5.1"; a missing part counts as
 * 0, so "4.5" < "4.5.1" and "4.5" = "4.5.0"). Null when either is not such a version.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const parse = (version: string) =>
    /^\d+(\.\d+)*$/.test(version.trim()) ? version.trim().split('.').map(Number) : null;
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return null;
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference > 0 ? 1 : -1;
  }
  return 0;
}

export type HostChatFailure = 'notInHost' | 'noContact' | 'lookupFailed' | 'bridgeFailed';

/** Why a chat could not be opened; `cause` keeps the lookup's or the bridge's own error. */
export class HostChatError extends Error {
  readonly reason: HostChatFailure;
  constructor(reason: HostChatFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HostChatError';
    this.reason = reason;
  }
}

/** whom to chat with; a masked mobile ("137****1234") is no mobile */
export interface HostChatContact {
  mobile?: string | null;
  email?: string | null;
}

/** what the lookup gets: the contact's full mobile (null when none or masked), its e-mail */
export interface HostChatLookup {
  mobile: string | null;
  email: string | null;
}

export interface HostChatDeps {
  /** the host app's bridge; undefined outside the host app */
  bridge: Pick<HostBridge, 'postMessage'> | undefined;
  /** the host app's version from its user agent (null when unknown) */
  appVersion: string | null;
  /**
   * The contact's host-app user id (POST /open/queryUserId, asked through our server). The
   * caller chooses whom to ask: by the full mobile when there is one, else by whatever it
   * knows (the team page asks the server, which has the member's full number). It may reject
   * with a HostChatError of its own, e.g. `noContact` when there is nothing to ask by.
   */
  queryUserId: (lookup: HostChatLookup) => Promise<string>;
}

/**
 * Opens a single conversation or a chat with a friend in the host app. With a full mobile
 * number and app 4.5.1 or later the bridge takes the mobile; otherwise (no mobile or a masked
 * one, an older or unknown version) the host-app user id is looked up and the bridge takes
 * that. Resolves with the message posted.
 */
export async function openHostChat(
  name: HostChatName,
  contact: HostChatContact,
  { bridge, appVersion, queryUserId }: HostChatDeps,
): Promise<HostChatMessage> {
  if (typeof bridge?.postMessage !== 'function') {
    throw new HostChatError('notInHost', HOST_ERRORS.notInHost);
  }
  const mobile = contact.mobile?.trim() ?? '';
  const usableMobile = isValidMobile(mobile) ? mobile : null;
  const email = contact.email?.trim() || null;
  const mobileChat =
    appVersion !== null && (compareVersions(appVersion, MOBILE_CHAT_MIN_VERSION) ?? -1) >= 0;
  let message: HostChatMessage;
  if (usableMobile && mobileChat) {
    message = { name, mobile: usableMobile };
  } else {
    let userId: string;
    try {
      userId = await queryUserId({ mobile: usableMobile, email });
    } catch (error) {
      // the lookup's own verdict (e.g. noContact) stands
      if (error instanceof HostChatError) throw error;
      throw new HostChatError(
        'lookupFailed',
        error instanceof Error ? error.message : 'failed to look up the user id',
        { cause: error },
      );
    }
    if (!userId) throw new HostChatError('lookupFailed', 'no user id came back');
    message = { name, userId };
  }
  try {
    await bridge.postMessage(message);
  } catch (error) {
    throw new HostChatError(
      'bridgeFailed',
      error instanceof Error ? error.message : 'the host app refused the message',
      { cause: error },
    );
  }
  return message;
}
