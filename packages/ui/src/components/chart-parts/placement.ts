export interface RadialTooltipPlacement {
  /** The point the box points at: the outer edge of the highlighted slice, in container px. */
  anchor: { x: number; y: number };
  /** Middle angle of the slice in radians, clockwise from 12 o'clock (d3's convention). */
  angle: number;
  box: { width: number; height: number };
  bounds: { width: number; height: number };
  /** Space between anchor and box. */
  gap: number;
}

/**
 * Top-left corner of a pie tooltip: on the slice's own side of the chart (right half to the right,
 * upper half above), so it leaves the centre of the ring free, then pulled back inside the container.
 */
export function placeRadialTooltip({ anchor, angle, box, bounds, gap }: RadialTooltipPlacement) {
  const toRight = Math.sin(angle) >= -1e-9;
  const upward = Math.cos(angle) > 0;
  const left = toRight ? anchor.x + gap : anchor.x - gap - box.width;
  const top = upward ? anchor.y - gap - box.height : anchor.y + gap;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(0, max));
  return {
    left: Math.round(clamp(left, bounds.width - box.width)),
    top: Math.round(clamp(top, bounds.height - box.height)),
  };
}
