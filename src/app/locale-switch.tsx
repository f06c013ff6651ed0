import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { type Locale, locales, useLocaleStore, useT } from '../lib/i18n/i18n.ts';

const localeLabels = { 'en-gb': 'LocaleEnGb', ru: 'LocaleRu' } as const;

export function LocaleSwitch() {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  return (
    <Select
      className="locale-switch"
      aria-label={t('Language')}
      value={locale}
      onChange={(key) => {
        if (key !== null) setLocale(key as Locale);
      }}
    >
      <Button className="btn btn-ghost locale-button">
        <SelectValue />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {locales.map((l) => (
            <ListBoxItem key={l} id={l} className="listbox-item" textValue={t(localeLabels[l])} lang={l}>
              {t(localeLabels[l])}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
