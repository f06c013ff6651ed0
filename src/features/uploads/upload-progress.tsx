import { Button } from '../../ui/button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import type { UploadInProgress } from './use-upload.ts';

export type UploadProgressProps = {
  /** useUpload's progress (nothing shows while null) and its cancel. */
  upload: { progress: UploadInProgress | null; cancel: () => void };
  /** The bar's label for the file being sent; the file name by default. */
  label?: (fileName: string) => string;
  /** Shows a button that cancels the upload, with this text. */
  cancelLabel?: string;
};

/** The progress of the upload under way (design.md §4.10), with its cancel button where the page offers one. */
export function UploadProgress({ upload, label, cancelLabel }: UploadProgressProps) {
  const { progress } = upload;
  if (!progress) return null;
  const bar = (
    <ProgressBar label={label ? label(progress.fileName) : progress.fileName} value={progress.percent} />
  );
  if (!cancelLabel) return bar;
  return (
    <div className="stack">
      {bar}
      <div>
        <Button variant="secondary" onPress={upload.cancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
