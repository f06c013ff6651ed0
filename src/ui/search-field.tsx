import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button as AriaButton, SearchField as AriaSearchField, Input, Label } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchFieldProps = {
  label: ReactNode;
  /** The applied search (e.g. from the URL); the field follows it when it changes elsewhere. */
  value: string;
  /** Called 300 ms after typing stops; at once on Enter or when cleared. */
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
  autoFocus?: boolean;
};

/** A debounced search box: Escape or the clear button empties it. */
export function SearchField({ label, value, onChange, placeholder, className, autoFocus }: SearchFieldProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The search last handed out (or received): its echo through the URL must not undo newer typing.
  const applied = useRef(value);

  // An outside change (back button, a reset) replaces what is shown.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value);
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const apply = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const search = next.trim();
    if (search === applied.current) return;
    applied.current = search;
    onChangeRef.current(search);
  };

  const handleChange = (next: string) => {
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    if (next === '') {
      apply('');
      return;
    }
    timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
  };

  return (
    <AriaSearchField
      className={cx('field', 'search-field', className)}
      value={text}
      onChange={handleChange}
      onSubmit={apply}
      onClear={() => apply('')}
      autoFocus={autoFocus}
    >
      <Label className="field-label">{label}</Label>
      <div className="search-field-box">
        <span className="search-field-icon" aria-hidden="true">
          ⌕
        </span>
        <Input className="field-input search-field-input" placeholder={placeholder} />
        {text ? (
          <AriaButton className="icon-button search-field-clear" aria-label={t('ClearSearch')}>
            <span aria-hidden="true">×</span>
          </AriaButton>
        ) : null}
      </div>
    </AriaSearchField>
  );
}
