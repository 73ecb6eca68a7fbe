import { encode } from 'uqr';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** Rows of modules, `true` for dark; the quiet zone is light. */
  modules: boolean[][];
  /** QR version (1–40) chosen for the data. */
  version: number;
}

/** Encodes `value` into a module matrix surrounded by `quietZone` light modules on every side. */
export function qrMatrix(value: string, ecc: QrErrorCorrection = 'M', quietZone = 4): QrMatrix {
  const result = encode(value, { ecc, border: quietZone });
  return { size: result.size, modules: result.data, version: result.version };
}

/**
 * One SVG path drawing every dark module, one subpath per horizontal run, in module units: a few
 * hundred subpaths instead of thousands of rects keep the DOM small.
 */
export function qrPath(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** Number of dark modules in a matrix. */
export function countDarkModules(modules: boolean[][]): number {
  return modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
}

/** Number of dark modules a path from `qrPath` draws (the sum of its run lengths). */
export function countPathModules(path: string): number {
  let total = 0;
  for (const match of path.matchAll(/h(\d+)v1/g)) total += Number(match[1]);
  return total;
}
