import { Button, CheckIcon, CopyIcon, Tooltip, useToast } from '@invest/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the tick replaces the copy icon after a copy. */
const COPIED_MS = 2000;

export interface CopyButtonProps {
  /** What lands on the clipboard (the electronic form: an IBAN without spaces). */
  value: string;
  /** Names the button: "Copy IBAN". */
  label: string;
  /** The toast's description after a copy: "The IBAN is on your clipboard." */
  copiedText: string;
}

/** An icon button that puts `value` on the clipboard and says so in a toast (the same toast, replaced). */
export function CopyButton({ value, label, copiedText }: CopyButtonProps) {
  const { t } = useTranslation('wallet');
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http on another host): say so instead of failing silently.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ id: 'wallet-copy', variant: 'success', title: t('copy.done'), description: copiedText });
    } catch {
      toast({
        id: 'wallet-copy',
        variant: 'error',
        title: t('copy.failed'),
        description: t('copy.failedDescription'),
      });
    }
  };

  return (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        data-copied={copied || undefined}
        // Kept out of the row's height: the value's line sets it.
        className="-my-1.5 size-8 shrink-0 text-muted-foreground hover:text-foreground"
        onClick={() => void copy()}
      >
        {copied ? <CheckIcon className="text-success" /> : <CopyIcon />}
      </Button>
    </Tooltip>
  );
}
