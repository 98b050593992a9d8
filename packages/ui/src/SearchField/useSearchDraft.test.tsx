// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchDraft } from './useSearchDraft.ts';

function setup(value = '') {
  const onSearch = vi.fn<(query: string) => void>();
  const view = renderHook(({ value }) => useSearchDraft(value, onSearch), {
    initialProps: { value },
  });
  const type = (text: string) => act(() => view.result.current.type(text));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { onSearch, view, type, wait };
}

describe('useSearchDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses, with the trimmed words', () => {
    const { onSearch, type, wait } = setup();
    type('s');
    type('sp');
    wait(SEARCH_DEBOUNCE_MS - 1);
    type('spre ');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('spre');
  });

  it('searches what was typed when Enter comes before the page has rendered it', () => {
    const { onSearch, view } = setup();
    // a page replaying what was typed before it ran: the keys and Enter in one task
    act(() => {
      view.result.current.type('SQL');
      view.result.current.submit();
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('SQL');
    expect(view.result.current.draft).toBe('SQL');
  });

  it('keeps the keys pressed while an earlier search lands', () => {
    const { onSearch, view, type, wait } = setup();
    type('spre');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenLastCalledWith('spre');
    // the person types on before the page shows the search it asked for
    type('sprea');
    type('spread');
    view.rerender({ value: 'spre' });
    expect(view.result.current.draft).toBe('spread');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenLastCalledWith('spread');
    view.rerender({ value: 'spread' });
    expect(view.result.current.draft).toBe('spread');
  });

  it('follows a search set elsewhere when nothing is being typed', () => {
    const { onSearch, view, type, wait } = setup('会议');
    view.rerender({ value: '合同' });
    expect(view.result.current.draft).toBe('合同');
    // a trailing space being typed stays when its search lands
    type('发票 ');
    wait(SEARCH_DEBOUNCE_MS);
    view.rerender({ value: '发票' });
    expect(view.result.current.draft).toBe('发票 ');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('发票');
  });

  it('searches at once when the box is emptied or on Enter', () => {
    const { onSearch, view, type } = setup('会议');
    type('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    type('合同');
    act(() => view.result.current.submit());
    expect(onSearch).toHaveBeenLastCalledWith('合同');
  });

  it('a reset by the page searches nothing, and a pending search is dropped', () => {
    const { onSearch, view, type, wait } = setup('会议');
    type('合');
    act(() => view.result.current.reset(''));
    wait(SEARCH_DEBOUNCE_MS);
    expect(view.result.current.draft).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
