import type { ReactNode } from 'react';

/*
 * Story fixtures: small SVG flags for the country list (the kit never uses emoji flags). Simplified
 * where a coat of arms would be a blur at 20px, except Slovenia's shield, without which the flag would
 * read as another country's.
 */
function Flag({ children, title }: { children: ReactNode; title: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="20"
      height="14"
      role="img"
      aria-label={title}
      className="rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]"
    >
      {children}
    </svg>
  );
}

function Horizontal({ colors, title }: { colors: string[]; title: string }) {
  const h = 20 / colors.length;
  return (
    <Flag title={title}>
      {colors.map((fill, i) => (
        <rect key={i} x="0" y={i * h} width="30" height={h} fill={fill} />
      ))}
    </Flag>
  );
}

function Vertical({ colors, title }: { colors: string[]; title: string }) {
  const w = 30 / colors.length;
  return (
    <Flag title={title}>
      {colors.map((fill, i) => (
        <rect key={i} x={i * w} y="0" width={w} height="20" fill={fill} />
      ))}
    </Flag>
  );
}

export const flags = {
  AT: <Horizontal title="Austria" colors={['#c8102e', '#ffffff', '#c8102e']} />,
  BE: <Vertical title="Belgium" colors={['#000000', '#fdda24', '#ef3340']} />,
  DE: <Horizontal title="Germany" colors={['#000000', '#dd0000', '#ffce00']} />,
  EE: <Horizontal title="Estonia" colors={['#0072ce', '#000000', '#ffffff']} />,
  ES: <Horizontal title="Spain" colors={['#aa151b', '#f1bf00', '#f1bf00', '#aa151b']} />,
  FR: <Vertical title="France" colors={['#002654', '#ffffff', '#ce1126']} />,
  HU: <Horizontal title="Hungary" colors={['#ce2939', '#ffffff', '#477050']} />,
  IE: <Vertical title="Ireland" colors={['#169b62', '#ffffff', '#ff883e']} />,
  IT: <Vertical title="Italy" colors={['#009246', '#ffffff', '#ce2b37']} />,
  LT: <Horizontal title="Lithuania" colors={['#fdb913', '#006a44', '#c1272d']} />,
  LU: <Horizontal title="Luxembourg" colors={['#ed2939', '#ffffff', '#00a1de']} />,
  NL: <Horizontal title="Netherlands" colors={['#ae1c28', '#ffffff', '#21468b']} />,
  PL: <Horizontal title="Poland" colors={['#ffffff', '#dc143c']} />,
  SI: (
    <Flag title="Slovenia">
      <rect width="30" height="20" fill="#ffffff" />
      <rect y="6.67" width="30" height="6.67" fill="#005da4" />
      <rect y="13.33" width="30" height="6.67" fill="#ed1c24" />
      <path
        d="M6 3.2h4.6v3.9c0 1.6-1.1 2.6-2.3 3.2-1.2-.6-2.3-1.6-2.3-3.2z"
        fill="#005da4"
        stroke="#ed1c24"
        strokeWidth=".5"
      />
      <path d="m6.6 7.6 1-1.2.7.9.7-.9 1 1.2" fill="none" stroke="#ffffff" strokeWidth=".5" />
    </Flag>
  ),
};
