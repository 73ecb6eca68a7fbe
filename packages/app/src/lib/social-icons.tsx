import { FacebookIcon, InstagramIcon, LinkedInIcon } from '@invest/ui';
import type { ReactNode } from 'react';
import type { SocialNetwork } from './app-config';

/** The mark of each of the operator's social profiles (the footer, the dashboard on a phone). */
export const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookIcon />,
  linkedin: <LinkedInIcon />,
  instagram: <InstagramIcon />,
};
