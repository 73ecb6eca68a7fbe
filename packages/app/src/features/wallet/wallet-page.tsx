import { Tabs, TabsContent, TabsList, TabsTrigger } from '@invest/ui';
import { IncomeStatementDialog } from '../../lib/income-statement/income-statement-dialog';
import { usePanelSwitch } from '../../lib/page-panel';
import { usePageTitle } from '../../lib/page-title';
import { PanelBar } from '../../lib/panel-bar';
import { useSignedIn } from '../../lib/session';
import { DepositPanel } from './deposit-panel';
import { useWalletTranslation } from './i18n';
import { WithdrawPanel } from './withdraw-panel';

type Panel = 'deposit' | 'withdraw';

/**
 * SPEC §2 /u/deposits (Wallet): the deposit and withdraw panels. Side by side where the content area
 * holds two columns of at least 28rem (a container query, so the sidebar's width counts), one below
 * the other under that, and two tabs on a phone (below 480 px). The bars of SPEC §2 lead from one panel
 * to the other: on a phone they switch the tab, elsewhere they scroll to the other panel; side by side
 * there is nothing to lead to and they are hidden.
 */
export function WalletPage() {
  const { t } = useWalletTranslation();
  usePageTitle(t('title'));
  const { credentials } = useSignedIn();
  const userId = credentials.userId;
  const { phone, tab, setTab, go, headingRef, tabRef } = usePanelSwitch<Panel>('deposit');

  // Two columns from 57.5rem of content (2 × 28rem + the gap: a 1280 px screen beside the sidebar);
  // the bars only below that.
  const barClass = '@min-[57.5rem]:hidden';
  const deposit = (
    <DepositPanel
      userId={userId}
      headingRef={headingRef('deposit')}
      headingHidden={phone}
      bar={
        <PanelBar
          targetId="wallet-withdraw"
          label={t('deposit.toWithdraw')}
          onGo={() => go('withdraw')}
          className={barClass}
        />
      }
    />
  );
  const withdraw = (
    <WithdrawPanel
      userId={userId}
      headingRef={headingRef('withdraw')}
      headingHidden={phone}
      bar={
        <PanelBar
          targetId="wallet-deposit"
          label={t('withdraw.toDeposit')}
          onGo={() => go('deposit')}
          className={barClass}
        />
      }
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
        {/* SPEC §2: the income statement download by date range (and the history as CSV/XLSX). */}
        <IncomeStatementDialog />
      </div>
      {phone ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Panel)}>
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger ref={tabRef('deposit')} value="deposit">
              {t('tabs.deposit')}
            </TabsTrigger>
            <TabsTrigger ref={tabRef('withdraw')} value="withdraw">
              {t('tabs.withdraw')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="deposit">{deposit}</TabsContent>
          <TabsContent value="withdraw">{withdraw}</TabsContent>
        </Tabs>
      ) : (
        <div className="@container">
          <div className="grid grid-cols-1 items-start gap-6 @min-[57.5rem]:grid-cols-2">
            {deposit}
            {withdraw}
          </div>
        </div>
      )}
    </div>
  );
}
