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
    const host = mount(<Switch />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(host.querySelector('p')?.dataset.painted).toBe('false');
    control.setReady(true);
    await vi.waitFor(() => expect(host.querySelector('p')?.dataset.painted).toBe('true'), { timeout: 2000 });
    // Once true it stays, even if what it waited for goes away again (a revalidation).
    control.setReady(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.querySelector('p')?.dataset.painted).toBe('true');
  });
});
