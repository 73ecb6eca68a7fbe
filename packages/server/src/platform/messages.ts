/** Texts of e-mails and SMS in the two product languages (EN is the fallback). */
import { centsToDecimal } from './money.ts';

export type Language = 'EN' | 'SL';

/** An amount of cents as the language writes euros (`1.250,00 €`, `€1,250.00`), exactly (no float). */
export function formatEuros(language: Language, cents: bigint): string {
  const decimal = centsToDecimal(cents);
  const format = new Intl.NumberFormat(language === 'SL' ? 'sl-SI' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  });
  // A decimal string is formatted exactly (Intl.NumberFormat v3); its type is not in lib ES2023 yet.
  return format.format(decimal as unknown as number);
}

/**
 * An IBAN as an SMS or e-mail may show it: country, check digits and the last four characters
 * (`SI56 **** 3438`), enough to recognise one's own account, not to copy it.
 */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}

/**
 * The product language an `Accept-Language` header asks for: the app sends the lowercased user
 * language (`sl`, `en`); a browser-style list counts by its first entry. Anything else is English.
 */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  const first = (value ?? '').split(',')[0]!.trim().toLowerCase();
  return first === 'sl' || first.startsWith('sl-') ? 'SL' : 'EN';
}

/** A paragraph of an e-mail: one line, or several lines kept together (a list of amounts). */
export type EmailParagraph = string | readonly string[];

/** An e-mail's text in one language; a `null` paragraph is left out (an optional notice). */
export interface EmailText {
  subject: string;
  paragraphs: readonly (EmailParagraph | null)[];
}

/**
 * An e-mail to one person in the shape every product e-mail shares: the greeting with their first
 * name, the paragraphs separated by one blank line, and the team's signature. Templates give only
 * their subject and paragraphs per language, so greeting, spacing and signature cannot drift apart.
 */
export function personalEmail(
  language: Language,
  firstName: string,
  texts: Readonly<Record<Language, EmailText>>,
): { subject: string; body: string } {
  const { subject, paragraphs } = texts[language];
  const greeting = language === 'SL' ? `Pozdravljeni, ${firstName}!` : `Hello ${firstName},`;
  const signature = language === 'SL' ? 'Ekipa Invest' : 'The Invest team';
  const middle = paragraphs.filter((p) => p !== null).map((p) => (typeof p === 'string' ? p : p.join('\n')));
  return { subject, body: [greeting, ...middle, signature].join('\n\n') };
}
