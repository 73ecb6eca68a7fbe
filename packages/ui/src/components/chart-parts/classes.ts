/** The focusable plot area of an interactive chart: one tab stop with the kit's focus ring. */
export const chartPlotClassName =
  'relative rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring';

/** Axis tick labels: the muted text colour at the kit's smallest size, figures aligned. */
export const axisTickLabelProps = {
  className: 'text-xs text-muted-foreground tabular-nums',
  fill: 'currentColor',
  fontFamily: 'inherit',
  fontSize: 12,
} as const;

/**
 * The x-axis tick labels, below the plot, and the room they need under it: the label's baseline
 * sits about 31 px under the axis (visx's 8 px tick offset, the 12 px text, 0.9em), and letters with
 * descenders (g, j, p in "jan.", "avg.") reach 3 px lower — 32 px of room cut them off.
 */
export const axisBottomTickLabelProps = { ...axisTickLabelProps, textAnchor: 'middle', dy: '0.9em' } as const;
export const AXIS_BOTTOM_ROOM = 36;
