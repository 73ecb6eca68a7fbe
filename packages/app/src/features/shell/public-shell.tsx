import { BrandWordmark, PublicLayout, type PublicLayoutProps } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router-dom';
import { appConfig } from '../../lib/app-config';
import { LanguageSwitch } from '../../lib/i18n/language-switch';

/** A public route may ask for another frame in its `handle` (e.g. the wide, plain not-found page). */
export interface PublicFrameHandle {
  publicFrame?: Pick<PublicLayoutProps, 'size' | 'surface'>;
}

/** The frame of the public pages: brand, language selector, the page in a card, copyright. */
export function PublicShell() {
  const { t } = useTranslation('shell');
  const frame = useMatches()
    .map((match) => (match.handle as PublicFrameHandle | undefined)?.publicFrame)
    .findLast(Boolean);
  return (
    <PublicLayout
      brand={
        <Link
          to="/"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <BrandWordmark />
        </Link>
      }
      languageSlot={<LanguageSwitch />}
      copyright={t('footer.copyright', { year: appConfig.copyrightYear })}
      size={frame?.size}
      surface={frame?.surface}
    >
      <Outlet />
    </PublicLayout>
  );
}
