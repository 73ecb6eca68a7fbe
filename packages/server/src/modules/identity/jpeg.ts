/**
 * Identity documents arrive as JPEG photos (SPEC §5). A file is accepted for what it is, never for
 * its name or declared type: its bytes must be one JPEG from the first byte to the last, it must
 * decode completely, and what is stored is a fresh encoding of the decoded pixels, so no metadata
 * (EXIF with GPS position and camera serials, XMP, ICC, comments) and nothing hidden between the
 * segments survives.
 */
import sharp from 'sharp';

/**
 * Larger images are refused from their frame header, before anything is decoded: a file of a few
 * hundred bytes can claim 60000 × 60000 pixels, which would take gigabytes to decode. 100
 * megapixels is more than any phone's normal photo (50 MP sensors write 8160 × 6144).
 */
export const MAX_JPEG_PIXELS = 100_000_000;

/** Why the bytes are refused: not exactly a JPEG, or a frame larger than MAX_JPEG_PIXELS. */
export interface JpegProblem {
  kind: 'structure' | 'pixels';
  message: string;
}

const structure = (message: string): JpegProblem => ({ kind: 'structure', message });

/** Markup or script in a metadata segment: the image is also meant to be read as something else. */
const MARKUP = /<\s*(script|html|body|svg|iframe|object|embed|!doctype)\b|<\?php/i;

/** Markers without a length (SOI, EOI, RSTn, TEM). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

/**
 * Why the bytes are not exactly a JPEG image of at most MAX_JPEG_PIXELS, or null when they are: SOI
 * first, well-formed segments with a frame before the scans, entropy-coded data up to EOI, and after
 * EOI nothing but further complete JPEG images (the secondary images of a Multi-Picture file, as
 * phones write for HDR). Data of another format before or after the image (a ZIP, a script, a video:
 * a polyglot) or markup inside an APPn or COM segment is refused; so is any frame header (of every
 * image in the file) declaring more pixels than the limit.
 */
export function jpegStructureProblem(bytes: Uint8Array, depth = 0): JpegProblem | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) {
    return structure('the file does not start as a JPEG image');
  }
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = 2;
  let frame = false;
  let scan = false;
  while (i < view.length) {
    if (view[i] !== 0xff) return structure('the JPEG segments are damaged');
    // Fill bytes (0xFF) may precede any marker.
    while (i < view.length && view[i] === 0xff) i++;
    if (i >= view.length) break;
    const marker = view[i]!;
    i++;
    if (marker === 0xd9) {
      if (!scan) return structure('the JPEG has no image data');
      const rest = view.subarray(i);
      if (rest.length === 0) return null;
      if (depth < 3 && rest[0] === 0xff && rest[1] === 0xd8) return jpegStructureProblem(rest, depth + 1);
      return structure('the file holds other data after the image');
    }
    if (marker === 0x00 || marker === 0xd8) return structure('the JPEG segments are damaged');
    if (standalone(marker)) continue;
    if (i + 2 > view.length) break;
    const length = view.readUInt16BE(i);
    if (length < 2 || i + length > view.length) break;
    const isAppOrComment = (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (isAppOrComment && MARKUP.test(view.toString('latin1', i + 2, i + length))) {
      return structure('the file holds markup or script');
    }
    // SOFn: C0-CF except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Length, sample precision (1 byte), then the number of lines and of samples per line.
      if (length < 8) return structure('the JPEG segments are damaged');
      const height = view.readUInt16BE(i + 3);
      const width = view.readUInt16BE(i + 5);
      if (width * height > MAX_JPEG_PIXELS) {
        return {
          kind: 'pixels',
          message: `the image is ${width} × ${height} pixels; at most ${MAX_JPEG_PIXELS / 1_000_000} megapixels are accepted`,
        };
      }
      frame = true;
    }
    i += length;
    if (marker === 0xda) {
      if (!frame) return structure('the JPEG segments are damaged');
      scan = true;
      // Entropy-coded data runs to the next marker: 0xFF00 is a stuffed byte, 0xFFD0-D7 a restart.
      while (i < view.length) {
        if (view[i] === 0xff) {
          const next = view[i + 1];
          if (next === undefined) break;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
            i += 2;
            continue;
          }
          break;
        }
        i++;
      }
    }
  }
  return structure('the JPEG image is cut off');
}

export interface CleanJpeg {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the whole image (refusing decoder errors and truncation) and encodes it again as a
 * baseline JPEG turned upright by its EXIF orientation, without any metadata. Returns null when the
 * bytes are not a JPEG image that decodes. Call it only on bytes jpegStructureProblem accepted: the
 * pixel limit given to sharp as well is a second guard, not the check.
 */
export async function reencodeJpeg(bytes: Buffer): Promise<CleanJpeg | null> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_JPEG_PIXELS });
    const { format } = await image.metadata();
    if (format !== 'jpeg') return null;
    // sharp writes no metadata unless asked to (keepMetadata/withMetadata): EXIF, XMP, IPTC, ICC
    // and comments are all left behind; pixels are converted to sRGB.
    const { data, info } = await image
      .rotate()
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
