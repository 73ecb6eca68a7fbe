import { Link } from 'react-router-dom';
import { useApiQuery } from '../../lib/api';

interface InvestorLinkProps {
  userId: number;
  /** The name when the caller has it already (no lookup then). */
  name?: string;
  /** Shown while the name is unknown (loading, or the profile could not be read), e.g. "Investor 42". */
  fallback: string;
}

/**
 * An investor named in a console list, linked to their profile (/ops/investors/:id). Lists that
 * carry only the user id look the name up (GET /ops/investors/{id}; SWR shares one request per
 * investor across the page).
 */
export function InvestorLink({ userId, name, fallback }: InvestorLinkProps) {
  const { data } = useApiQuery(name === undefined ? '/ops/investors/{id}' : null, {
    path: { id: userId },
  });
  return (
    <Link
      to={`/ops/investors/${userId}`}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {name ?? data?.name ?? fallback}
    </Link>
  );
}
