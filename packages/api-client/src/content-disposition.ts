/**
 * File name from a Content-Disposition header (RFC 6266): `filename*` (RFC 5987/8187 extended value,
 * UTF-8 or ISO-8859-1) wins over `filename` (quoted or token). The result is reduced to a bare
 * name — no directories, no control characters — because it is offered to the user's file system.
 * Returns null when the header is absent or names no usable file.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  const fromExtended = extended === undefined ? null : decodeExtendedValue(extended);
  const name = fromExtended ?? params.get('filename') ?? null;
  return name === null ? null : sanitizeFilename(name);
}

/** Parameters after the disposition type, names lowercased; the first occurrence of a name wins. */
function parseParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(re)) {
    const name = match[1]!.toLowerCase();
    let value = match[2]!.trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** `charset'language'percent-encoded` → text, or null when malformed or of an unknown charset. */
function decodeExtendedValue(value: string): string | null {
  const match = /^([A-Za-z0-9!#$%&+^_`{}~-]+)'[A-Za-z0-9-]*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  if (charset === 'utf-8') {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  if (charset === 'iso-8859-1') {
    if (/%(?![0-9A-Fa-f]{2})/.test(encoded)) return null;
    return encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return null;
}

function sanitizeFilename(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}
