/**
 * The host chat app's light-application bridge (SPEC §4 "In the host chat app"): asks the
 * app for an authorization code. Its failures are reported to the caller, which swallows
 * them silently (SPEC §8).
 */
export interface HostAuthCode {
  transactionCode?: string;
  code?: string;
}

interface HostBridge {
  requestAuthCode: () => Promise<string | HostAuthCode>;
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
  bridge: HostBridge | undefined = globalThis.window?.ChainPalBridge,
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
