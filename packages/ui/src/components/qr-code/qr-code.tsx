import { useMemo, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { qrMatrix, qrPath, type QrErrorCorrection } from './matrix';

export interface QrCodeProps extends Omit<ComponentProps<'svg'>, 'children' | 'viewBox'> {
  /** The text to encode, for example an EPC069-12 SEPA credit-transfer payload. */
  value: string;
  /**
   * Width and height in CSS pixels (the SVG scales crisply to any size).
   * @default 192
   */
  size?: number;
  /**
   * Error-correction level: L 7 %, M 15 %, Q 25 %, H 30 % of the code may be lost. EPC069-12 allows
   * any; M is a good balance of density and robustness on a screen.
   * @default 'M'
   */
  errorCorrection?: QrErrorCorrection;
  /**
   * Light margin around the code in modules; the standard asks for 4, scanners struggle below 2.
   * @default 4
   */
  quietZone?: number;
  /**
   * Accessible name of the image; say what scanning it does.
   * @default 'QR code'
   */
  label?: string;
}

/**
 * A QR code drawn as React SVG from a string (no canvas, no injected markup). Dark modules on a light
 * ground come from the `--qr-foreground` / `--qr-background` tokens, which stay dark-on-light in the
 * dark theme too, because many scanners cannot read an inverted code.
 */
export function QrCode({
  value,
  size = 192,
  errorCorrection = 'M',
  quietZone = 4,
  label = 'QR code',
  className,
  ...props
}: QrCodeProps) {
  const matrix = useMemo(
    () => qrMatrix(value, errorCorrection, quietZone),
    [value, errorCorrection, quietZone],
  );
  const path = useMemo(() => qrPath(matrix.modules), [matrix]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="qr-code"
      data-version={matrix.version}
      data-error-correction={errorCorrection}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cn('shrink-0 rounded-md', className)}
      {...props}
    >
      <rect
        data-slot="qr-code-background"
        width={matrix.size}
        height={matrix.size}
        fill="var(--qr-background)"
      />
      <path data-slot="qr-code-modules" d={path} fill="var(--qr-foreground)" />
    </svg>
  );
}
