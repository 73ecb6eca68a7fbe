import { Button, CodeBoxes, DialogFooter } from '@invest/ui';
import { useState } from 'react';
import { answeredErrorKey, type MutationResult } from '../api';
import { useErrorMessage } from '../i18n';
import { CODE_LENGTH } from './sms-code-dialog';

export interface CodeEntryOptions<T> {
  /** Said under the boxes when Confirm is pressed before all 6 digits are in. */
  incompleteMessage: string;
  /** Sends the code with the action it confirms. */
  confirm: (code: string) => Promise<MutationResult<T>>;
  /** The code was accepted. */
  onConfirmed: (data: T) => void;
}

/**
 * An authenticator app's code typed into a dialog (the investor setting the app up, the operator
 * adding or removing a passkey): sent when the sixth digit is in or on Confirm; a refused code is
 * said under the boxes, which are cleared for another try. `saving` while it is on its way, so the
 * dialog does not close under it.
 */
export function useCodeEntry<T>({ incompleteMessage, confirm, onConfirmed }: CodeEntryOptions<T>) {
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (value: string) => {
    setError(null);
    if (value.length !== CODE_LENGTH) {
      setError(incompleteMessage);
      return;
    }
    setSaving(true);
    const result = await confirm(value);
    setSaving(false);
    if (result.ok) return onConfirmed(result.data);
    setCode('');
    setError(errorMessage(answeredErrorKey(result.error), 'something-wrong'));
  };

  return { code, setCode, error, setError, saving, submit };
}

export interface CodeEntryProps {
  entry: ReturnType<typeof useCodeEntry>;
  /** The boxes' form name. */
  name: string;
  label: string;
  cancelLabel: string;
  confirmLabel: string;
  checkingLabel: string;
  onCancel: () => void;
}

/** The boxes and the dialog's Cancel and Confirm of `useCodeEntry`. */
export function CodeEntry({
  entry,
  name,
  label,
  cancelLabel,
  confirmLabel,
  checkingLabel,
  onCancel,
}: CodeEntryProps) {
  const { code, setCode, error, setError, saving, submit } = entry;
  return (
    <>
      <CodeBoxes
        name={name}
        length={CODE_LENGTH}
        label={label}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          if (value !== '') setError(null);
        }}
        onComplete={(value) => void submit(value)}
        disabled={saving}
        error={error ?? undefined}
      />
      <DialogFooter>
        <Button variant="ghost" disabled={saving} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button loading={saving} loadingLabel={checkingLabel} onClick={() => void submit(code)}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
