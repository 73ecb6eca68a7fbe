import { cva } from 'class-variance-authority';
// FileText and Upload are not in src/icons yet.
import { FileText, Upload } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { CircleCheckIcon, CloseIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';
import { formatFileSize } from './format-size';

export type FileDropFileStatus = 'idle' | 'uploading' | 'success' | 'error';

export const fileDropZoneVariants = cva(
  'flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed bg-card px-4 py-8 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      state: {
        idle: 'border-input hover:border-primary hover:bg-(--accent)/40',
        active: 'border-primary bg-(--accent)',
        reject: 'border-destructive bg-(--destructive-muted)',
        disabled: 'cursor-not-allowed border-border bg-muted text-muted-foreground',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

export interface FileDropProps {
  /**
   * Accepted types: MIME types with their file extensions, as in the `accept` of a file picker, for
   * example `{ 'image/jpeg': ['.jpg', '.jpeg'], 'application/pdf': ['.pdf'] }`. Everything when absent.
   */
  accept?: Accept;
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /**
   * Allows more than one file.
   * @default false
   */
  multiple?: boolean;
  /** The chosen files (controlled). */
  value?: File[];
  /**
   * The files at first (uncontrolled).
   * @default []
   */
  defaultValue?: File[];
  /** Called with the new list when files are added or removed. */
  onValueChange?: (files: File[]) => void;
  /** Called with the files that broke a rule, with react-dropzone's error codes. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Upload progress of a file: `uploading` shows a spinner, `success` a tick, `error` marks it. */
  fileStatus?: (file: File) => FileDropFileStatus | undefined;
  /**
   * Disables picking and dropping.
   * @default false
   */
  disabled?: boolean;
  /** `name` of the hidden file input, for plain form posts. */
  name?: string;
  /**
   * The zone's main line; with `hint` it names the zone (a button that opens the file picker).
   * @default 'Drag a file here or choose one'
   */
  label?: ReactNode;
  /** A second line under the label, for example 'JPEG or PNG, up to 5 MB'. */
  hint?: ReactNode;
  /**
   * The main line while files are dragged over the zone.
   * @default 'Drop the file here'
   */
  dropLabel?: ReactNode;
  /**
   * Accessible name of a file's remove button.
   * @default (file) => `Remove ${file.name}`
   */
  removeLabel?: (file: File) => string;
  /**
   * Announced beside a file whose upload succeeded.
   * @default 'Uploaded'
   */
  successLabel?: string;
  /**
   * Announced beside a file that is uploading.
   * @default 'Uploading'
   */
  uploadingLabel?: string;
  /**
   * Message for a file of a type not in `accept`.
   * @default (file) => `${file.name} is not an accepted file type.`
   */
  invalidTypeMessage?: (file: File) => string;
  /**
   * Message for a file larger than `maxSize`; receives the limit already formatted.
   * @default (file, maxSize) => `${file.name} is larger than ${maxSize}.`
   */
  tooLargeMessage?: (file: File, maxSize: string) => string;
  /**
   * Message when more files arrive than allowed (several dropped on a single-file zone).
   * @default () => 'Choose only one file.'
   */
  tooManyMessage?: () => string;
  /**
   * Formats a size in bytes.
   * @default formatFileSize (English: '2.4 MB')
   */
  formatSize?: (bytes: number) => string;
  /** Extra classes for the wrapper. */
  className?: string;
}

/** Object URLs for the image files, revoked when a file leaves the list or the component unmounts. */
function usePreviewUrls(files: File[]) {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(() => new Map());
  useEffect(() => {
    const next = new Map<File, string>();
    for (const file of files) {
      if (file.type.startsWith('image/')) next.set(file, URL.createObjectURL(file));
    }
    // The URLs are an outside resource made from the files; React state only mirrors them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrls(next);
    return () => next.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/**
 * Picks files by drag and drop or the system picker, checks their type and size, and lists them with an
 * image preview, name, size, an upload status and a remove button. The zone is a button: Tab reaches it,
 * Enter or Space opens the picker. Rejected files never enter the list; their messages are announced.
 */
export function FileDrop({
  accept,
  maxSize,
  multiple = false,
  value,
  defaultValue = [],
  onValueChange,
  onReject,
  fileStatus,
  disabled = false,
  name,
  label = 'Drag a file here or choose one',
  hint,
  dropLabel = 'Drop the file here',
  removeLabel = (file) => `Remove ${file.name}`,
  successLabel = 'Uploaded',
  uploadingLabel = 'Uploading',
  invalidTypeMessage = (file) => `${file.name} is not an accepted file type.`,
  tooLargeMessage = (file, limit) => `${file.name} is larger than ${limit}.`,
  tooManyMessage = () => 'Choose only one file.',
  formatSize = formatFileSize,
  className,
}: FileDropProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const files = value ?? uncontrolled;
  const [errors, setErrors] = useState<string[]>([]);
  const previews = usePreviewUrls(files);
  const errorId = useId();

  const setFiles = (next: File[]) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const messageFor = (rejection: FileRejection) => {
    const codes = rejection.errors.map((error) => error.code);
    if (codes.includes('too-many-files')) return tooManyMessage();
    if (codes.includes('file-invalid-type')) return invalidTypeMessage(rejection.file);
    if (codes.includes('file-too-large') && maxSize !== undefined) {
      return tooLargeMessage(rejection.file, formatSize(maxSize));
    }
    return rejection.errors[0]?.message ?? '';
  };

  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept,
    maxSize,
    multiple,
    disabled,
    onDrop: (accepted, rejections) => {
      setErrors([...new Set(rejections.map(messageFor))]);
      if (rejections.length > 0) onReject?.(rejections);
      if (accepted.length > 0) setFiles(multiple ? [...files, ...accepted] : accepted.slice(0, 1));
    },
  });

  const zoneState = disabled
    ? 'disabled'
    : isDragReject || (errors.length > 0 && !isDragActive)
      ? 'reject'
      : isDragActive
        ? 'active'
        : 'idle';

  return (
    <div data-slot="file-drop" className={cn('flex flex-col gap-3', className)}>
      {/* Outside the zone: a control inside a button would be a nested interactive element. */}
      <input {...getInputProps({ name })} data-slot="file-drop-input" />
      {/* The zone is named by its own text (label and hint); the errors describe it. */}
      <div
        {...getRootProps({
          role: 'button',
          'aria-describedby': errors.length > 0 ? errorId : undefined,
          'aria-disabled': disabled || undefined,
        })}
        data-slot="file-drop-zone"
        data-state={zoneState}
        className={fileDropZoneVariants({ state: zoneState })}
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Upload className="size-5" />
        </span>
        <span className="text-sm font-medium text-foreground">{isDragActive ? dropLabel : label}</span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </div>

      <div id={errorId} role="alert" data-slot="file-drop-errors" className="empty:hidden">
        {errors.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-destructive">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>

      {files.length > 0 && (
        <ul data-slot="file-drop-list" className="flex flex-col gap-2">
          {files.map((file, index) => {
            const status = fileStatus?.(file) ?? 'idle';
            const preview = previews.get(file);
            return (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                data-slot="file-drop-file"
                data-state={status}
                className={cn(
                  'flex items-center gap-3 rounded-lg border bg-card p-2 pr-3',
                  status === 'error' && 'border-destructive',
                )}
              >
                {preview ? (
                  <img
                    src={preview}
                    alt=""
                    data-slot="file-drop-preview"
                    className="size-12 shrink-0 rounded-md border object-cover"
                  />
                ) : (
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                    <FileText className="size-5" />
                  </span>
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span data-slot="file-drop-name" className="truncate text-sm font-medium text-foreground">
                    {file.name}
                  </span>
                  <span className="text-xs text-muted-foreground tabular-nums">{formatSize(file.size)}</span>
                </span>
                {status === 'uploading' && <Spinner size="sm" label={uploadingLabel} />}
                {status === 'success' && (
                  <span data-slot="file-drop-success" className="inline-flex text-success">
                    <CircleCheckIcon className="size-5" />
                    <span className="sr-only">{successLabel}</span>
                  </span>
                )}
                <button
                  type="button"
                  aria-label={removeLabel(file)}
                  data-slot="file-drop-remove"
                  disabled={disabled}
                  onClick={() => {
                    setErrors([]);
                    setFiles(files.filter((_, i) => i !== index));
                  }}
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
