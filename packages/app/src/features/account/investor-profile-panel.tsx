import type { User } from '@invest/api-client';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DescriptionList,
  Select,
  TextField,
  type DescriptionListItem,
} from '@invest/ui';
import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../lib/api';
import { countryByName, countryLabel, countryNameOf, residenceOptions } from '../../lib/countries';
import { formatDate, groupInFours } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { PagePanel } from '../../lib/page-panel';
import { addressOf, DASH } from './account-panel';
import { useAccountTranslation } from './i18n';
import { QUESTIONNAIRE_PATH, UPLOAD_PATH } from './questionnaire/questions';
import { useProfileChange } from './use-profile-change';

export interface InvestorProfilePanelProps {
  headingRef?: Ref<HTMLHeadingElement>;
  headingHidden?: boolean;
}

/**
 * SPEC §2 Investor profile: the investor's details as identified, the tax residence and tax number
 * (view and edit), the identity verification state, the ID's validity and the questionnaire's answers.
 */
export function InvestorProfilePanel({ headingRef, headingHidden }: InvestorProfilePanelProps) {
  const { t, i18n } = useAccountTranslation();
  const user = useCurrentUser();
  const language = currentLanguage(i18n);
  const validTo = user.identificationDocument.validTo;
  const bank = user.mainBankAccount;
  const citizenship = countryByName(user.address.regionOrState);
  const items: DescriptionListItem[] = [
    ...(user.company ? [{ id: 'company', label: t('profile.company'), value: user.company.name }] : []),
    { id: 'firstName', label: t('personal.firstName'), value: user.contact.firstName },
    { id: 'lastName', label: t('personal.lastName'), value: user.contact.lastName },
    { id: 'address', label: t('personal.address'), value: addressOf(user, language) },
    {
      id: 'citizenship',
      label: t('profile.citizenship'),
      // The service names the country in English (regionOrState); shown in the interface language.
      value: citizenship ? countryLabel(citizenship, language) : user.address.regionOrState,
    },
    {
      id: 'bankAccount',
      label: t('profile.bankAccount'),
      value: bank && (
        <span className="flex flex-col">
          <span className="tabular-nums tracking-wide whitespace-nowrap">
            {groupInFours(bank.accountNumber)}
          </span>
          <span className="font-normal text-muted-foreground">{bank.bank}</span>
        </span>
      ),
    },
    {
      id: 'identity',
      label: t('profile.identity'),
      value: t(`profile.verification.${user.identificationDocument.verification}`),
    },
    { id: 'idValidTo', label: t('personal.idValidTo'), value: validTo && formatDate(validTo, language) },
  ];

  return (
    <PagePanel
      id="investor-profile"
      heading={t('profile.heading')}
      headingRef={headingRef}
      headingHidden={headingHidden}
    >
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('profile.title')}</CardTitle>
        </CardHeader>
        <CardContent className="gap-5">
          <IdentityVerification user={user} />
          <DescriptionList items={items} notAvailableLabel={DASH} />
          <TaxResidence />
          <TaxNumber />
        </CardContent>
      </Card>
      <Questionnaire user={user} />
    </PagePanel>
  );
}

interface EditableSettingProps {
  label: string;
  /** What view mode shows; empty shows a dash. */
  display: ReactNode;
  editLabel: string;
  /** The value the editor starts with. */
  initial: string;
  /** Saves the (trimmed) value; resolves with whether it was saved. */
  onSave: (value: string) => Promise<boolean>;
  editor: (props: { id: string; value: string; onChange: (value: string) => void }) => ReactNode;
}

/** SPEC §2/§5: a field of the profile that switches between view and edit; Save is disabled while empty. */
function EditableSetting({ label, display, editLabel, initial, onSave, editor }: EditableSettingProps) {
  const { t } = useAccountTranslation();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const empty = value.trim() === '';

  if (!editing) {
    return (
      <div
        data-slot="editable-setting"
        data-state="view"
        className="flex items-center justify-between gap-4 border-t pt-4"
      >
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="text-sm text-muted-foreground">{label}</span>
          <span className="text-sm font-medium break-words text-foreground">{display || DASH}</span>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={editLabel}
          onClick={() => {
            setValue(initial);
            setEditing(true);
          }}
        >
          {t('profile.edit')}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || saving) return;
    setSaving(true);
    const saved = await onSave(value.trim());
    setSaving(false);
    if (saved) setEditing(false);
  };

  return (
    <form
      data-slot="editable-setting"
      data-state="edit"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 border-t pt-4"
    >
      {editor({ id, value, onChange: setValue })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={empty} loading={saving} loadingLabel={t('profile.saving')}>
          {t('profile.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={saving} onClick={() => setEditing(false)}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

function TaxResidence() {
  const { t, i18n } = useAccountTranslation();
  const user = useCurrentUser();
  const save = useProfileChange();
  const language = currentLanguage(i18n);
  const code = user.investorProfile.countryOfResidence;
  // Business investors answer their own questionnaire; the tax residence is a personal investor's.
  if (user.investorType !== 'Personal') return null;
  return (
    <EditableSetting
      label={t('profile.taxResidence')}
      display={code && countryNameOf(code, language)}
      editLabel={t('profile.editTaxResidence')}
      initial={code ?? ''}
      onSave={(value) =>
        save({ investorProfile: { countryOfResidence: value } }, (current) => ({
          ...current,
          investorProfile: { ...current.investorProfile, countryOfResidence: value },
        }))
      }
      editor={({ id, value, onChange }) => (
        <Select
          id={id}
          label={t('profile.taxResidence')}
          placeholder={t('profile.chooseCountry')}
          required
          requiredMarker={null}
          options={residenceOptions(language)}
          value={value}
          onValueChange={onChange}
        />
      )}
    />
  );
}

function TaxNumber() {
  const { t } = useAccountTranslation();
  const user = useCurrentUser();
  const save = useProfileChange();
  return (
    <EditableSetting
      label={t('profile.taxNumber')}
      display={user.taxNo}
      editLabel={t('profile.editTaxNumber')}
      initial={user.taxNo ?? ''}
      onSave={(value) => save({ taxNo: value }, (current) => ({ ...current, taxNo: value }))}
      editor={({ id, value, onChange }) => (
        <TextField
          id={id}
          label={t('profile.taxNumber')}
          autoComplete="off"
          maxLength={30}
          required
          requiredMarker={null}
          value={value}
          onValueChange={onChange}
        />
      )}
    />
  );
}

/**
 * SPEC §2/§4: where the identification stands. Until the operator confirms it the investor is told
 * why investing and withdrawing wait; the upload link shows while nothing waits for review (none
 * uploaded yet, or the last upload was refused, with the operator's reason).
 */
function IdentityVerification({ user }: { user: User }) {
  const { t } = useAccountTranslation();
  const { verification, rejectionReason } = user.identificationDocument;
  if (verification === 'CONFIRMED') return null;
  if (verification === 'PENDING') {
    return <Alert variant="info" description={t('profile.identityPending')} />;
  }
  const rejected = verification === 'REJECTED';
  return (
    <div data-slot="identity-upload" className="flex flex-col items-start gap-3">
      <Alert
        variant={rejected ? 'warning' : 'info'}
        description={
          rejected
            ? t('profile.identityRejected', { reason: rejectionReason ?? '' })
            : t('profile.identityMissing')
        }
      />
      <Button asChild size="sm">
        <Link to={UPLOAD_PATH}>{rejected ? t('profile.uploadAgain') : t('profile.uploadDocuments')}</Link>
      </Button>
    </div>
  );
}

/** The financial questionnaire's answers, read only (the questionnaire screens change them). */
function Questionnaire({ user }: { user: User }) {
  const { t } = useAccountTranslation();
  const profile = user.investorProfile;
  const company = user.companyInvestorProfile;
  const completed = user.investorType === 'Business' ? (company?.completed ?? false) : profile.completed;
  const items: DescriptionListItem[] =
    user.investorType === 'Business'
      ? [
          {
            id: 'economicActivity',
            label: t('profile.economicActivity'),
            value: company?.economicActivity && t(`options.economicActivity.${company.economicActivity}`),
          },
          {
            id: 'mainCounterPartyOrigin',
            label: t('profile.mainCounterPartyOrigin'),
            value:
              company?.mainCounterPartyOrigin &&
              t(`options.counterpartyOrigin.${company.mainCounterPartyOrigin}`),
          },
          {
            id: 'companyType',
            label: t('profile.companyType'),
            value: company?.type && t(`options.companyType.${company.type}`),
          },
          {
            id: 'companyAnnualIncome',
            label: t('profile.companyAnnualIncome'),
            value: company?.annualIncome && t(`options.companyAnnualIncome.${company.annualIncome}`),
          },
          {
            id: 'availableIncomePercent',
            label: t('profile.availableIncomePercent'),
            value:
              company?.availableIncomePercent &&
              t(`options.availableIncomePercent.${company.availableIncomePercent}`),
          },
        ]
      : [
          {
            id: 'fundsSources',
            label: t('profile.fundsSources'),
            value: profile.fundsSources.map((source) => t(`options.fundsSources.${source}`)).join(', '),
          },
          {
            id: 'annualIncome',
            label: t('profile.annualIncome'),
            value: profile.annualIncome && t(`options.annualIncome.${profile.annualIncome}`),
          },
        ];
  return (
    <Card>
      <CardContent>
        <DescriptionList
          title={t('profile.questionnaire')}
          items={items}
          notAvailableLabel={t('profile.notAnswered')}
        />
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={`${QUESTIONNAIRE_PATH}/1`}>
            {completed ? t('profile.changeAnswers') : t('profile.answerQuestionnaire')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
