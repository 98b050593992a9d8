/**
 * The security headers of every answer: a Content-Security-Policy for the web app
 * without inline scripts, nosniff, a referrer policy and no framing by other sites.
 *
 * A handler that sets its own Content-Security-Policy, Referrer-Policy or X-Frame-Options keeps
 * it: the sandbox pages, the SMS outbox, the wallet's pay page (inline styles,
 * `default-src 'none'`, `no-referrer`) and the served images and SVGs (`default-src 'none'`)
 * are stricter than the app's policy, and the app's `script-src 'self'` is no use to them; the
 * component catalogue's files (STORYBOOK_HEADERS) need inline scripts and framing by themselves.
 */
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The web app's policy. Scripts come only from our own files, or carry the answer's nonce
 * (c.get('secureHeadersNonce'), see mountWebApp): a server-rendered page writes its early
 * script (the theme before the first paint) and the app's loader inline with that nonce
 * (decision 0088); index.html loads them as /early.js and a module. Styles allow 'unsafe-inline':
 * index.html's boot spinner is an inline `<style>`, and Radix's scroll lock and sonner add
 * `<style>` elements at run time; a style cannot run code. Images may be data: and blob: URLs
 * (the sign-in and payment QR codes, image previews before upload).
 */
export const WEB_APP_CSP = {
  defaultSrc: ["'self'"],
  // a server-rendered page may carry React's own inline scripts (a part that finished late
  // streams in with one); they carry this answer's nonce, nothing else inline runs
  scriptSrc: ["'self'", NONCE],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: WEB_APP_CSP,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // for browsers without frame-ancestors
    xFrameOptions: 'DENY',
    // HSTS is the TLS terminator's to send (the load balancer knows the domain and its
    // subdomains); on plain HTTP a browser ignores it anyway
    strictTransportSecurity: false,
    // keep the headers a page or an image sets for itself (see the module comment)
    overwrite: false,
  });
}

/**
 * The headers of the component catalogue's files (/storybook/, the built Storybook): its pages
 * carry inline scripts (its settings, the manager's list of modules, a load-error handler) and
 * inline styles (its fonts), and the manager shows each story in an iframe of the catalogue's
 * own iframe.html. So scripts may be inline, and the catalogue may be framed by this origin;
 * scripts and everything else still come only from this server, and nothing is evaluated from
 * strings. The rest of the site keeps the web app's policy and `DENY`.
 */
export const STORYBOOK_HEADERS = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'X-Frame-Options': 'SAMEORIGIN',
} as const;
