import { useContext, useEffect, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import {
  MESSAGE_RECIPIENTS_MAX,
  type MessageRecipient,
  searchMessageRecipients,
} from '../../../core/contracts/messaging/message-threads.contract.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { useSuggestions } from '../lists/use-suggestions.ts';
import { userTypeKey } from './thread-view.tsx';
// The combo box look is the one of the catalogue forms.
import '../programs/programs.css';

export type RecipientValue = Pick<MessageRecipient, 'userId' | 'fullName' | 'userType' | 'detail'>;

/**
 * Closes the suggestions once a pick has emptied the box: the combo box would reopen them for the
 * emptied input, and an open list hides the rest of the form from assistive technology. Typing again
 * (or the list's button) opens them for another recipient.
 */
function CloseAfterPick({ picks }: { picks: number }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (picks === 0) return;
    // After the combo box's own effect, which reopens the list for the emptied input.
    const timer = setTimeout(() => state?.close(), 0);
    return () => clearTimeout(timer);
  }, [picks, state]);
  return null;
}

/**
 * Picks recipients: typing asks the server, which offers only people the caller may write to
 * (ADR 0022); each pick joins the list above the box and can be removed again.
 */
export function RecipientPicker({
  value,
  onChange,
  errorMessage,
  isDisabled,
}: {
  value: readonly RecipientValue[];
  onChange: (next: RecipientValue[]) => void;
  errorMessage?: string | null;
  isDisabled?: boolean;
}) {
  const t = useT();
  const [input, setInput] = useState('');
  const [picks, setPicks] = useState(0);
  const items = useSuggestions(
    input,
    async (search, signal) =>
      (
        await call(searchMessageRecipients, {
          query: { search: search || undefined, page: 1, pageSize: 10 },
          signal,
        })
      ).items,
  );

  const chosen = new Set(value.map((r) => r.userId));
  const offered = items.filter((r) => !chosen.has(r.userId)).map((r) => ({ ...r, id: r.userId }));
  const isFull = value.length >= MESSAGE_RECIPIENTS_MAX;

  return (
    <div className="stack">
      {value.length > 0 ? (
        <ul className="recipient-list" aria-label={t('MsgChosenRecipients')}>
          {value.map((r) => (
            <li key={r.userId}>
              <span>
                {r.fullName} · {r.detail ?? t(userTypeKey(r.userType))}
              </span>
              <Button
                variant="ghost"
                isDisabled={isDisabled}
                aria-label={t('MsgRemoveRecipient', { name: r.fullName })}
                onPress={() => onChange(value.filter((x) => x.userId !== r.userId))}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ComboBox
        className={cx('field', 'combo-field')}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={null}
        onSelectionChange={(key) => {
          const picked = items.find((r) => r.userId === String(key));
          if (!picked) return;
          onChange([
            ...value,
            {
              userId: picked.userId,
              fullName: picked.fullName,
              userType: picked.userType,
              detail: picked.detail,
            },
          ]);
          setInput('');
          setPicks((n) => n + 1);
        }}
        items={offered}
        isDisabled={isDisabled || isFull}
        isInvalid={Boolean(errorMessage)}
        isRequired={value.length === 0}
        validationBehavior="aria"
        menuTrigger="focus"
        allowsEmptyCollection
      >
        <CloseAfterPick picks={picks} />
        <Label className="field-label">{t('MsgRecipients')}</Label>
        <div className="combo-input">
          <Input className="field-input" placeholder={t('MsgRecipientsPlaceholder')} />
          <AriaButton className="combo-button" aria-label={t('MsgShowRecipients')}>
            <span aria-hidden="true">▾</span>
          </AriaButton>
        </div>
        <div className="field-error-slot">
          <FieldError className="field-error">{errorMessage}</FieldError>
        </div>
        <Popover className="popover">
          <ListBox
            className="listbox"
            renderEmptyState={() => <Text className="listbox-empty">{t('MsgNoRecipients')}</Text>}
          >
            {(item: MessageRecipient & { id: string }) => (
              <ListBoxItem className="listbox-item" id={item.id} textValue={item.fullName}>
                <span>{item.fullName}</span>{' '}
                <span className="field-description">{item.detail ?? t(userTypeKey(item.userType))}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </div>
  );
}
