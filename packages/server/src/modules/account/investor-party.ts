/**
 * The investor as printed on a document (the income statement, the assignment contracts): the name
 * lines and the address lines, from the columns INVESTOR_PARTY_COLUMNS selects.
 */

/** The columns of `users u` and `countries c` that investorParty reads (one select list, many queries). */
export const INVESTOR_PARTY_COLUMNS = `u.investor_type, u.first_name, u.last_name, u.street_name, u.street_number,
  u.postal_code, u.city, c.name AS country_name, u.company_name, u.company_street_and_number, u.company_city`;

export interface InvestorPartyRow {
  investor_type: 'Personal' | 'Business';
  first_name: string;
  last_name: string;
  street_name: string | null;
  street_number: string | null;
  postal_code: string | null;
  city: string | null;
  country_name: string;
  company_name: string | null;
  company_street_and_number: string | null;
  company_city: string | null;
}

export interface InvestorParty {
  /** The company, then the person, for a business investor; else the person. */
  name: string[];
  /** The company's address when known, else the person's; the country last. */
  address: string[];
}

export function investorParty(u: InvestorPartyRow): InvestorParty {
  const person = `${u.first_name} ${u.last_name}`;
  const join = (...parts: (string | null)[]) => parts.filter((p) => p !== null && p.trim() !== '').join(' ');
  const personalAddress = [
    join(u.street_name, u.street_number),
    join(u.postal_code, u.city),
    u.country_name,
  ].filter((line) => line !== '');
  const business = u.investor_type === 'Business' && u.company_name !== null;
  const companyAddress =
    u.company_street_and_number !== null && u.company_city !== null
      ? [u.company_street_and_number, u.company_city, u.country_name]
      : personalAddress;
  return {
    name: business ? [u.company_name!, person] : [person],
    address: business ? companyAddress : personalAddress,
  };
}
