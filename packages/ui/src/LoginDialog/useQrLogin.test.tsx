// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrParams, QrStatus } from './types.ts';
import { type QrState, type UseQrLoginOptions, useQrLogin } from './useQrLogin.ts';

/** what a product's sign-in answers: the hook hands it on untouched */
interface LoginResult {
  token: string;
}
const signedIn = (): LoginResult => ({ token: 'session-token' });

const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);

function params(token: string, timestamp = Date.now()): QrParams {
  return { token, timestamp, qrCode: JSON.stringify({ action: 'login', token }) };
}

interface Harness {
  fetchQrParams: ReturnType<typeof vi.fn<() => Promise<QrParams>>>;
  checkStatus: ReturnType<typeof vi.fn<(token: string) => Promise<QrStatus>>>;
  qrLogin: ReturnType<typeof vi.fn<(token: string) => Promise<LoginResult>>>;
  onAuthenticated: ReturnType<typeof vi.fn<(result: LoginResult) => void>>;
}

function setup(
  initial: Partial<QrState> = {},
  props: { visible: boolean } = { visible: true },
  prepare: (deps: Harness) => void = () => {},
) {
  let issued = 0;
  const deps: Harness = {
    fetchQrParams: vi.fn(async () => params(`qr-${++issued}`)),
    checkStatus: vi.fn(async () => 'waiting' as QrStatus),
    qrLogin: vi.fn(async () => signedIn()),
    onAuthenticated: vi.fn(),
  };
  prepare(deps);
  const view = renderHook(
    ({ visible, isAuthenticated }: { visible: boolean; isAuthenticated: boolean }) => {
      const [qr, setQr] = useState<QrState>({
        qrParams: null,
        qrLoading: false,
        qrError: null,
        ...initial,
      });
      const options: UseQrLoginOptions = {
        ...deps,
        visible,
        isAuthenticated,
        qr,
        onQrChange: setQr,
        fetchErrorMessage: 'Failed to get QR code',
      };
      return { login: useQrLogin(options), qr };
    },
    { initialProps: { visible: props.visible, isAuthenticated: false } },
  );
  return { ...view, deps };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // let the awaited calls a timer started settle, as they would between real ticks
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useQrLogin', () => {
  it('fetches a code when it becomes visible and draws it with a timestamp', async () => {
    const { result, deps } = setup();
    await advance(0);
    expect(deps.fetchQrParams).toHaveBeenCalledTimes(1);
    expect(result.current.qr.qrParams?.token).toBe('qr-1');
    expect(JSON.parse(result.current.login.value ?? '')).toEqual({
      action: 'login',
      token: 'qr-1',
      timestamp: T0,
    });
  });

  it('does nothing while hidden', async () => {
    const { deps } = setup({}, { visible: false });
    await advance(10_000);
    expect(deps.fetchQrParams).not.toHaveBeenCalled();
    expect(deps.checkStatus).not.toHaveBeenCalled();
  });

  it('reuses a code younger than 120000 ms and replaces an older one', async () => {
    const young = setup({ qrParams: params('kept', T0 - 119_000) });
    await advance(0);
    expect(young.deps.fetchQrParams).not.toHaveBeenCalled();
    young.unmount();

    const old = setup({ qrParams: params('stale', T0 - 120_001) });
    await advance(0);
    expect(old.deps.fetchQrParams).toHaveBeenCalledTimes(1);
    expect(old.result.current.qr.qrParams?.token).toBe('qr-1');
  });

  it('starts polling only after 1 s, then checks the status every 2 s', async () => {
    const { deps } = setup();
    await advance(999);
    expect(deps.checkStatus).not.toHaveBeenCalled();
    await advance(1 + 2000);
    expect(deps.checkStatus).toHaveBeenCalledTimes(1);
    expect(deps.checkStatus).toHaveBeenLastCalledWith('qr-1');
    await advance(4000);
    expect(deps.checkStatus).toHaveBeenCalledTimes(3);
  });

  it('rewrites the code with a fresh timestamp every 5 s', async () => {
    const { result } = setup();
    await advance(0);
    const first = JSON.parse(result.current.login.value ?? '').timestamp;
    await advance(1000 + 4999);
    expect(JSON.parse(result.current.login.value ?? '').timestamp).toBe(first);
    await advance(1);
    expect(JSON.parse(result.current.login.value ?? '').timestamp).toBe(T0 + 6000);
  });

  it('signs in once the phone confirms, then stops its timers', async () => {
    const { deps } = setup();
    deps.checkStatus.mockResolvedValueOnce('scanned').mockResolvedValue('confirmed');
    await advance(0);
    await advance(1000 + 2000);
    expect(deps.qrLogin).not.toHaveBeenCalled();
    await advance(2000);
    expect(deps.qrLogin).toHaveBeenCalledWith('qr-1');
    expect(deps.onAuthenticated).toHaveBeenCalledTimes(1);
    const checks = deps.checkStatus.mock.calls.length;
    await advance(20_000);
    expect(deps.checkStatus).toHaveBeenCalledTimes(checks);
  });

  it('stops when hidden and when authenticated', async () => {
    const hidden = setup();
    await advance(3000);
    const calls = hidden.deps.checkStatus.mock.calls.length;
    hidden.rerender({ visible: false, isAuthenticated: false });
    await advance(10_000);
    expect(hidden.deps.checkStatus).toHaveBeenCalledTimes(calls);
    hidden.unmount();

    const signedIn = setup();
    await advance(3000);
    const before = signedIn.deps.checkStatus.mock.calls.length;
    signedIn.rerender({ visible: true, isAuthenticated: true });
    await advance(10_000);
    expect(signedIn.deps.checkStatus).toHaveBeenCalledTimes(before);
  });

  it('stops on unmount', async () => {
    const { deps, unmount } = setup();
    await advance(3000);
    const calls = deps.checkStatus.mock.calls.length;
    unmount();
    await advance(10_000);
    expect(deps.checkStatus).toHaveBeenCalledTimes(calls);
  });

  it('shows the fetch error and fetches a new code on refresh', async () => {
    const { result } = setup({}, { visible: true }, (deps) => {
      deps.fetchQrParams.mockRejectedValueOnce(new Error('down'));
    });
    await advance(0);
    expect(result.current.qr.qrError).toBe('Failed to get QR code');
    expect(result.current.login.value).toBeNull();
    await act(async () => result.current.login.refresh());
    await advance(0);
    expect(result.current.qr.qrError).toBeNull();
    expect(result.current.qr.qrParams?.token).toBe('qr-1');
  });

  it('reports an expired code and stops asking until refreshed', async () => {
    const { result, deps } = setup();
    deps.checkStatus.mockResolvedValue('expired');
    await advance(0);
    await advance(3000);
    expect(result.current.login.status).toBe('expired');
    await advance(10_000);
    expect(deps.checkStatus).toHaveBeenCalledTimes(1);
    deps.checkStatus.mockResolvedValue('waiting');
    await act(async () => result.current.login.refresh());
    await advance(0);
    expect(result.current.qr.qrParams?.token).toBe('qr-2');
    expect(result.current.login.status).toBeNull();
    await advance(3000);
    expect(deps.checkStatus).toHaveBeenLastCalledWith('qr-2');
  });

  it('draws nothing for a code that does not parse, without throwing', async () => {
    const { result } = setup({ qrParams: { token: 't', timestamp: T0, qrCode: '{not json' } });
    await advance(0);
    expect(result.current.login.value).toBeNull();
    const empty = setup({ qrParams: { token: 't', timestamp: T0, qrCode: {} } });
    await advance(0);
    expect(empty.result.current.login.value).toBeNull();
  });

  it('keeps the QR state itself when the caller gives none, and signs in once confirmed', async () => {
    let issued = 0;
    const fetchQrParams = vi.fn(async () => params(`own-${++issued}`));
    const checkStatus = vi.fn(async () => 'confirmed' as QrStatus);
    const qrLogin = vi.fn(async () => signedIn());
    const onAuthenticated = vi.fn();
    const { result } = renderHook(() =>
      useQrLogin({ visible: true, fetchQrParams, checkStatus, qrLogin, onAuthenticated }),
    );
    await advance(0);
    expect(result.current.qr.qrParams?.token).toBe('own-1');
    expect(JSON.parse(result.current.value ?? '').token).toBe('own-1');
    await advance(1000 + 2000);
    expect(qrLogin).toHaveBeenCalledWith('own-1');
    expect(onAuthenticated).toHaveBeenCalledOnce();
  });

  it('marks a failed fetch with an empty reason when no message is given (the dialog says its own)', async () => {
    const { result } = renderHook(() =>
      useQrLogin({
        visible: true,
        fetchQrParams: async () => {
          throw new Error('offline');
        },
        checkStatus: async () => 'waiting',
        qrLogin: async () => signedIn(),
        onAuthenticated: () => {},
      }),
    );
    await advance(0);
    expect(result.current.qr).toEqual({ qrParams: null, qrLoading: false, qrError: '' });
  });
});
