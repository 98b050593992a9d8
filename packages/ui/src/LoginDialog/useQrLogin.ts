/**
 * The QR login flow with all its timing rules (polling, expiry, refresh). The platform
 * calls are injected, so the flow runs the same against the real API, MSW, or a test double.
 *
 * - When the dialog becomes visible: timers are cleared, then a new QR is fetched if there
 *   is none or the current one is older than 120000 ms.
 * - After 1 s of visibility two timers start: every 5 s the QR is rewritten with a fresh
 *   timestamp; every 2 s the scan status is checked.
 * - Timers stop when the dialog hides, when the user is authenticated, and on unmount.
 * - A manual refresh clears the timers and fetches a new code.
 *
 * The QR state can be the caller's (`qr` + `onQrChange`, e.g. kept in an app-wide store so a
 * reopened dialog shows the same code) or, without them, the hook's own.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { qrCodeValue } from './qr-code-value.ts';
import type { QrParams, QrStatus } from './types.ts';

export const QR_VALIDITY_MS = 120_000;
export const QR_TIMER_START_DELAY_MS = 1000;
export const QR_REWRITE_INTERVAL_MS = 5000;
export const QR_STATUS_POLL_MS = 2000;

/** The QR part of the auth state, owned by the caller. */
export interface QrState {
  qrParams: QrParams | null;
  qrLoading: boolean;
  /** null, or the reason the QR could not be had ('' when none was given: the dialog says its own) */
  qrError: string | null;
}

/** The platform's calls; `Result` is what its sign-in answers (the session, the person …). */
// biome-ignore lint/suspicious/noExplicitAny: any sign-in answer; the caller's handler names its own
export interface QrLoginDeps<Result = any> {
  fetchQrParams: () => Promise<QrParams>;
  checkStatus: (qrToken: string) => Promise<QrStatus>;
  /** signs in with a confirmed QR */
  qrLogin: (qrToken: string) => Promise<Result>;
  onAuthenticated: (result: Result) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: as QrLoginDeps
export interface UseQrLoginOptions<Result = any> extends QrLoginDeps<Result> {
  /** whether the dialog is open: the flow runs only while it is */
  visible: boolean;
  /** stops the flow once someone is signed in (default false) */
  isAuthenticated?: boolean;
  /** the caller's QR state; without it (and onQrChange) the hook keeps its own */
  qr?: QrState;
  onQrChange?: (next: QrState) => void;
  /** the message shown when a code cannot be fetched (default: the dialog's own text) */
  fetchErrorMessage?: string;
  now?: () => number;
}

export const NO_QR: QrState = { qrParams: null, qrLoading: false, qrError: null };

export interface QrLogin {
  /** the QR state the dialog shows (the caller's `qr` when given) */
  qr: QrState;
  /** the string the QR image encodes, or null when there is nothing to draw */
  value: string | null;
  status: QrStatus | null;
  refresh: () => void;
}

interface Resolved extends UseQrLoginOptions {
  isAuthenticated: boolean;
  qr: QrState;
  onQrChange: (next: QrState) => void;
  fetchErrorMessage: string;
}

/** `Result` is inferred from `qrLogin`, so `onAuthenticated` gets the platform's own answer. */
// biome-ignore lint/suspicious/noExplicitAny: as QrLoginDeps
export function useQrLogin<Result = any>(options: UseQrLoginOptions<Result>): QrLogin {
  const now = options.now ?? Date.now;
  const [ownQr, setOwnQr] = useState<QrState>(NO_QR);
  const resolved: Resolved = {
    ...options,
    isAuthenticated: options.isAuthenticated ?? false,
    qr: options.qr ?? ownQr,
    onQrChange: options.onQrChange ?? setOwnQr,
    fetchErrorMessage: options.fetchErrorMessage ?? '',
  };
  const latest = useRef(resolved);
  latest.current = resolved;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const [stamp, setStamp] = useState(() => now());
  const [status, setStatus] = useState<QrStatus | null>(null);
  const generation = useRef(0);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) {
      clearTimeout(timer);
      clearInterval(timer);
    }
    timers.current = [];
  }, []);

  const fetchCode = useCallback(async () => {
    const mine = ++generation.current;
    const { onQrChange, qr, fetchQrParams, fetchErrorMessage } = latest.current;
    onQrChange({ ...qr, qrLoading: true, qrError: null });
    setStatus(null);
    try {
      const params = await fetchQrParams();
      if (mine !== generation.current) return;
      setStamp(now());
      latest.current.onQrChange({ qrParams: params, qrLoading: false, qrError: null });
    } catch {
      if (mine !== generation.current) return;
      latest.current.onQrChange({ qrParams: null, qrLoading: false, qrError: fetchErrorMessage });
    }
  }, [now]);

  const checkOnce = useCallback(async () => {
    const { qr, checkStatus, qrLogin, onAuthenticated, isAuthenticated } = latest.current;
    const token = qr.qrParams?.token;
    if (!token || isAuthenticated) return;
    try {
      const next = await checkStatus(token);
      if (latest.current.qr.qrParams?.token !== token) return;
      setStatus(next);
      if (next === 'expired') clearTimers();
      if (next !== 'confirmed') return;
      clearTimers();
      const result = await qrLogin(token);
      onAuthenticated(result);
    } catch {
      // not yet confirmed, or a passing network failure: the next tick asks again
    }
  }, [clearTimers]);

  const startTimers = useCallback(() => {
    clearTimers();
    const delay = setTimeout(() => {
      timers.current.push(
        setInterval(() => {
          if (latest.current.qr.qrParams) setStamp(now());
        }, QR_REWRITE_INTERVAL_MS),
        setInterval(() => void checkOnce(), QR_STATUS_POLL_MS),
      );
    }, QR_TIMER_START_DELAY_MS);
    timers.current.push(delay);
  }, [checkOnce, clearTimers, now]);

  const { visible, isAuthenticated } = resolved;
  useEffect(() => {
    clearTimers();
    if (!visible || isAuthenticated) return;
    const { qrParams } = latest.current.qr;
    if (!qrParams || now() - qrParams.timestamp > QR_VALIDITY_MS) void fetchCode();
    startTimers();
    return clearTimers;
  }, [visible, isAuthenticated, clearTimers, fetchCode, startTimers, now]);

  const refresh = useCallback(() => {
    clearTimers();
    void fetchCode();
    if (latest.current.visible && !latest.current.isAuthenticated) startTimers();
  }, [clearTimers, fetchCode, startTimers]);

  return { qr: resolved.qr, value: qrCodeValue(resolved.qr.qrParams, stamp), status, refresh };
}
