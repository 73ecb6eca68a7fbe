import type { User } from '@invest/api-client';

export type AccountNotice = 'pending-verification' | 'complete-profile';

/** Whether the questionnaire of the user's investor type has been completed. */
export function profileCompleted(
  user: Pick<User, 'investorType' | 'investorProfile' | 'companyInvestorProfile'>,
) {
  return user.investorType === 'Business'
    ? (user.companyInvestorProfile?.completed ?? false)
    : user.investorProfile.completed;
}

/**
 * SPEC §4: an unconfirmed account is pending verification (a banner says to wait); the profile
 * banner shows unless the account is confirmed and the investor profile completed.
 */
export function accountNotices(
  user: Pick<User, 'status' | 'investorType' | 'investorProfile' | 'companyInvestorProfile'>,
): AccountNotice[] {
  const notices: AccountNotice[] = [];
  if (!user.status.confirmed) notices.push('pending-verification');
  if (!(user.status.confirmed && profileCompleted(user))) notices.push('complete-profile');
  return notices;
}
