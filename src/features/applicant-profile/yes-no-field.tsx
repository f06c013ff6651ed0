import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useT } from '../../lib/i18n/i18n.ts';
// The radio look (circle, selected dot, focus ring) is the one of the catalogue forms.
import '../programs/programs.css';
import './applicant-profile.css';

/** A required yes/no question where "not answered yet" (null) is a state of its own. */
export function YesNoField({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  errorMessage?: string | null;
}) {
  const t = useT();
  return (
    <RadioGroup
      className="field yes-no-field"
      orientation="horizontal"
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
      isInvalid={Boolean(errorMessage)}
      isRequired
      validationBehavior="aria"
    >
      <Label className="field-label">{label}</Label>
      <div className="radio-row">
        <Radio className="radio" value="yes">
          {t('PfYes')}
        </Radio>
        <Radio className="radio" value="no">
          {t('PfNo')}
        </Radio>
      </div>
      <div className="field-error-slot">
        <FieldError className="field-error">{errorMessage}</FieldError>
      </div>
    </RadioGroup>
  );
}
