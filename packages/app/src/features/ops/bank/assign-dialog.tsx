import type { Schemas } from '@invest/api-client';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatMoney,
  Skeleton,
  useToast,
} from '@invest/ui';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../lib/api';
import { formatDate, groupInFours } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { OpsSearch } from '../page';
import { HELD_CREDIT_LISTS } from './approvals-page';
import { useOpsBankTranslation } from './i18n';
import { waitsForApproval } from './waiting-approval';

type SuspenseCredit = Schemas['SuspenseCredit'];
type Investor = Schemas['OpsInvestor'];

/** How many matches the dialog offers: a search narrows, it does not page. */
const RESULTS = 8;

/** Who paid, as the bank named them (name, else IBAN), for the dialog's and the list's texts. */
export function payerOf(credit: SuspenseCredit, unknown: string): string {
  return credit.debtorName ?? (credit.debtorIban ? groupInFours(credit.debtorIban) : unknown);
}

interface AssignDialogProps {
  credit: SuspenseCredit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Assigning a suspense credit: find the investor (name, e-mail, reference or id; GET
 * /ops/investors?q=), choose one, confirm the amount and the name, then POST
 * /ops/suspense/{id}/assign. The suspense list and the investors' balances are read again after.
 */
export function AssignDialog({ credit, open, onOpenChange }: AssignDialogProps) {
  const { t, i18n } = useOpsBankTranslation();
  const language = currentLanguage(i18n);
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Investor | null>(null);
  const found = useApiQuery(open && search ? '/ops/investors' : null, {
    query: { q: search, size: RESULTS },
  });
  const assign = useApiMutation('post', '/ops/suspense/{id}/assign', { revalidates: HELD_CREDIT_LISTS });
  const amount = formatMoney(credit.amount);
  const payer = payerOf(credit, t('suspense.noPayer'));

  const close = (next: boolean) => {
    if (assign.isSaving) return;
    if (!next) {
      setSearch('');
      setChosen(null);
      assign.reset();
    }
    onOpenChange(next);
  };

  const confirm = async () => {
    if (!chosen) return;
    const result = await assign.trigger({ params: { path: { id: credit.Id } }, body: { userId: chosen.Id } });
    if (!result.ok) return;
    // Above the amount one operator may book: a request for a second one, nothing booked (202).
    toast(
      waitsForApproval(result.data)
        ? { variant: 'success', title: t('assign.waiting'), description: t('assign.waitingText', { amount }) }
        : {
            variant: 'success',
            title: t('assign.done', { name: chosen.name }),
            description: t('assign.doneText', { amount }),
          },
    );
    close(false);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="lg" closeLabel={t('ops:actions.cancel')}>
        {chosen ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('assign.confirmTitle', { amount, name: chosen.name })}</DialogTitle>
              <DialogDescription>
                {t('assign.confirmText', { name: chosen.name, reference: groupInFours(chosen.reference) })}
              </DialogDescription>
            </DialogHeader>
            {assign.errorMessage && <Alert variant="error" description={assign.errorMessage} />}
            <DialogFooter>
              <Button variant="secondary" disabled={assign.isSaving} onClick={() => setChosen(null)}>
                {t('assign.back')}
              </Button>
              <Button
                loading={assign.isSaving}
                loadingLabel={t('ops:actions.saving')}
                onClick={() => void confirm()}
              >
                {t('assign.confirm')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('assign.title', { amount })}</DialogTitle>
              <DialogDescription>
                {t('assign.description', {
                  date: formatDate(credit.bookingDate, language),
                  payer,
                  text: credit.reference ?? credit.remittanceInformation ?? '',
                })}
              </DialogDescription>
            </DialogHeader>
            <OpsSearch
              value={search}
              onSearch={setSearch}
              label={t('assign.search')}
              placeholder={t('assign.searchPlaceholder')}
            />
            <InvestorResults
              search={search}
              loading={found.isLoading}
              investors={found.data?.content}
              error={found.error !== undefined}
              onChoose={setChosen}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InvestorResults({
  search,
  loading,
  investors,
  error,
  onChoose,
}: {
  search: string;
  loading: boolean;
  investors: Investor[] | undefined;
  error: boolean;
  onChoose: (investor: Investor) => void;
}) {
  const { t } = useOpsBankTranslation();
  if (!search) return <p className="text-sm text-muted-foreground">{t('assign.typeToSearch')}</p>;
  if (loading) return <Skeleton shape="text" className="h-10" label={t('ops:list.loading')} />;
  if (error) return <Alert variant="error" description={t('ops:list.error')} />;
  if (!investors || investors.length === 0)
    return <p className="text-sm text-muted-foreground">{t('assign.noResults')}</p>;
  return (
    <ul aria-label={t('assign.results')} className="flex flex-col divide-y rounded-md border">
      {investors.map((investor) => (
        <li key={investor.Id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-foreground">{investor.name}</span>
            <span className="truncate text-xs text-muted-foreground">
              {investor.email} · {groupInFours(investor.reference)} · #{investor.Id}
            </span>
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${t('assign.choose')}: ${investor.name}`}
            onClick={() => onChoose(investor)}
          >
            {t('assign.choose')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
