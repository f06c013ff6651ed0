import type { DateRange } from '../../../core/contracts/applicants/education.contract.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DateField } from '../../ui/date-field.tsx';
import { pacificToday } from './profile-values.ts';

/** From/To dates of an education or employment; To empty while ongoing. */
export function DateRangeFields({
  value,
  onChange,
  errorOf,
  prefix,
}: {
  value: DateRange;
  onChange: (value: DateRange) => void;
  errorOf: (field: string) => string | null;
  prefix: string;
}) {
  const t = useT();
  return (
    <>
      <DateField
        label={t('PfFrom')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        errorMessage={errorOf(`${prefix}.from`)}
        max={pacificToday()}
        isRequired
      />
      <DateField
        label={t('PfTo')}
        description={t('PfToHint')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        errorMessage={errorOf(`${prefix}.to`)}
      />
    </>
  );
}
