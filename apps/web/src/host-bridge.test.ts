import { describe, expect, it } from 'vitest';
import { HOST_ERRORS, requestHostAuthCode } from './host-bridge.ts';

describe('requestHostAuthCode', () => {
  it('says it is not in the host app when there is no bridge', async () => {
    await expect(requestHostAuthCode(undefined)).rejects.toThrow(HOST_ERRORS.notInHost);
  });

  it('reports a bridge that fails to give a code', async () => {
    const bridge = { requestAuthCode: () => Promise.reject(new Error('denied')) };
    await expect(requestHostAuthCode(bridge)).rejects.toThrow(HOST_ERRORS.tokenFailed);
  });

  it('reports an answer that does not parse', async () => {
    const bridge = { requestAuthCode: async () => '{not json' };
    await expect(requestHostAuthCode(bridge)).rejects.toThrow(HOST_ERRORS.parseFailed);
  });

  it('reads both codes from a JSON string or an object', async () => {
    const json = { requestAuthCode: async () => '{"transactionCode":"t-1","code":"c-1"}' };
    await expect(requestHostAuthCode(json)).resolves.toEqual({
      transactionCode: 't-1',
      code: 'c-1',
    });
    const object = { requestAuthCode: async () => ({ transactionCode: 't-2', code: 'c-2' }) };
    await expect(requestHostAuthCode(object)).resolves.toEqual({
      transactionCode: 't-2',
      code: 'c-2',
    });
  });
});
