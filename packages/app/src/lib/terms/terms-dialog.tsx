import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@invest/ui';
import { termsFor } from './content';
import { TermsBody } from './terms-document';

export interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The interface language: Slovene shows the Slovene text, anything else the English one (SPEC §1). */
  language: string;
  /** The translated name of the close buttons. */
  closeLabel: string;
}

/** The terms of use in an overlay (the registration's agreements step), in the interface language. */
export function TermsDialog({ open, onOpenChange, language, closeLabel }: TermsDialogProps) {
  const document = termsFor(language);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" closeLabel={closeLabel} lang={language.startsWith('sl') ? 'sl' : 'en'}>
        <DialogHeader>
          <DialogTitle>{document.title}</DialogTitle>
          <DialogDescription>{document.lastAmended}</DialogDescription>
        </DialogHeader>
        <TermsBody document={document} headingLevel="h3" />
        <DialogFooter>
          <DialogClose asChild>
            <Button>{closeLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
