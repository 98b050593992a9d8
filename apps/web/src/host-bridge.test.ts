import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  HOST_ERRORS,
  type HostBridge,
  HostChatError,
  type HostChatLookup,
  type HostChatMessage,
  MOBILE_CHAT_MIN_VERSION,
  openHostChat,
  requestHostAuthCode,
} from './host-bridge.ts';

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

describe('compareVersions', () => {
  it('compares dotted versions as numbers, part by part', () => {
    expect(compareVersions('4.10.0', '4.5.1')).toBe(1);
    expect(compareVersions('4.5.1', '4.10.0')).toBe(-1);
    expect(compareVersions('4.5', '4.5.1')).toBe(-1);
    expect(compareVersions('4.5.0', '4.5')).toBe(0);
    expect(compareVersions('4.5.1', '4.5.1')).toBe(0);
    expect(compareVersions('5', '4.5.1')).toBe(1);
    expect(compareVersions('4.5.10', '4.5.9')).toBe(1);
  });

  it('gives null for something that is not a version', () => {
    expect(compareVersions('', '4.5.1')).toBeNull();
    expect(compareVersions('4.5.x', '4.5.1')).toBeNull();
    expect(compareVersions('v4.5.1', '4.5.1')).toBeNull();
  });
});

describe('openHostChat', () => {
  const mobile = '13800138000';
  const email = 'amy@example.com';
  function setup({
    appVersion = MOBILE_CHAT_MIN_VERSION as string | null,
    userId = 'chainpal-10086',
    lookup = undefined as ((lookup: HostChatLookup) => Promise<string>) | undefined,
    post = undefined as ((message: HostChatMessage) => void | Promise<void>) | undefined,
  } = {}) {
    const posted: HostChatMessage[] = [];
    const lookups: HostChatLookup[] = [];
    const deps = {
      bridge: {
        postMessage: async (message: HostChatMessage) => {
          await post?.(message);
          posted.push(message);
        },
      },
      appVersion,
      queryUserId: async (asked: HostChatLookup) => {
        lookups.push(asked);
        return lookup ? lookup(asked) : userId;
      },
    };
    return { deps, posted, lookups };
  }

  it('posts the mobile at exactly 4.5.1, without a lookup', async () => {
    const { deps, posted, lookups } = setup({ appVersion: '4.5.1' });
    await openHostChat('openSingleConversation', { mobile, email }, deps);
    expect(posted).toEqual([{ name: 'openSingleConversation', mobile }]);
    expect(lookups).toEqual([]);
  });

  it('posts the mobile above 4.5.1, also when the minor part has two digits', async () => {
    for (const appVersion of ['4.5.2', '4.10.0', '5.0']) {
      const { deps, posted, lookups } = setup({ appVersion });
      await openHostChat('chatToFriend', { mobile }, deps);
      expect(posted).toEqual([{ name: 'chatToFriend', mobile }]);
      expect(lookups).toEqual([]);
    }
  });

  it('looks the user id up with the mobile below 4.5.1 and posts it', async () => {
    for (const appVersion of ['4.4.0', '4.5', '4.5.0', '3.99.99']) {
      const { deps, posted, lookups } = setup({ appVersion });
      await expect(openHostChat('chatToFriend', { mobile, email }, deps)).resolves.toEqual({
        name: 'chatToFriend',
        userId: 'chainpal-10086',
      });
      expect(lookups).toEqual([{ mobile, email }]);
      expect(posted).toEqual([{ name: 'chatToFriend', userId: 'chainpal-10086' }]);
    }
  });

  it('looks the user id up when the version is unknown or not a version', async () => {
    for (const appVersion of [null, 'beta']) {
      const { deps, posted } = setup({ appVersion });
      await openHostChat('openSingleConversation', { mobile }, deps);
      expect(posted).toEqual([{ name: 'openSingleConversation', userId: 'chainpal-10086' }]);
    }
  });

  it('looks the user id up without a mobile when there is none or only a masked one', async () => {
    for (const contact of [{ email }, { mobile: '', email }, { mobile: '137****1234', email }]) {
      const { deps, posted, lookups } = setup({ appVersion: '4.10.0' });
      await openHostChat('chatToFriend', contact, deps);
      expect(lookups).toEqual([{ mobile: null, email }]);
      expect(posted).toEqual([{ name: 'chatToFriend', userId: 'chainpal-10086' }]);
    }
  });

  it('asks the lookup even with neither a full mobile nor an e-mail: the caller may know more', async () => {
    // e.g. the team page's server, which has the member's full number behind the masked one
    const { deps, posted, lookups } = setup({ appVersion: '4.5.1' });
    await openHostChat('chatToFriend', { mobile: '135****9012', email: ' ' }, deps);
    expect(lookups).toEqual([{ mobile: null, email: null }]);
    expect(posted).toEqual([{ name: 'chatToFriend', userId: 'chainpal-10086' }]);
  });

  it('keeps the lookup’s own refusal, such as no contact at all, and posts nothing', async () => {
    const { deps, posted } = setup({
      lookup: () => Promise.reject(new HostChatError('noContact', 'no mobile or e-mail')),
    });
    const chat = openHostChat('chatToFriend', { mobile: '135****9012' }, deps);
    await expect(chat).rejects.toBeInstanceOf(HostChatError);
    await expect(chat).rejects.toMatchObject({
      reason: 'noContact',
      message: 'no mobile or e-mail',
    });
    expect(posted).toEqual([]);
  });

  it('says it is not in the host app without a bridge', async () => {
    const { deps } = setup();
    await expect(
      openHostChat('chatToFriend', { mobile }, { ...deps, bridge: undefined }),
    ).rejects.toMatchObject({ reason: 'notInHost', message: HOST_ERRORS.notInHost });
    // an older bridge that only knows how to sign in
    const signInOnly = {} as Pick<HostBridge, 'postMessage'>;
    await expect(
      openHostChat('chatToFriend', { mobile }, { ...deps, bridge: signInOnly }),
    ).rejects.toMatchObject({ reason: 'notInHost' });
  });

  it('reports a failed lookup with its message and posts nothing', async () => {
    const { deps, posted } = setup({
      appVersion: '4.4.0',
      lookup: () => Promise.reject(new Error('User not found')),
    });
    await expect(openHostChat('chatToFriend', { email }, deps)).rejects.toMatchObject({
      reason: 'lookupFailed',
      message: 'User not found',
    });
    expect(posted).toEqual([]);
  });

  it('reports an empty user id as a failed lookup', async () => {
    const { deps, posted } = setup({ userId: '' });
    await expect(openHostChat('chatToFriend', { email }, deps)).rejects.toMatchObject({
      reason: 'lookupFailed',
    });
    expect(posted).toEqual([]);
  });

  it('reports a bridge that refuses the message', async () => {
    const { deps } = setup({
      post: () => {
        throw new Error('unknown method');
      },
    });
    await expect(openHostChat('openSingleConversation', { mobile }, deps)).rejects.toMatchObject({
      reason: 'bridgeFailed',
      message: 'unknown method',
    });
  });
});
