import { useCallback, useState } from 'react';
import {
  createPersonalStatement,
  getPersonalStatement,
  type PersonalStatement,
  updatePersonalStatement,
} from '../../../core/contracts/applicants/personal-statements.contract.ts';
import {
  PERSONAL_STATEMENT_MAX_TEXT,
  PERSONAL_STATEMENT_TITLE_MAX,
  richTextLength,
} from '../../../core/domain/personal-statements.ts';
import { ConnectionError, ServerError } from '../../lib/errors/app-errors.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { fetchLinkInfo } from '../specialties/link-info.ts';

type Values = { title: string; body: string };

export type PersonalStatementFormProps = {
  /** Null: a new statement. */
  statement: PersonalStatement | null;
  onSaved: (saved: PersonalStatement) => void;
  /**
   * Keeps a save made without network on this device (the outbox, ADR 0012) instead of failing;
   * the page shows where it stands. Without it a save offline fails as any other.
   */
  saveOnDevice?: (body: Values & { version?: number }, sentOnceAs: string) => Promise<void>;
};

export type PersonalStatementValues = Values;

/**
 * Title and rich text with a live count of the visible characters (the limit the server checks).
 * A save against an older copy shows the saved copy's title and lets the user keep theirs or take it.
 */
export function PersonalStatementForm({ statement, onSaved, saveOnDevice }: PersonalStatementFormProps) {
  const t = useT();
  const [version, setVersion] = useState(statement?.version ?? 1);
  const [conflict, setConflict] = useState<PersonalStatement | null>(null);
  const validate = useCallback(
    (values: Values) => ({
      ...(values.title.trim() ? {} : { title: t('PersonalStatementTitleIsRequired') }),
      ...(richTextLength(values.body) > PERSONAL_STATEMENT_MAX_TEXT
        ? { body: t('ExceededNumberOfCharacters') }
        : {}),
    }),
    [t],
  );
  const form = useEntityForm<Values>({
    draftKey: `personal-statement:${statement?.id ?? 'new'}`,
    initial: { title: statement?.title ?? '', body: statement?.body ?? '' },
    validate,
    context: 'personal statement',
    onSubmit: async (values) => {
      const body = statement ? { ...values, version } : values;
      // Reused by the outbox when this request gets no answer (it may still have been applied).
      const idempotencyKey = globalThis.crypto.randomUUID();
      try {
        if (!statement) {
          onSaved(await call(createPersonalStatement, { body: values, idempotencyKey }));
          return;
        }
        const saved = await call(updatePersonalStatement, {
          params: { id: statement.id },
          body: { ...values, version },
          idempotencyKey,
        });
        setVersion(saved.version);
        setConflict(null);
        onSaved(saved);
      } catch (error) {
        if (error instanceof ConnectionError && saveOnDevice) {
          await saveOnDevice(body, idempotencyKey);
          return;
        }
        if (statement && error instanceof ServerError && error.status === 409) {
          // Nothing typed is dropped: the form keeps the user's text until they choose.
          setConflict(await call(getPersonalStatement, { params: { id: statement.id } }));
          return;
        }
        throw error;
      }
    },
  });
  const length = richTextLength(form.values.body);
  const over = length > PERSONAL_STATEMENT_MAX_TEXT;

  return (
    <form className="stack" onSubmit={form.submit} noValidate>
      <TextField
        label={t('LtStatementTitle')}
        value={form.values.title}
        onChange={(title) => form.set({ title })}
        errorMessage={form.errorOf('title')}
        maxLength={PERSONAL_STATEMENT_TITLE_MAX}
        isRequired
      />
      <RichTextEditor
        label={t('LtStatementBody')}
        value={form.values.body}
        onChange={(body) => form.set({ body })}
        resolveLink={fetchLinkInfo}
      />
      <p className={over ? 'field-error' : 'field-description'} aria-live="polite">
        {t('LtCharacterCount', { count: length, max: PERSONAL_STATEMENT_MAX_TEXT })}
      </p>
      <FormMessage text={form.errorOf('body')} />
      {conflict ? (
        <div className="stack" role="alert">
          <p>{t('PersonalStatementChangedMeanwhile')}</p>
          <p>{t('LtSavedCopy', { title: conflict.title, count: conflict.textLength })}</p>
          <div className="button-row">
            <Button
              variant="secondary"
              onPress={() => {
                // Keep mine: the next save replaces the saved copy knowingly.
                setVersion(conflict.version);
                setConflict(null);
              }}
            >
              {t('LtKeepMine')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                form.set({ title: conflict.title, body: conflict.body });
                setVersion(conflict.version);
                setConflict(null);
              }}
            >
              {t('LtTakeSaved')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="button-row">
        <Button type="submit" isPending={form.isSaving} isDisabled={conflict !== null}>
          {t('LtSave')}
        </Button>
      </div>
    </form>
  );
}
