import type { ReactNode } from 'react';

export interface ChartDataTableProps {
  /** Names the table; usually the chart's title. */
  caption: ReactNode;
  /** Column headings; the first column heads the row headers (day, segment). */
  columns: readonly ReactNode[];
  /** One row per point or segment: the row header, then the values. */
  rows: readonly { id: string; cells: readonly ReactNode[] }[];
}

/**
 * The text alternative of a chart: its data as a table that only screen readers see, so every value is
 * reachable without the pointer or the tooltip. The visually hidden box is a div around the table: a
 * table does not shrink to `sr-only`'s 1px and would widen a phone's page.
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <div className="sr-only">
      <table data-slot="chart-data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Announces the highlighted value while the keyboard moves through a chart. */
export function ChartLiveRegion({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="chart-live-region"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
    >
      {children}
    </div>
  );
}

/** Shown in place of the plot when there is nothing to draw. */
export function ChartEmpty({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div
      data-slot="chart-empty"
      className="flex items-center justify-center rounded-md border border-dashed px-4 text-center text-sm text-muted-foreground"
      style={{ height }}
    >
      {children}
    </div>
  );
}
