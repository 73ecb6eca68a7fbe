import { Banner, Button, useToast } from '@invest/ui';
import { Link, useLocation } from 'react-router-dom';
import { formatDate } from '../formatting';
import { currentLanguage } from '../i18n';
import { platformToday } from '../interest';
import { requestOf, useAutoInvest, useSaveAutoInvest } from './auto-invest-queries';
import { useStrategyTranslation } from './i18n';

export const STRATEGIES_PATH = '/u/auto-invest-strategies';

/**
 * SPEC §1/§9: a strategy must be reconfirmed at least every 2 years; after that the service pauses it
 * (`needsReconfirmation`). This banner says so and confirms it with one press (the same setting posted
 * again, which restarts the period); elsewhere than the strategies page it also leads there, for an
 * investor who would rather change it. Nothing is shown while the strategy needs nothing.
 */
export function AutoInvestReconfirmBanner({ userId }: { userId: number }) {
  const { t, i18n } = useStrategyTranslation();
  const { pathname } = useLocation();
  const { toast } = useToast();
  const { setting } = useAutoInvest(userId);
  const confirm = useSaveAutoInvest(userId);
  if (!setting?.needsReconfirmation) return null;

  const name = t(`names.${setting.type}`);
  const onConfirm = async () => {
    const result = await confirm.save(requestOf(setting));
    if (result.ok) {
      toast({
        id: 'auto-invest-reconfirmed',
        variant: 'success',
        title: t('reconfirm.done'),
        description: t('reconfirm.doneDescription', { name }),
      });
    }
  };

  return (
    <Banner
      variant="warning"
      title={t('reconfirm.title')}
      text={t('reconfirm.text', {
        name,
        date: formatDate(platformToday(new Date(setting.confirmedAt)), currentLanguage(i18n)),
      })}
      action={
        <>
          <Button loading={confirm.isSaving} loadingLabel={t('reconfirm.pending')} onClick={onConfirm}>
            {t('reconfirm.confirm')}
          </Button>
          {pathname !== STRATEGIES_PATH && (
            <Button asChild variant="outline">
              <Link to={STRATEGIES_PATH}>{t('reconfirm.review')}</Link>
            </Button>
          )}
        </>
      }
    >
      {confirm.errorMessage && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {confirm.errorMessage}
        </p>
      )}
    </Banner>
  );
}
