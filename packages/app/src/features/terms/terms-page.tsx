import { Button } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { termsFor } from '../../lib/terms/content';
import { TermsBody } from '../../lib/terms/terms-document';

/** /terms: the terms of use as a page, in the interface language (SPEC §1). */
export default function TermsPage() {
  const { t, i18n } = useTranslation();
  const document = termsFor(currentLanguage(i18n));
  usePageTitle(document.title);
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {document.title}
        </h1>
        <p className="text-sm text-muted-foreground">{document.lastAmended}</p>
      </header>
      <TermsBody document={document} />
      <div>
        <Button asChild variant="outline">
          <Link to="/">{t('backToHomepage')}</Link>
        </Button>
      </div>
    </article>
  );
}
