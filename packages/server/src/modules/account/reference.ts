/**
 * The payment references quoted on bank transfers, so a statement line finds whom the money is for:
 * ISO 11649 RF creditor references. An investor's is `RF` + two check digits + the user id (digits
 * only); an originator's is `RF` + check digits + `OR` + the originator's id, so its body is never
 * all digits and no originator's reference can ever be read as an investor's. The check digits
 * catch a mistyped reference before it is booked to someone else.
 */

/** Letters become numbers (A = 10 … Z = 35), as ISO 7064 MOD 97-10 reads them. */
function numeric(text: string): string {
  return [...text].map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c)).join('');
}

function mod97(digits: string): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** `RF` + check digits + `body` (1 to 21 letters or digits), electronic format (no spaces). */
export function rfReference(body: string): string {
  const clean = body.toUpperCase();
  if (!/^[A-Z0-9]{1,21}$/.test(clean)) throw new Error('An RF reference holds 1 to 21 letters or digits');
  const check = 98 - mod97(numeric(`${clean}RF00`));
  return `RF${String(check).padStart(2, '0')}${clean}`;
}

/** Whether `text` (spaces allowed, any case) is an RF reference with correct check digits. */
export function isValidRfReference(text: string): boolean {
  const clean = text.replace(/\s+/g, '').toUpperCase();
  if (!/^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(clean)) return false;
  return mod97(numeric(clean.slice(4) + clean.slice(0, 4))) === 1;
}

/** The payment reference of an investor. */
export function investorReference(userId: number | string): string {
  return rfReference(String(userId));
}

/** The user id a valid investor reference names, or null (wrong check digits, not an id). */
export function userIdFromReference(text: string): number | null {
  if (!isValidRfReference(text)) return null;
  const body = text.replace(/\s+/g, '').toUpperCase().slice(4);
  if (!/^[1-9][0-9]{0,15}$/.test(body)) return null;
  const id = Number(body);
  return Number.isSafeInteger(id) ? id : null;
}

/** The payment reference an originator quotes on its repayments (src/modules/deposits/deposits.ts). */
export function originatorReference(originatorId: number | string): string {
  return rfReference(`OR${originatorId}`);
}

/** The originator id a valid originator reference names, or null. */
export function originatorIdFromReference(text: string): number | null {
  if (!isValidRfReference(text)) return null;
  const body = text.replace(/\s+/g, '').toUpperCase().slice(4);
  const match = /^OR([1-9][0-9]{0,15})$/.exec(body);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/** The paper format: groups of four characters (`RF18 5390 0754 7034`). */
export function printedReference(reference: string): string {
  return reference.replace(/(.{4})(?=.)/g, '$1 ');
}
