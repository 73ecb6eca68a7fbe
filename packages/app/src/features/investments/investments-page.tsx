import type { LoadMoreTableSort } from '@invest/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';
import type { InvestmentSort, SortDirection } from './api/investment-queries';
import { useInvestmentsTranslation } from './i18n';
import { InvestmentFilterBar } from './investment-filter-bar';
import { filtersFromSearch, searchWithFilters, type InvestmentFilters } from './investment-filters';
import { InvestmentsTable } from './investments-table';

export interface InvestmentsSort {
  id: InvestmentSort;
  direction: SortDirection;
}

/**
 * SPEC §2 /u/investments: the available investments, sortable by amount, rate or date (the newest
 * listings first until the investor chooses), 20 at a time, narrowed by the filter bar. The filters
 * live in the address (`?protection=BG&rateFrom=8`), so a reload or a shared link shows the same list;
 * setting them is a deliberate step (a button) after which the page starting over is expected. The
 * order is the page's state rather than the address's: a new address counts as a new page (scroll to
 * top, focus on the heading), which would throw the investor out of the table on every sort.
 */
export function InvestmentsPage() {
  const { t } = useInvestmentsTranslation();
  usePageTitle(t('title'));
  const [sort, setSort] = useState<InvestmentsSort>({ id: 'date', direction: 'desc' });
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const applyFilters = (next: InvestmentFilters) =>
    setSearchParams(searchWithFilters(searchParams, next), { replace: true });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
        <p className="max-w-prose text-pretty text-muted-foreground">{t('intro')}</p>
      </div>
      <InvestmentFilterBar filters={filters} onApply={applyFilters} />
      <InvestmentsTable
        sort={sort}
        filters={filters}
        onClearFilters={() => applyFilters({})}
        onSortChange={(next: LoadMoreTableSort) => setSort(next as InvestmentsSort)}
      />
    </div>
  );
}
