/** Codes in `{code, msg}` answers besides the HTTP statuses the server uses as codes. */
export const API_CODES = {
  success: 0,
  /** POST /api/login/qrLogin before the phone confirmed: keep waiting */
  qrWaiting: 1001,
  /** the login QR is older than its 120000 ms validity */
  qrExpired: 1002,
  /**
   * POST /api/developer/members/:userId/host-user (HTTP 409): the member has neither a mobile
   * number nor an e-mail, so the host app cannot be asked who they are
   */
  memberWithoutContact: 1003,
  /** the agent page (HTTP 403): only subscribers may chat with an agent */
  notSubscribed: 1004,
  /** the agent page (HTTP 409): a reply is still streaming in this conversation */
  replyInProgress: 1005,
  /**
   * a knowledge document upload (HTTP 409): the base already holds a document with the same
   * content (the answer's `sameContent` names it); send it again with `sameContent: 'allow'`
   * to upload it anyway
   */
  sameContent: 1006,
} as const;

/**
 * The server's messages for a refused sign-in and a server failure (English; the server
 * answers in the request's language).
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  serverError: 'Server error. Please try again later.',
} as const;

/** The client's code when no HTTP answer came at all. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

/** The client's message when an answer does not match the contract. */
export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';
