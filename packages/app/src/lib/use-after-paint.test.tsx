/**
 * useAfterPaint (real Chromium): what is secondary waits until the page has been painted with what
 * comes first, and never starts while that is not ready.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.useRealTimers();
});

function mount(node: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<StrictMode>{node}</StrictMode>);
  cleanup = () => {
    root.unmount();
    host.remove();
  };
  return host;
}

/** Lets React finish what it has scheduled (a real task: its scheduler posts messages, not timers). */
async function settled() {
  for (let turn = 0; turn < 3; turn++) await new Promise<void>((resolve) => queueMicrotask(resolve));
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function Probe({ ready, onChange }: { ready: boolean; onChange: (painted: boolean, at: number) => void }) {
  const painted = useAfterPaint(ready);
  useEffect(() => {
    onChange(painted, performance.now());
  }, [painted, onChange]);
  return <p data-painted={painted}>{ready ? 'main content' : 'loading'}</p>;
}

describe('useAfterPaint', () => {
  it('turns true only after a frame has been drawn with the main content, and stays true', async () => {
    const frames: number[] = [];
    const countFrames = () => {
      frames.push(performance.now());
      if (frames.length < 30) requestAnimationFrame(countFrames);
    };
    const changes: [boolean, number][] = [];
    const onChange = (painted: boolean, at: number) => changes.push([painted, at]);
    const mountedAt = performance.now();
    requestAnimationFrame(countFrames);
    const host = mount(<Probe ready onChange={onChange} />);
    await vi.waitFor(() => expect(host.querySelector('p')?.dataset.painted).toBe('true'), { timeout: 2000 });
    // React runs the effect that records the change after the commit the DOM already shows.
    await vi.waitFor(() => expect(changes.some(([painted]) => painted)).toBe(true));
    // The first render had it false (shown without the secondary content).
    expect(changes[0]?.[0]).toBe(false);
    const [, paintedAt] = changes.find(([painted]) => painted)!;
    // At least one animation frame came between the first render and the change, plus the pause.
    expect(frames.some((frame) => frame > mountedAt && frame < paintedAt)).toBe(true);
    expect(paintedAt - mountedAt).toBeGreaterThanOrEqual(100);
  });

  it('waits while the main content is not ready, then starts after it is painted', async () => {
    const control: { setReady: (ready: boolean) => void } = { setReady: () => {} };
    function Switch() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        control.setReady = setReady;
      }, []);
      return <Probe ready={ready} onChange={() => {}} />;
    }
    // Frames and the pause after them run on the fake clock (React's own scheduling stays real).
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const painted = () => host.querySelector('p')?.dataset.painted;
    const host = mount(<Switch />);
    await vi.waitFor(() => expect(painted()).toBe('false'));
    // Many frames and pauses later it still waits.
    await vi.advanceTimersByTimeAsync(1000);
    await settled();
    expect(painted()).toBe('false');
    control.setReady(true);
    await settled();
    // A frame (within 16 ms), then the pause of 100 ms: not before the pause is over, then at once.
    await vi.advanceTimersByTimeAsync(99);
    await settled();
    expect(painted()).toBe('false');
    await vi.advanceTimersByTimeAsync(18);
    await settled();
    expect(painted()).toBe('true');
    // Once true it stays, even if what it waited for goes away again (a revalidation).
    control.setReady(false);
    await vi.advanceTimersByTimeAsync(1000);
    await settled();
    expect(painted()).toBe('true');
  });
});
