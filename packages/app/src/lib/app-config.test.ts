import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_LINKS, readAppConfig } from './app-config';

describe('readAppConfig', () => {
  it('defaults to SPEC: © 2020 and the three social links', () => {
    expect(readAppConfig({})).toEqual({
      copyrightYear: 2020,
      socialLinks: [
        { network: 'facebook', href: DEFAULT_SOCIAL_LINKS.facebook },
        { network: 'linkedin', href: DEFAULT_SOCIAL_LINKS.linkedin },
        { network: 'instagram', href: DEFAULT_SOCIAL_LINKS.instagram },
      ],
    });
  });

  it('takes the year and the addresses from VITE_* variables', () => {
    const config = readAppConfig({
      VITE_COPYRIGHT_YEAR: '2027',
      VITE_SOCIAL_FACEBOOK: 'https://facebook.example/other',
      VITE_SOCIAL_LINKEDIN: '',
    });
    expect(config.copyrightYear).toBe(2027);
    expect(config.socialLinks).toEqual([
      { network: 'facebook', href: 'https://facebook.example/other' },
      { network: 'instagram', href: DEFAULT_SOCIAL_LINKS.instagram },
    ]);
  });

  it('ignores a year that is no year and an address that is no web address', () => {
    const config = readAppConfig({
      VITE_COPYRIGHT_YEAR: 'soon',
      VITE_SOCIAL_INSTAGRAM: 'javascript:alert(1)',
    });
    expect(config.copyrightYear).toBe(2020);
    expect(config.socialLinks.map((l) => l.network)).toEqual(['facebook', 'linkedin']);
  });
});
