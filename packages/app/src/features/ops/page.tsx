import { Alert, ArrowLeftIcon, Button, SearchIcon, TextField } from '@invest/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { isNotFound } from '../../lib/api/not-found';
import { useErrorMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useOpsTranslation } from './i18n';

/*
 * The pieces every console screen is made of, so the sections look and behave alike: the page
 * header, a detail page's back link and its frame while the record loads, a toolbar of search and
 * filters above a list, and a list's failure with a retry.
 */

interface OpsPageProps {
  /** The h1 and the browser tab's title. */
  title: string;
  /** One line under the title: what the screen is for. */
  description?: ReactNode;
  /** Buttons at the header's end (e.g. Add receivable). */
  actions?: ReactNode;
  /** A link back (detail pages), above the title. */
  back?: ReactNode;
  children: ReactNode;
}

/** A console page: title (also the tab's), optional description, actions and back link, then the content. */
export function OpsPage({ title, description, actions, back, children }: OpsPageProps) {
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        {back}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      </header>
      {children}
    </div>
  );
}

/** The row of search and filters above a list; it wraps on narrow windows. */
export function OpsToolbar({ children }: { children: ReactNode }) {
  // On a phone each control takes the whole width; from sm up they sit side by side.
  return (
    <div className="flex flex-wrap items-end gap-3 max-sm:[&>*]:w-full sm:[&>*]:min-w-48">{children}</div>
  );
}

interface OpsSearchProps {
  /** The committed search text (what the list is filtered by). */
  value: string;
  /** Called 300 ms after the operator stops typing, with the trimmed text. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
}

/** A search box that asks the service only once typing pauses (give it a `key` to reset it from outside). */
export function OpsSearch({ value, onSearch, label, placeholder }: OpsSearchProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = setTimeout(() => onSearch(trimmed), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      type="search"
      // Wide enough for the longest placeholder (Slovene's) to show whole.
      className="sm:w-96"
      label={label}
      placeholder={placeholder}
      prefix={<SearchIcon className="size-4" />}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

/** A list that failed to load: the reason in the operator's language and a retry. */
export function OpsListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useOpsTranslation();
  const message = useErrorMessage();
  return (
    <Alert
      variant="error"
      title={t('ops:list.error')}
      description={message(errorKeyOf(error), 'genericErrorMessage')}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('ops:list.retry')}
        </Button>
      }
    />
  );
}

/** The link back to the list a detail page was opened from, above its title. */
export function OpsBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

/** What a detail page needs of its GET (useApiQuery's answer). */
interface DetailQuery<T> {
  /** The record, once it has arrived. */
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** Asks again (the retry). */
  mutate: () => Promise<unknown>;
}

interface OpsDetailProps<T> {
  /** The record's id from the address; null when the address names none. */
  id: number | null;
  query: DetailQuery<T>;
  /** The page's title while the record loads or failed to load. */
  title: string;
  /** The title and the message when there is no such record. */
  notFound: string;
  back: ReactNode;
  /** The placeholder while the record loads, shaped like the page. */
  skeleton: ReactNode;
  /** The page of the record. */
  children: (data: T) => ReactNode;
}

/**
 * A detail page (an investor, a review, a batch, a receivable): no such record (404, or no id in
 * the address), the placeholder while it loads, its failure with a retry, else the record's page.
 */
export function OpsDetail<T>({ id, query, title, notFound, back, skeleton, children }: OpsDetailProps<T>) {
  const message = useErrorMessage();
  const { data, error } = query;
  if (id === null || isNotFound(error)) {
    return (
      <OpsPage title={notFound} back={back}>
        <Alert variant="error" title={notFound} description={message('not-found', 'not-found')} />
      </OpsPage>
    );
  }
  if (data === undefined) {
    return (
      <OpsPage title={title} back={back}>
        {query.isLoading || !error ? (
          skeleton
        ) : (
          <OpsListError error={error} onRetry={() => void query.mutate()} />
        )}
      </OpsPage>
    );
  }
  return children(data);
}
