import { Alert, Button, SearchIcon, TextField } from '@invest/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { errorKeyOf } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useOpsTranslation } from './i18n';

/*
 * The pieces every console screen is made of, so the sections look and behave alike: the page
 * header, a toolbar of search and filters above a list, and a list's failure with a retry.
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
  return <div className="flex flex-wrap items-end gap-3 [&>*]:min-w-48">{children}</div>;
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
