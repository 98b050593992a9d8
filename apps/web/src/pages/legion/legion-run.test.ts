import { ApiError } from '@legion/api';
import { legionRunStepFixtures } from '@legion/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { streamLegionRun } from './legion-run.ts';

const sse = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
const [first] = legionRunStepFixtures;
const running = { ...first, output: '', status: 'running', durationMs: null };
const done = { status: 'complete', answer: '35', steps: [first], durationMs: 420 };

const streamed = (text: string) =>
  new Response(text, { headers: { 'content-type': 'text/event-stream' } });

describe('streamLegionRun', () => {
  it('posts the message to the legion and hands on each step, delta and the end', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      streamed(
        [
          sse('step', { step: running }),
          sse('delta', { index: 0, text: '(3 + 4)' }),
          sse('stepDone', { step: first }),
          sse('done', done),
        ].join(''),
      ),
    );
    const onEvent = vi.fn();
    const result = await streamLegionRun('24', { message: '算一下' }, { onEvent, fetch });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/legions/24/run');
    expect(JSON.parse(String(init?.body))).toEqual({ message: '算一下' });
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
      const onUnauthorized = vi.fn();
      const fetch = vi.fn<typeof globalThis.fetch>(
        async () =>
          new Response(JSON.stringify({ code: status, msg: 'Please sign in' }), { status }),
      );
      const run = streamLegionRun(
        '24',
        { message: 'x' },
        { onEvent: vi.fn(), fetch, onUnauthorized },
      );
      await expect(run).rejects.toEqual(new ApiError(status, 'Please sign in', status));
      expect(onUnauthorized).toHaveBeenCalledOnce();
    }
  });

  it('refuses a step that does not match the contract', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      streamed(sse('step', { step: { index: -1 } })),
    );
    await expect(
      streamLegionRun('24', { message: 'x' }, { onEvent: vi.fn(), fetch }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
