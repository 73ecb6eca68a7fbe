import { Button } from '@invest/ui';

const HELP_ADDRESS = 'mailto:support@invest.si';

export interface InfoTopic {
  title: string;
  text: string;
}

/** The info side of a wallet flip card: a few topics, then where to ask (both panels share it). */
export function InfoTopics({
  topics,
  help,
  helpLink,
}: {
  topics: InfoTopic[];
  help: string;
  helpLink: string;
}) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="flex flex-col gap-4">
        {topics.map(({ title, text }) => (
          <div key={title} className="flex flex-col gap-1">
            <dt className="font-medium text-foreground">{title}</dt>
            <dd className="text-pretty text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap items-baseline gap-x-2 border-t pt-4">
        <span className="text-muted-foreground">{help}</span>
        <Button asChild variant="link">
          <a href={HELP_ADDRESS}>{helpLink}</a>
        </Button>
      </p>
    </div>
  );
}
