import { ApiError } from '@legion/api';
import { legionRunStepFixtures } from '@legion/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { clientAnswering, sse } from '../../testing/stream-client.ts';
import { streamLegionRun } from './legion-run.ts';

const [first] = legionRunStepFixtures;
const running = { ...first, output: '', status: 'running', durationMs: null };
const done = { status: 'complete', answer: '35', steps: [first], durationMs: 420 };

describe('streamLegionRun', () => {
  it('posts the message to the legion and hands on each step, delta and the end', async () => {
    const { api, fetch, sent } = clientAnswering(
      new Response(
        [
          sse('step', { step: running }),
          sse('delta', { index: 0, text: '(3 + 4)' }),
          sse('stepDone', { step: first }),
          sse('done', done),
        ].join(''),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
    );
    const onEvent = vi.fn();
    const result = await streamLegionRun('24', { message: '算一下' }, { api, onEvent });
    const [request] = fetch.mock.calls[0] ?? [];
    expect(request instanceof Request && request.url).toBe('http://legion.test/api/legions/24/run');
    expect(await sent[0]).toEqual({ message: '算一下' });
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'step',
      'delta',
      'stepDone',
      'done',
    ]);
    expect(result).toEqual(done);
  });

  it('opens the login flow on a 401 and on a 403', async () => {
    for (const status of [401, 403]) {
      const { api, onUnauthorized } = clientAnswering(
        new Response(JSON.stringify({ code: status, msg: 'Please sign in' }), { status }),
      );
      const run = streamLegionRun('24', { message: 'x' }, { api, onEvent: vi.fn() });
      await expect(run).rejects.toEqual(new ApiError(status, 'Please sign in', status));
      expect(onUnauthorized).toHaveBeenCalledOnce();
    }
  });

  it('refuses a step that does not match the contract', async () => {
    const { api } = clientAnswering(new Response(sse('step', { step: { index: -1 } })));
    await expect(
      streamLegionRun('24', { message: 'x' }, { api, onEvent: vi.fn() }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
