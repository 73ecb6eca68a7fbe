import type { Schemas } from '@invest/api-client';

/** Who registered: the person, and for a business account the company first. */
export function reviewerName(
  review: Pick<Schemas['IdentityReview'], 'firstName' | 'lastName' | 'companyName'>,
) {
  const person = `${review.firstName} ${review.lastName}`;
  return review.companyName ? `${review.companyName} (${person})` : person;
}
