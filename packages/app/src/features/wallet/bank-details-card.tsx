import {
  Alert,
  Button,
  DescriptionList,
  FlipCard,
  QrCode,
  Skeleton,
  type DescriptionListItem,
} from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, type GetData } from '../../lib/api';
import { groupInFours } from '../../lib/formatting';
import { useErrorMessage } from '../../lib/i18n';
import { InfoTopics } from '../../lib/info-topics';
import { useDepositInstructions } from './api/wallet-queries';
import { CopyButton } from './copy-button';

type DepositInstructions = GetData<'/depositInstructions/{userId}'>;

/** The fields of the front side, in the order a bank's payment form asks for them. */
const FIELDS = ['beneficiaryName', 'beneficiaryAddress', 'iban', 'bic', 'bankName', 'reference'] as const;
type Field = (typeof FIELDS)[number];

/** Printed in groups of four, the way banks print them; copied without the spaces. */
const GROUPED: ReadonlySet<Field> = new Set<Field>(['iban', 'reference']);

/**
 * SPEC §2 Deposits panel: the flip card with the bank transfer details (front) and how paying in works
 * (info side, with the help link).
 */
export function BankDetailsCard({ userId }: { userId: number }) {
  const { t } = useTranslation('wallet');
  return (
    <FlipCard
      frontTitle={t('bankDetails.title')}
      backTitle={t('bankDetails.info.title')}
      showInfoLabel={t('bankDetails.showInfo')}
      backLabel={t('bankDetails.back')}
      front={<BankDetailsFront userId={userId} />}
      back={<BankTransferInfo />}
    />
  );
}

function BankDetailsFront({ userId }: { userId: number }) {
  const { t } = useTranslation('wallet');
  const errorMessage = useErrorMessage();
  const { data, error, mutate, isValidating } = useDepositInstructions(userId);

  if (data) return <BankDetails instructions={data} />;
  if (error) {
    return (
      <Alert
        variant="error"
        title={t('bankDetails.error')}
        description={errorMessage(errorKeyOf(error), 'something-wrong')}
        action={
          <Button size="sm" variant="outline" loading={isValidating} onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-5 @container">
      <Skeleton shape="text" className="w-4/5" label={t('bankDetails.loading')} />
      <div className="flex flex-col gap-6 @xl:flex-row">
        <div className="flex flex-1 flex-col gap-4 py-1">
          {FIELDS.map((field) => (
            <Skeleton key={field} shape="text" />
          ))}
        </div>
        <Skeleton className="size-44 self-center @xl:self-start" />
      </div>
    </div>
  );
}

function BankDetails({ instructions }: { instructions: DepositInstructions }) {
  const { t } = useTranslation('wallet');
  const items: DescriptionListItem[] = FIELDS.map((field) => {
    const value = instructions[field];
    return {
      id: field,
      label: t(`bankDetails.fields.${field}.label`),
      value: (
        <span className="inline-flex items-start justify-end gap-1.5">
          <span
            data-field={field}
            className={GROUPED.has(field) ? 'tabular-nums tracking-wide whitespace-nowrap' : undefined}
          >
            {GROUPED.has(field) ? groupInFours(value) : value}
          </span>
          <CopyButton
            value={value}
            label={t(`bankDetails.fields.${field}.copy`)}
            copiedText={t(`bankDetails.fields.${field}.copied`)}
          />
        </span>
      ),
      hint: field === 'reference' ? t('bankDetails.fields.reference.hint') : undefined,
    };
  });
  return (
    // A container query: the QR goes beside the details wherever the card is wide enough, whether the
    // panel has the page to itself or shares it with the withdrawals panel.
    <div className="flex flex-col gap-4 @container">
      <p className="text-pretty text-muted-foreground">{t('bankDetails.intro')}</p>
      <div className="flex flex-col gap-6 @xl:flex-row @xl:items-start @xl:gap-8">
        <DescriptionList items={items} className="min-w-0 flex-1" />
        <div className="flex flex-col items-center gap-2 @xl:w-44 @xl:shrink-0">
          <QrCode value={instructions.qrPayload} size={176} label={t('bankDetails.qrLabel')} />
          {/* The image is named by the same words; screen readers need them once. */}
          <p aria-hidden="true" className="max-w-56 text-center text-xs text-pretty text-muted-foreground">
            {t('bankDetails.qrCaption')}
          </p>
        </div>
      </div>
    </div>
  );
}

function BankTransferInfo() {
  const { t } = useTranslation('wallet');
  return (
    <InfoTopics
      topics={[
        { title: t('bankDetails.info.timingTitle'), text: t('bankDetails.info.timing') },
        { title: t('bankDetails.info.ownAccountTitle'), text: t('bankDetails.info.ownAccount') },
        { title: t('bankDetails.info.referenceTitle'), text: t('bankDetails.info.reference') },
      ]}
      help={t('bankDetails.info.help')}
      helpLink={t('bankDetails.info.helpLink')}
    />
  );
}
