import { encode, renderSVG } from 'uqr';
import { describe, expect, it } from 'vitest';
import { EPC_EXAMPLE_PAYLOAD } from './epc';
import { countDarkModules, countPathModules, qrMatrix, qrPath } from './matrix';

const FORMAT_ECC = { M: 0, L: 1, H: 2, Q: 3 } as const;

/** Reads the 15-bit format information beside the top-left finder (ISO/IEC 18004 §7.9). */
function readFormat(modules: boolean[][], quietZone: number) {
  const at = (x: number, y: number) => (modules[y + quietZone]![x + quietZone] ? 1 : 0);
  const bitsAt = [
    ...[0, 1, 2, 3, 4, 5].map((i) => at(8, i)),
    at(8, 7),
    at(8, 8),
    at(7, 8),
    ...[9, 10, 11, 12, 13, 14].map((i) => at(14 - i, 8)),
  ];
  const bits = bitsAt.reduce((sum, bit, i) => sum | (bit << i), 0) ^ 0x5412;
  const data = bits >> 10;
  // BCH(15,5) remainder of the data bits must match the rest of the word.
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >> 9) * 0x537);
  return { ecc: data >> 3, mask: data & 7, checksumOk: (rem & 0x3ff) === (bits & 0x3ff) };
}

describe('qrMatrix', () => {
  it('encodes an EPC069-12 SEPA payload at the version its length needs', () => {
    const matrix = qrMatrix(EPC_EXAMPLE_PAYLOAD, 'M', 4);
    // 88 bytes in byte mode at level M: version 5 holds 84, version 6 holds 106. 41 modules + 2 × 4 quiet zone.
    expect(EPC_EXAMPLE_PAYLOAD.length).toBe(88);
    expect(matrix.version).toBe(6);
    expect(matrix.size).toBe(4 * 6 + 17 + 8);
    expect(matrix.modules).toHaveLength(matrix.size);
  });

  it('keeps the quiet zone light on every side', () => {
    const { modules, size } = qrMatrix(EPC_EXAMPLE_PAYLOAD, 'M', 4);
    for (let i = 0; i < size; i++) {
      for (const edge of [0, 1, 2, 3, size - 4, size - 3, size - 2, size - 1]) {
        expect(modules[edge]![i]).toBe(false);
        expect(modules[i]![edge]).toBe(false);
      }
    }
  });

  it.each(['L', 'M', 'Q', 'H'] as const)('writes format information for level %s that reads back', (ecc) => {
    const quietZone = 2;
    const matrix = qrMatrix(EPC_EXAMPLE_PAYLOAD, ecc, quietZone);
    const raw = encode(EPC_EXAMPLE_PAYLOAD, { ecc, border: quietZone });
    const format = readFormat(matrix.modules, quietZone);
    expect(format.checksumOk).toBe(true);
    expect(format.ecc).toBe(FORMAT_ECC[ecc]);
    expect(format.mask).toBe(raw.maskPattern);
  });

  it('draws the three finder patterns', () => {
    const { modules, size } = qrMatrix('https://example.com', 'M', 0);
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      // 7×7 dark ring, light ring, 3×3 dark centre.
      expect(modules[y]![x]).toBe(true);
      expect(modules[y + 6]![x + 6]).toBe(true);
      expect(modules[y + 1]![x + 1]).toBe(false);
      expect(modules[y + 3]![x + 3]).toBe(true);
    }
  });
});

describe('qrPath', () => {
  it('draws exactly the dark modules of uqr’s matrix', () => {
    const { modules } = qrMatrix(EPC_EXAMPLE_PAYLOAD, 'M', 4);
    const path = qrPath(modules);
    const dark = countDarkModules(modules);
    expect(countPathModules(path)).toBe(dark);
    // uqr's own SVG draws one square per dark module: the same count.
    const reference = renderSVG(EPC_EXAMPLE_PAYLOAD, { ecc: 'M', border: 4, pixelSize: 1 });
    expect(reference.match(/M\d+,\d+h1v1h-1z/g)).toHaveLength(dark);
  });

  it('merges a horizontal run into one subpath', () => {
    expect(
      qrPath([
        [false, true, true, true],
        [true, false, false, true],
      ]),
    ).toBe('M1 0h3v1h-3zM0 1h1v1h-1zM3 1h1v1h-1z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrPath([[false, false]])).toBe('');
  });
});
