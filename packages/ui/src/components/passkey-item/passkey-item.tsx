import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { CloudIcon, PencilIcon, TrashIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { TextField } from '../text-field';
import { DeviceIcon, type DeviceKind } from './device-icon';

/** The longest passkey name (the contract's `PasskeyName`). */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** What a rename answers: nothing when it worked, else the message to show under the field. */
export type PasskeyRenameResult = string | undefined | void;

/** Whether the row shows the passkey, edits its name, or waits for the rename to be saved. */
export type PasskeyItemState = 'idle' | 'editing' | 'saving';

export interface PasskeyListProps extends ComponentProps<'ul'> {
  /** Names the list for assistive technology, e.g. 'Your passkeys'. */
  'aria-label'?: string;
}

/** The bordered list the passkey rows sit in, one rule between rows. */
export function PasskeyList({ className, ...props }: PasskeyListProps) {
  return (
    <ul
      data-slot="passkey-list"
      className={cn('flex flex-col divide-y rounded-md border', className)}
      {...props}
    />
  );
}

export interface PasskeyItemProps extends Omit<ComponentProps<'li'>, 'children'> {
  /** The passkey's name (at first the device it was made on). */
  name: string;
  /**
   * The device it was made on, shown as an icon.
   * @default 'unknown'
   */
  device?: DeviceKind;
  /**
   * The key is synced between the person's devices (a password manager's or the platform's): shows
   * the `syncedLabel` badge.
   * @default false
   */
  backedUp?: boolean;
  /** When it was made, already formatted in the reader's language (e.g. '20 Nov 2026'). */
  createdAt: string;
  /** When it was last used, formatted; `null` or absent before its first use. */
  lastUsedAt?: string | null;
  /**
   * The created line from the formatted date.
   * @default (date) => `Added ${date}`
   */
  formatCreated?: (date: string) => ReactNode;
  /**
   * The last-used line from the formatted date.
   * @default (date) => `Last used ${date}`
   */
  formatLastUsed?: (date: string) => ReactNode;
  /**
   * Shown in place of the last use before the passkey was ever used.
   * @default 'Not used yet'
   */
  neverUsedLabel?: ReactNode;
  /**
   * The badge of a synced passkey.
   * @default 'Synced'
   */
  syncedLabel?: string;
  /**
   * Saves a new name (trimmed, 1–64 characters, and not the current one): answer nothing when it
   * worked, or the message to show under the field (the row stays in editing). Without it the row
   * has no Rename button.
   */
  onRename?: (name: string) => PasskeyRenameResult | Promise<PasskeyRenameResult>;
  /** Asks to remove the passkey (the caller confirms it). Without it the row has no Remove button. */
  onRemove?: () => void;
  /**
   * Blocks both actions, e.g. while this passkey is being removed.
   * @default false
   */
  busy?: boolean;
  /** @default 'Rename' */
  renameLabel?: string;
  /** @default 'Remove' */
  removeLabel?: string;
  /**
   * The Rename button's accessible name, which says which passkey (several rows have one).
   * @default (name) => `Rename ${name}`
   */
  formatRenameLabel?: (name: string) => string;
  /**
   * The Remove button's accessible name.
   * @default (name) => `Remove ${name}`
   */
  formatRemoveLabel?: (name: string) => string;
  /** @default 'Passkey name' */
  nameLabel?: string;
  /** @default 'Save' */
  saveLabel?: string;
  /** @default 'Saving' */
  savingLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** @default 'Enter a name.' */
  nameRequiredMessage?: ReactNode;
  /** @default 'Use at most 64 characters.' */
  nameTooLongMessage?: ReactNode;
}

/**
 * One passkey in a `PasskeyList`: the device it was made on, its name, a Synced badge when the key
 * travels between the person's devices, when it was added and last used, and its actions. Rename
 * edits the name in place (Enter or Save saves, Escape or Cancel restores it; 1–64 characters,
 * trimmed); Remove only asks, so the screen can confirm it with a code. The kit formats no dates:
 * they arrive formatted in the reader's language.
 */
export function PasskeyItem({
  name,
  device = 'unknown',
  backedUp = false,
  createdAt,
  lastUsedAt = null,
  formatCreated = (date) => `Added ${date}`,
  formatLastUsed = (date) => `Last used ${date}`,
  neverUsedLabel = 'Not used yet',
  syncedLabel = 'Synced',
  onRename,
  onRemove,
  busy = false,
  renameLabel = 'Rename',
  removeLabel = 'Remove',
  formatRenameLabel = (value) => `Rename ${value}`,
  formatRemoveLabel = (value) => `Remove ${value}`,
  nameLabel = 'Passkey name',
  saveLabel = 'Save',
  savingLabel = 'Saving',
  cancelLabel = 'Cancel',
  nameRequiredMessage = 'Enter a name.',
  nameTooLongMessage = `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  className,
  ...props
}: PasskeyItemProps) {
  const [state, setState] = useState<PasskeyItemState>('idle');
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<ReactNode>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  // Focus follows the mode: into the field when editing starts, back to Rename when it ends.
  const [focusTarget, setFocusTarget] = useState<'field' | 'rename' | null>(null);
  useEffect(() => {
    if (focusTarget === 'field') inputRef.current?.select();
    if (focusTarget === 'rename') renameRef.current?.focus();
  }, [focusTarget, state]);

  const edit = () => {
    setDraft(name);
    setError(null);
    setState('editing');
    setFocusTarget('field');
  };
  const close = () => {
    setState('idle');
    setError(null);
    setFocusTarget('rename');
  };

  const save = async () => {
    const value = draft.trim();
    if (value.length === 0) return setError(nameRequiredMessage);
    if (value.length > PASSKEY_NAME_MAX_LENGTH) return setError(nameTooLongMessage);
    if (value === name || !onRename) return close();
    setError(null);
    setState('saving');
    const message = await onRename(value);
    if (message) {
      setState('editing');
      setError(message);
      setFocusTarget('field');
      return;
    }
    close();
  };

  const editing = state !== 'idle';
  const saving = state === 'saving';

  return (
    <li
      data-slot="passkey-item"
      data-state={state}
      data-device={device}
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5', className)}
      {...props}
    >
      <span
        data-slot="passkey-item-icon"
        className="flex size-9 shrink-0 items-center justify-center self-start rounded-full bg-muted text-muted-foreground"
      >
        <DeviceIcon device={device} className="size-5" />
      </span>
      {editing ? (
        <form
          noValidate
          data-slot="passkey-item-form"
          className="flex min-w-0 flex-1 flex-wrap items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) void save();
          }}
        >
          <TextField
            ref={inputRef}
            size="sm"
            label={nameLabel}
            hideLabel
            className="min-w-0 flex-1 basis-48"
            autoComplete="off"
            value={draft}
            disabled={saving}
            error={error ?? undefined}
            onValueChange={(value) => {
              setDraft(value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !saving) {
                event.preventDefault();
                event.stopPropagation();
                close();
              }
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={saving} loadingLabel={savingLabel}>
              {saveLabel}
            </Button>
            <Button type="button" size="sm" variant="ghost" disabled={saving} onClick={close}>
              {cancelLabel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {/* At least 12rem for the text: on a phone the actions wrap under it instead of squeezing it. */}
          <div className="flex min-w-0 flex-1 basis-48 flex-col gap-0.5 text-sm">
            <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <span data-slot="passkey-item-name" className="min-w-0 break-words font-medium text-foreground">
                {name}
              </span>
              {backedUp && (
                <span
                  data-slot="passkey-item-badge"
                  className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground"
                >
                  <CloudIcon className="size-3.5" />
                  {syncedLabel}
                </span>
              )}
            </span>
            <span data-slot="passkey-item-dates" className="text-muted-foreground tabular-nums">
              {formatCreated(createdAt)}
              {' · '}
              {lastUsedAt ? formatLastUsed(lastUsedAt) : neverUsedLabel}
            </span>
          </div>
          {(onRename || onRemove) && (
            <div data-slot="passkey-item-actions" className="ml-auto flex shrink-0 gap-1">
              {onRename && (
                <Button
                  ref={renameRef}
                  variant="ghost"
                  size="sm"
                  aria-label={formatRenameLabel(name)}
                  disabled={busy}
                  onClick={edit}
                >
                  <PencilIcon />
                  {renameLabel}
                </Button>
              )}
              {onRemove && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  aria-label={formatRemoveLabel(name)}
                  disabled={busy}
                  onClick={onRemove}
                >
                  <TrashIcon />
                  {removeLabel}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </li>
  );
}
