import { InfoTopics } from '../info-topics';
import { useInvestmentTranslation } from './i18n';

/**
 * What each rating scale means (issue 27: two scales stand side by side, each carries its
 * explanation): the platform's rank of a receivable, and the credit rating company's failure score
 * and ranking of the originator. The info side of the originator's cards.
 */
export function RatingTopics() {
  const { t } = useInvestmentTranslation();
  return (
    <InfoTopics
      topics={[
        { title: t('ratings.rankTitle'), text: t('ratings.rank') },
        { title: t('ratings.failureScoreTitle'), text: t('ratings.failureScore') },
        { title: t('ratings.rankingTitle'), text: t('ratings.ranking') },
      ]}
      help={t('info.help')}
      helpLink={t('info.helpLink')}
    />
  );
}
