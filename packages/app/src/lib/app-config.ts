/**
 * Settings of a deployment, read from Vite's build-time environment (`VITE_*`, e.g. in
 * packages/app/.env.production or the build's environment). Each has a documented default, so a
 * plain build shows what SPEC describes.
 *
 * | Variable                 | Default                                     | Meaning                          |
 * | ------------------------ | ------------------------------------------- | -------------------------------- |
 * | `VITE_COPYRIGHT_YEAR`    | `2020` (SPEC §2)                            | The year in every footer's ©     |
 * | `VITE_SOCIAL_FACEBOOK`   | `https://www.facebook.com/invest.si`        | Footer link; empty hides it      |
 * | `VITE_SOCIAL_LINKEDIN`   | `https://www.linkedin.com/company/invest-si`| Footer link; empty hides it      |
 * | `VITE_SOCIAL_INSTAGRAM`  | `https://www.instagram.com/invest.si`       | Footer link; empty hides it      |
 */
export type SocialNetwork = 'facebook' | 'linkedin' | 'instagram';

export interface AppConfig {
  copyrightYear: number;
  /** The footer's social links in display order; a network without an address is left out. */
  socialLinks: { network: SocialNetwork; href: string }[];
}

export const DEFAULT_COPYRIGHT_YEAR = 2020;

export const DEFAULT_SOCIAL_LINKS: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/invest.si',
  linkedin: 'https://www.linkedin.com/company/invest-si',
  instagram: 'https://www.instagram.com/invest.si',
};

type Env = Record<string, string | boolean | undefined>;

/** Only absolute http(s) addresses become links; anything else is ignored. */
function socialHref(value: string | boolean | undefined, fallback: string): string | null {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The configuration from an environment (exported for tests; the app uses `appConfig`). */
export function readAppConfig(env: Env): AppConfig {
  const year = typeof env.VITE_COPYRIGHT_YEAR === 'string' ? env.VITE_COPYRIGHT_YEAR.trim() : '';
  const networks: SocialNetwork[] = ['facebook', 'linkedin', 'instagram'];
  return {
    copyrightYear: /^\d{4}$/.test(year) ? Number(year) : DEFAULT_COPYRIGHT_YEAR,
    socialLinks: networks.flatMap((network) => {
      const href = socialHref(env[`VITE_SOCIAL_${network.toUpperCase()}`], DEFAULT_SOCIAL_LINKS[network]);
      return href ? [{ network, href }] : [];
    }),
  };
}

export const appConfig: AppConfig = readAppConfig(import.meta.env as Env);
