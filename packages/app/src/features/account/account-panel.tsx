import type { AccountSummaryFrequency, ApiLanguage, NotificationSettings, User } from '@invest/api-client';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DescriptionList,
  SegmentedControl,
  Select,
  Switch,
} from '@invest/ui';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../lib/api';
import { countryByName, countryLabel } from '../../lib/countries';
import { formatDate, groupInFours } from '../../lib/formatting';
import { currentLanguage, LANGUAGE_NAMES, storeLanguage, type Language } from '../../lib/i18n';
import { PagePanel } from '../../lib/page-panel';
import { DeleteAccount } from './delete-account';
import { useAccountTranslation } from './i18n';
import { useProfileChange } from './use-profile-change';
import { TwoFactorSetting } from './two-factor-setting';
import { AuthenticatorSetting } from './authenticator-setting';
import { PasskeysSetting } from './passkeys-setting';
import { SessionsList } from './sessions-list';

/** Shown where a value is missing. */
export const DASH = '—';

/** The app's interface language of each of the account's languages, and back. */
const INTERFACE_LANGUAGE: Record<ApiLanguage, Language> = { EN: 'en', SL: 'sl' };

export interface AccountPanelProps {
  bar: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  headingHidden?: boolean;
}

/** SPEC §2 Account page: personal data and security, the notification settings, a bar to the investor profile. */
export function AccountPanel({ bar, headingRef, headingHidden }: AccountPanelProps) {
  const { t } = useAccountTranslation();
  return (
    <PagePanel
      id="account-panel"
      heading={t('panel.heading')}
      headingRef={headingRef}
      headingHidden={headingHidden}
    >
      <PersonalCard />
      <SecurityCard />
      <NotificationsCard />
      {bar}
    </PagePanel>
  );
}

/**
 * A one-line postal address: street and number, postal code and city, country — the country in the
 * interface language (the service names it in English: "Slovenia" would sit beside "Slovenija").
 */
export function addressOf(user: User, language: string): string {
  const { streetName, streetNumber, postalCode, townOrSuburb, regionOrState } = user.address;
  const street = [streetName, streetNumber].filter(Boolean).join(' ');
  const city = [postalCode, townOrSuburb].filter(Boolean).join(' ');
  const known = countryByName(regionOrState);
  const country = known ? countryLabel(known, language) : regionOrState;
  return [street, city, country].filter(Boolean).join(', ');
}

function PersonalCard() {
  const { t, i18n } = useAccountTranslation();
  const user = useCurrentUser();
  const language = currentLanguage(i18n);
  const validTo = user.identificationDocument.validTo;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('personal.title')}</CardTitle>
      </CardHeader>
      <CardContent className="gap-5">
        <DescriptionList
          notAvailableLabel={DASH}
          items={[
            {
              id: 'accountNumber',
              label: t('personal.accountNumber'),
              value: (
                <span className="tabular-nums tracking-wide">{groupInFours(user.reference.number)}</span>
              ),
            },
            { id: 'firstName', label: t('personal.firstName'), value: user.contact.firstName },
            { id: 'lastName', label: t('personal.lastName'), value: user.contact.lastName },
            { id: 'address', label: t('personal.address'), value: addressOf(user, language) },
            { id: 'email', label: t('personal.email'), value: user.contact.email },
            { id: 'phone', label: t('personal.phone'), value: user.contact.telephone },
            {
              id: 'idValidTo',
              label: t('personal.idValidTo'),
              value: validTo && formatDate(validTo, language),
            },
          ]}
        />
        <LanguageSetting />
      </CardContent>
    </Card>
  );
}

/**
 * SPEC §2 default language EN/SL: choosing one switches the interface at once and saves
 * `settings.language` (the language of the account's e-mails and SMS too); a refused save switches
 * both back.
 */
function LanguageSetting() {
  const { t, i18n } = useAccountTranslation();
  const user = useCurrentUser();
  const save = useProfileChange();
  const labelId = useId();
  const hintId = useId();

  const choose = async (value: ApiLanguage) => {
    const previous = currentLanguage(i18n);
    const next = INTERFACE_LANGUAGE[value];
    storeLanguage(next);
    // Switched (its texts loaded) before the save, whose confirmation is then told in it.
    await i18n.changeLanguage(next);
    const saved = await save({ settings: { language: value } }, (current) => ({
      ...current,
      settings: { ...current.settings, language: value },
    }));
    if (!saved) {
      storeLanguage(previous);
      void i18n.changeLanguage(previous);
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="flex min-w-0 flex-col gap-1">
        <p id={labelId} className="text-sm font-medium leading-6 text-foreground">
          {t('personal.language')}
        </p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('personal.languageHint')}
        </p>
      </div>
      <SegmentedControl<ApiLanguage>
        aria-labelledby={labelId}
        aria-describedby={hintId}
        options={[
          { value: 'EN', label: LANGUAGE_NAMES.en },
          { value: 'SL', label: LANGUAGE_NAMES.sl },
        ]}
        value={user.settings.language}
        onValueChange={(value) => void choose(value)}
      />
    </div>
  );
}

function SecurityCard() {
  const { t } = useAccountTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('security.title')}</CardTitle>
      </CardHeader>
      <CardContent className="gap-5">
        <TwoFactorSetting />
        <AuthenticatorSetting />
        <PasskeysSetting />
        <SessionsList />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <Button asChild variant="outline">
            <Link to="/u/change-password">{t('security.changePassword')}</Link>
          </Button>
          <DeleteAccount />
        </div>
      </CardContent>
    </Card>
  );
}

type NotificationSwitch = Exclude<keyof NotificationSettings, 'accountSummary'>;
const SWITCHES: NotificationSwitch[] = ['deposits', 'withdrawals', 'news', 'updates'];
const SUMMARIES: AccountSummaryFrequency[] = ['NONE', 'DAILY', 'WEEKLY', 'MONTHLY'];

/** SPEC §2 notifications: how often the account summary comes, and which e-mails. Each change is saved alone. */
function NotificationsCard() {
  const { t } = useAccountTranslation();
  const user = useCurrentUser();
  const save = useProfileChange();
  const notifications = user.settings.notifications;

  const change = <K extends keyof NotificationSettings>(key: K, value: NotificationSettings[K]) =>
    void save({ settings: { notifications: { [key]: value } } }, (current) => ({
      ...current,
      settings: {
        ...current.settings,
        notifications: { ...current.settings.notifications, [key]: value },
      },
    }));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('notifications.title')}</CardTitle>
      </CardHeader>
      <CardContent className="gap-5">
        <Select
          label={t('notifications.accountSummary')}
          options={SUMMARIES.map((value) => ({ value, label: t(`notifications.summary.${value}`) }))}
          value={notifications.accountSummary}
          onValueChange={(value) => change('accountSummary', value as AccountSummaryFrequency)}
        />
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`notifications.${key}`)}
            description={t(`notifications.${key}Hint`)}
            checked={notifications[key]}
            onCheckedChange={(checked) => change(key, checked)}
          />
        ))}
      </CardContent>
    </Card>
  );
}
