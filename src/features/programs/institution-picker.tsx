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
import { SEARCH_DEBOUNCE_MS } from '../../ui/search-field.tsx';

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
  const [items, setItems] = useState<InstitutionListItem[]>([]);

  useEffect(() => setInput(label), [label]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(searchInstitutions, {
        query: { search: input.trim(), pageSize: 10 },
        signal: controller.signal,
      }).then(
        (answer) => setItems(answer.items),
        () => {
          // A failed lookup leaves the previous suggestions; the save reports real problems.
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);

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
