import { useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { acceptAttribute, formatFileSize, type UploadPurpose } from '../../../core/domain/file-types.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';

export type FileChooserProps = {
  label: string;
  purpose: UploadPurpose;
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  /** The button's text (default 'Choose a file'). */
  buttonLabel?: string;
};

/** A labelled file picker (react-aria FileTrigger: a real button, keyboard operable) that shows the choice. */
export function FileChooser({
  label,
  purpose,
  file,
  onChange,
  hint,
  errorMessage,
  isDisabled,
  buttonLabel,
}: FileChooserProps) {
  const t = useT();
  const labelId = useId();
  const chosenId = useId();
  const hintId = useId();
  return (
    <div className="field">
      <span id={labelId} className="field-label">
        {label}
      </span>
      <FileTrigger
        acceptedFileTypes={acceptAttribute(purpose).split(',')}
        onSelect={(files) => onChange(files?.[0] ?? null)}
      >
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          aria-describedby={hint ? `${labelId} ${chosenId} ${hintId}` : `${labelId} ${chosenId}`}
        >
          {buttonLabel ?? t('DocChooseFile')}
        </Button>
      </FileTrigger>
      <span id={chosenId} className="field-description">
        {file
          ? t('DocChosenFile', { name: file.name, size: formatFileSize(file.size) })
          : t('DocNoFileChosen')}
      </span>
      {hint ? (
        <span id={hintId} className="field-description">
          {hint}
        </span>
      ) : null}
      <FormMessage text={errorMessage ?? null} />
    </div>
  );
}
