import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './store';

describe('createToastStore', () => {
  it('adds toasts in order with fresh ids and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.add({ title: 'Saved' });
    const second = store.add({ title: 'Sent', variant: 'success' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot().map((item) => item.title)).toEqual(['Saved', 'Sent']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('replaces a toast that reuses an id instead of stacking another', () => {
    const store = createToastStore();
    store.add({ id: 'upload', title: 'Uploading…' });
    store.add({ id: 'upload', title: 'Uploaded', variant: 'success' });
    expect(store.getSnapshot()).toEqual([{ id: 'upload', title: 'Uploaded', variant: 'success' }]);
  });

  it('dismisses one toast by id, or all', () => {
    const store = createToastStore();
    const a = store.add({ title: 'A' });
    store.add({ title: 'B' });
    store.add({ title: 'C' });
    store.dismiss(a);
    expect(store.getSnapshot().map((item) => item.title)).toEqual(['B', 'C']);
    store.dismiss();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps the snapshot identity when nothing changes (no needless re-render)', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.dismiss('missing');
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.add({ title: 'A' });
    expect(listener).not.toHaveBeenCalled();
  });
});
