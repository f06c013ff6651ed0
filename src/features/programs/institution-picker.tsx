import { useEffect, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import {
  type InstitutionListItem,
  searchInstitutions,
} from '../../../core/contracts/reference-data/institutions.contract.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { cx } from '../../ui/class-names.ts';
import { useSuggestions } from '../lists/use-suggestions.ts';

export type InstitutionPickerProps = {
  institutionId: number | null;
  /** The picked institution's name (or what is typed). */
  label: string;
  onChange: (institution: { id: number | null; name: string }) => void;
  errorMessage?: string | null;
};

const placeOf = (i: Pick<InstitutionListItem, 'city' | 'stateShortName'>) =>
  [i.city, i.stateShortName].filter(Boolean).join(', ');

/** Picks an existing institution: typing searches the server (paged, first 10 matches). */
export function InstitutionPicker({ institutionId, label, onChange, errorMessage }: InstitutionPickerProps) {
  const t = useT();
  const [input, setInput] = useState(label);
  useEffect(() => setInput(label), [label]);

  const items = useSuggestions(
    input,
    async (search, signal) =>
      (await call(searchInstitutions, { query: { search, pageSize: 10 }, signal })).items,
  );

  return (
    <ComboBox
      className={cx('field', 'combo-field')}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        if (institutionId !== null && text !== label) onChange({ id: null, name: text });
      }}
      selectedKey={institutionId === null ? null : String(institutionId)}
      onSelectionChange={(key) => {
        const picked = items.find((i) => String(i.id) === String(key));
        if (picked) onChange({ id: picked.id, name: picked.name });
      }}
      items={items.map((i) => ({ ...i, id: String(i.id) }))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label className="field-label">{t('PgInstitutionSearch')}</Label>
      <div className="combo-input">
        <Input className="field-input" />
        <AriaButton className="combo-button" aria-label={t('PgInstitutionSearch')}>
          <span aria-hidden="true">▾</span>
        </AriaButton>
      </div>
      <div className="field-error-slot">
        <FieldError className="field-error">{errorMessage}</FieldError>
      </div>
      <Popover className="popover">
        <ListBox
          className="listbox"
          renderEmptyState={() => <Text className="listbox-empty">{t('PgInstitutionNoMatch')}</Text>}
        >
          {(item: Omit<InstitutionListItem, 'id'> & { id: string }) => (
            <ListBoxItem className="listbox-item" id={item.id} textValue={item.name}>
              <span>{item.name}</span> <span className="field-description">{placeOf(item)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
