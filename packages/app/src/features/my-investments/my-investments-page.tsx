import { Tabs, TabsContent, TabsList, TabsTrigger } from '@invest/ui';
import { PagePanel, usePanelSwitch } from '../../lib/page-panel';
import { usePageTitle } from '../../lib/page-title';
import { PanelBar } from '../../lib/panel-bar';
import { AccountSummaryCard } from './account-summary-card';
import { useMyInvestmentsTranslation } from './i18n';
import { MyInvestmentsCard } from './my-investments-card';

type Panel = 'investments' | 'summary';

/**
 * SPEC §2 /u/my-investments: the investor's investments and, below them, the account summary; a bar
 * leads from the list to the summary (a scroll on wide screens). On a phone (below 480 px) they are two
 * tabs, My investments and Account summary, and the bars switch between them. The panels' headings
 * are for screen readers (and the bars' focus): the cards' titles name them on screen.
 */
export function MyInvestmentsPage() {
  const { t } = useMyInvestmentsTranslation();
  usePageTitle(t('title'));
  const { phone, tab, setTab, go, headingRef, tabRef } = usePanelSwitch<Panel>('investments');

  const investments = (
    <PagePanel
      id="my-investments-list"
      heading={t('list.heading')}
      headingRef={headingRef('investments')}
      headingHidden
    >
      <MyInvestmentsCard />
      <PanelBar targetId="account-summary" label={t('list.toSummary')} onGo={() => go('summary')} />
    </PagePanel>
  );
  const summary = (
    <PagePanel
      id="account-summary"
      heading={t('summary.heading')}
      headingRef={headingRef('summary')}
      headingHidden
    >
      <AccountSummaryCard />
      {phone && (
        <PanelBar targetId="my-investments-list" label={t('summary.toList')} onGo={() => go('investments')} />
      )}
    </PagePanel>
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
      {phone ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Panel)}>
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger ref={tabRef('investments')} value="investments">
              {t('tabs.investments')}
            </TabsTrigger>
            <TabsTrigger ref={tabRef('summary')} value="summary">
              {t('tabs.summary')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="investments">{investments}</TabsContent>
          <TabsContent value="summary">{summary}</TabsContent>
        </Tabs>
      ) : (
        <div className="flex flex-col gap-8">
          {investments}
          {summary}
        </div>
      )}
    </div>
  );
}
