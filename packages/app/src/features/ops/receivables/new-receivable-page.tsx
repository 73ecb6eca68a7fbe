import { Card, CardContent } from '@invest/ui';
import { useNavigate } from 'react-router-dom';
import { OpsBackLink, OpsPage } from '../page';
import { useReceivablesTranslation } from './i18n';
import { ReceivableForm } from './receivable-form';

/** /ops/receivables/new: list a receivable (POST /ops/receivables), then its detail page. */
export function NewReceivablePage() {
  const { t } = useReceivablesTranslation();
  const navigate = useNavigate();
  return (
    <OpsPage
      title={t('form.newTitle')}
      description={t('form.newDescription')}
      back={<OpsBackLink to="/ops/receivables">{t('detail.back')}</OpsBackLink>}
    >
      <Card className="max-w-4xl">
        <CardContent>
          <ReceivableForm
            onDone={(receivable) => void navigate(`/ops/receivables/${receivable.Id}`)}
            onCancel={() => void navigate('/ops/receivables')}
          />
        </CardContent>
      </Card>
    </OpsPage>
  );
}
