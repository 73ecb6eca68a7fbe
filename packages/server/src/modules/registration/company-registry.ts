/**
 * The business register behind the VAT lookup of business registration. The service ships with a
 * PostgreSQL table (`company_registry`, seeded with fictional companies); a client of the real
 * register (AJPES) can implement the same interface and be handed to `registrationHandlers`.
 */
import type { Queryable } from '../../platform/db/pool.ts';

/** The contract's `Company`. */
export interface Company {
  name: string;
  /** The VAT id, `SI` plus 8 digits. */
  taxNo: string;
  address: { streetAndNumber: string; city: string };
  /** Who may open the company's business account, when the register says (not sent to clients). */
  legalRepresentatives: string[];
}

export interface CompanyRegistry {
  /** `taxNo` is normalised (see `normaliseVatNumber`); null when the register has no such company. */
  findByTaxNo(taxNo: string): Promise<Company | null>;
}

/** SPEC §3/§9: Slovenia's VAT pattern (the `vat_regex` of its countries row), optional SI then 8 digits. */
export const SLOVENIAN_VAT_REGEX = '^(SI)?[0-9]{8}$';

/**
 * The canonical form `SI12345678` of a Slovenian VAT number typed with or without the prefix, in any
 * case, with spaces, dots or dashes; null when it does not match the country's pattern.
 */
export function normaliseVatNumber(raw: string): string | null {
  const compact = raw.replace(/[\s.-]/g, '').toUpperCase();
  if (!new RegExp(SLOVENIAN_VAT_REGEX).test(compact)) return null;
  return compact.startsWith('SI') ? compact : `SI${compact}`;
}

export function pgCompanyRegistry(db: Queryable): CompanyRegistry {
  return {
    async findByTaxNo(taxNo) {
      const { rows } = await db.query<{
        tax_no: string;
        name: string;
        street_and_number: string;
        city: string;
        legal_representatives: string[];
      }>(
        `SELECT tax_no, name, street_and_number, city, legal_representatives
         FROM company_registry WHERE tax_no = $1`,
        [taxNo],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        name: row.name,
        taxNo: row.tax_no,
        address: { streetAndNumber: row.street_and_number, city: row.city },
        legalRepresentatives: row.legal_representatives,
      };
    },
  };
}
