import { Tabs, TabsContent, TabsList, TabsTrigger } from '@invest/ui';
import { usePanelSwitch } from '../../lib/page-panel';
import { usePageTitle } from '../../lib/page-title';
import { PanelBar } from '../../lib/panel-bar';
import { AccountPanel } from './account-panel';
import { useAccountTranslation } from './i18n';
import { InvestorProfilePanel } from './investor-profile-panel';

type Panel = 'account' | 'profile';

/**
 * SPEC §2 /u/account: the account panel (personal data and security, notifications) and the investor
 * profile. Side by side where the content area holds two columns, one below the other under that,
 * and two tabs on a phone (below 480 px); the account panel's bar leads to the profile.
 */
export function AccountPage() {
  const { t } = useAccountTranslation();
  usePageTitle(t('title'));
  const { phone, tab, setTab, go, headingRef, tabRef } = usePanelSwitch<Panel>('account');

  const account = (
    <AccountPanel
      headingRef={headingRef('account')}
      headingHidden={phone}
      bar={
        <PanelBar
          targetId="investor-profile"
          label={t('panel.toProfile')}
          onGo={() => go('profile')}
          // Side by side the profile is in view already.
          className="@min-[57.5rem]:hidden"
        />
      }
    />
  );
  const profile = <InvestorProfilePanel headingRef={headingRef('profile')} headingHidden={phone} />;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
      {phone ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Panel)}>
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger ref={tabRef('account')} value="account">
              {t('tabs.account')}
            </TabsTrigger>
            <TabsTrigger ref={tabRef('profile')} value="profile">
              {t('tabs.profile')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="account">{account}</TabsContent>
          <TabsContent value="profile">{profile}</TabsContent>
        </Tabs>
      ) : (
        <div className="@container">
          <div className="grid grid-cols-1 items-start gap-6 @min-[57.5rem]:grid-cols-2">
            {account}
            {profile}
          </div>
        </div>
      )}
    </div>
  );
}
