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
