import type { Schemas } from '@invest/api-client';

type Status = Schemas['OpsInvestorStatus'];

/** The one status a row shows: the strongest measure first (closed, blocked, restricted), else identification. */
export function investorStatus(investor: Schemas['OpsInvestor']): Status {
  if (investor.closed) return 'CLOSED';
  if (investor.blocked) return 'BLOCKED';
  if (investor.restrictions.buying || investor.restrictions.withdrawing) return 'RESTRICTED';
  return investor.identified ? 'CONFIRMED' : 'PENDING';
}
