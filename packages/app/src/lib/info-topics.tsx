import { Button, cn } from '@invest/ui';
import type { ReactNode } from 'react';

const HELP_ADDRESS = 'mailto:support@invest.si';

export interface InfoTopic {
  title: string;
  text: string;
}

/** The info side of a flip card: a few topics, then where to ask (the wallet's and the investments' cards). */
export function InfoTopics({
  topics,
  help,
  helpLink,
  columns = 1,
  children,
}: {
  topics: InfoTopic[];
  help: string;
  helpLink: string;
  /**
   * Topics side by side from 1024 px (for a card across the page).
   * @default 1
   */
  columns?: 1 | 2;
  /** Shown after the topics, before where to ask (a download, for example). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <dl className={cn('grid grid-cols-1 gap-4', columns === 2 && 'lg:grid-cols-2 lg:gap-x-8')}>
        {topics.map(({ title, text }) => (
          <div key={title} className="flex flex-col gap-1">
            <dt className="font-medium text-foreground">{title}</dt>
            <dd className="text-pretty text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
      {children}
      <p className="flex flex-wrap items-baseline gap-x-2 border-t pt-4">
        <span className="text-muted-foreground">{help}</span>
        <Button asChild variant="link">
          <a href={HELP_ADDRESS}>{helpLink}</a>
        </Button>
      </p>
    </div>
  );
}
