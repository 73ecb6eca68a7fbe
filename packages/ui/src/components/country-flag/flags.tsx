import type { ReactNode } from 'react';

/*
 * Flag artwork on a 24 × 18 (4:3) canvas, simplified to read at 16–32 px. The colours are the
 * countries' official ones: they are facts about the flags, not part of the theme, so they are the
 * one place in the kit with literal colour values.
 */

function horizontal(top: string, middle: string, bottom: string) {
  return (
    <>
      <rect width="24" height="18" fill={middle} />
      <rect width="24" height="6" fill={top} />
      <rect y="12" width="24" height="6" fill={bottom} />
    </>
  );
}

function vertical(left: string, middle: string, right: string) {
  return (
    <>
      <rect width="24" height="18" fill={middle} />
      <rect width="8" height="18" fill={left} />
      <rect x="16" width="8" height="18" fill={right} />
    </>
  );
}

const shield = 'M0 0h5v4.6c0 1.9-1.2 3.1-2.5 3.9C1.2 7.7 0 6.5 0 4.6z';

export const flagArt: Record<string, ReactNode> = {
  SI: (
    <>
      {horizontal('#ffffff', '#005da4', '#ed1c24')}
      <path d={shield} transform="translate(4 2.6)" fill="#005da4" stroke="#ed1c24" strokeWidth="0.6" />
      <path d="M5 8.2l1.1-1.7.7.9.7-1.6.8 1.4.7 1z" fill="#ffffff" />
    </>
  ),
  AT: horizontal('#c8102e', '#ffffff', '#c8102e'),
  DE: horizontal('#000000', '#dd0000', '#ffce00'),
  HR: (
    <>
      {horizontal('#ff0000', '#ffffff', '#171796')}
      <path
        d={shield}
        transform="translate(9.5 4.2) scale(1 1.05)"
        fill="#ffffff"
        stroke="#ff0000"
        strokeWidth="0.5"
      />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3].map((col) =>
          (row + col) % 2 === 0 ? (
            <rect
              key={`${row}-${col}`}
              x={9.5 + col * 1.25}
              y={4.2 + row * 1.25}
              width="1.25"
              height="1.25"
              fill="#ff0000"
            />
          ) : null,
        ),
      )}
    </>
  ),
  IT: vertical('#009246', '#ffffff', '#ce2b37'),
  HU: horizontal('#ce2939', '#ffffff', '#477050'),
  CZ: (
    <>
      <rect width="24" height="18" fill="#d7141a" />
      <rect width="24" height="9" fill="#ffffff" />
      <path d="M0 0l12 9-12 9z" fill="#11457e" />
    </>
  ),
  SK: (
    <>
      {horizontal('#ffffff', '#0b4ea2', '#ee1c25')}
      <path
        d={shield}
        transform="translate(4.5 3.5) scale(1.1 1.25)"
        fill="#ee1c25"
        stroke="#ffffff"
        strokeWidth="0.5"
      />
      <path d="M7.25 5.2v6M6 6.6h2.5M5.6 8.2h3.3" stroke="#ffffff" strokeWidth="0.7" />
      <path
        d="M5.2 11.2c.6-1 1.4-1 2.05 0 .65-1 1.45-1 2.05 0-.6 1-1.3 1.6-2.05 2-.75-.4-1.45-1-2.05-2z"
        fill="#0b4ea2"
      />
    </>
  ),
  PL: (
    <>
      <rect width="24" height="18" fill="#dc143c" />
      <rect width="24" height="9" fill="#ffffff" />
    </>
  ),
  GB: (
    <>
      <rect width="24" height="18" fill="#012169" />
      <path d="M0 0l24 18M24 0L0 18" stroke="#ffffff" strokeWidth="3.6" />
      <path d="M0 0l24 18M24 0L0 18" stroke="#c8102e" strokeWidth="1.2" />
      <path d="M12 0v18M0 9h24" stroke="#ffffff" strokeWidth="6" />
      <path d="M12 0v18M0 9h24" stroke="#c8102e" strokeWidth="3.6" />
    </>
  ),
  FR: vertical('#002654', '#ffffff', '#ce1126'),
  ES: (
    <>
      <rect width="24" height="18" fill="#aa151b" />
      <rect y="4.5" width="24" height="9" fill="#f1bf00" />
      <path
        d={shield}
        transform="translate(5.2 6.3) scale(0.7 0.75)"
        fill="#aa151b"
        stroke="#c8b100"
        strokeWidth="0.6"
      />
    </>
  ),
  NL: horizontal('#ae1c28', '#ffffff', '#21468b'),
  BE: vertical('#000000', '#fdda24', '#ef3340'),
  LT: horizontal('#fdb913', '#006a44', '#c1272d'),
  LV: (
    <>
      <rect width="24" height="18" fill="#9e3039" />
      <rect y="7.2" width="24" height="3.6" fill="#ffffff" />
    </>
  ),
  EE: horizontal('#0072ce', '#000000', '#ffffff'),
  RS: (
    <>
      {horizontal('#c6363c', '#0c4076', '#ffffff')}
      <path
        d={shield}
        transform="translate(5 4) scale(1 1.2)"
        fill="#c6363c"
        stroke="#ffffff"
        strokeWidth="0.5"
      />
      <path d="M7.5 5.6v6.2M5.6 8.2h3.8" stroke="#ffffff" strokeWidth="0.8" />
    </>
  ),
};
