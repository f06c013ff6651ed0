import { type FormEvent, useMemo, useState } from 'react';
import { handleError } from '../../lib/errors/error-handler.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import type { TranslationValues } from '../../lib/i18n/i18n.ts';
import { useDraft } from './use-draft.ts';

/** A validator's catalogue keys as field messages in the current language (for `validate`). */
export function translateFields(
  t: (key: TranslationKey, values?: TranslationValues) => string,
  keys: Partial<Record<string, TranslationKey>>,
  values?: TranslationValues,
): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key!, values)]));
}

export type EntityFormOptions<V extends object> = {
  /** Names the draft kept across a reload ('program:new', 'program:12'); null keeps none (passwords). */
  draftKey: string | null;
  initial: V;
  /** Field messages (already translated) of the values as they are now. */
  validate: (values: V) => Partial<Record<string, string>>;
  /** Sends the values; throws when the server refuses them. */
  onSubmit: (values: V) => Promise<void>;
  context: string;
  /** Fills other fields from an edit (a new specialty's URL prefix follows its name); sees the fields edited so far. */
  adjust?: (next: V, patch: Partial<V>, changed: ReadonlySet<string>) => V;
  /** Nothing may be saved (an archived record shown read-only). */
  isReadOnly?: boolean;
  /** A field holds input its value cannot show (an unparsable amount): the save waits like for a field message. */
  hasInvalidInput?: boolean;
  /** After a successful save the form starts over as untouched (it stays on the page for more edits). */
  resetAfterSave?: boolean;
  /** The form's own messages wait for a save attempt instead of showing once a field is edited. */
  messagesAfterSubmit?: boolean;
};

/**
 * The state of an admin form (specialty, match cycle, program, medical school): values kept in a
 * session draft, the form's own messages once a field changed or a save was tried, the server's field
 * messages until the field is edited, and nothing the user typed lost when a save fails.
 */
export function useEntityForm<V extends object>({
  draftKey,
  initial,
  validate,
  onSubmit,
  context,
  adjust,
  isReadOnly = false,
  hasInvalidInput = false,
  resetAfterSave = false,
  messagesAfterSubmit = false,
}: EntityFormOptions<V>) {
  const [values, setValues, clearDraft, draft] = useDraft(draftKey, initial);
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const clientErrors = useMemo(() => validate(values), [validate, values]);
  const hasClientErrors = Object.keys(clientErrors).length > 0 || hasInvalidInput;

  const set = (patch: Partial<V>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      return adjust ? adjust(next, patch, changed) : next;
    });
    const fields = Object.keys(patch);
    setChanged((current) => new Set([...current, ...fields]));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  /** A server message (under the field or one of its server names) or the form's own. */
  const errorOf = (field: string, ...serverNames: string[]): string | null => {
    for (const name of [field, ...serverNames]) {
      const fromServer = serverErrors[name];
      if (fromServer) return fromServer;
    }
    const shown = submitted || (!messagesAfterSubmit && changed.has(field));
    return shown ? (clientErrors[field] ?? null) : null;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isReadOnly || isSaving) return;
    setSubmitted(true);
    if (hasClientErrors) return;
    setSaving(true);
    try {
      await onSubmit(values);
      clearDraft();
      if (resetAfterSave) {
        setChanged(new Set());
        setSubmitted(false);
      }
    } catch (error) {
      // What was typed stays as it is; the server's field messages go under their fields.
      const fields = handleError(error, { context });
      if (fields) {
        setServerErrors(
          Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.join(' ')])),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    set,
    errorOf,
    submit,
    isSaving,
    isRestored: draft.isRestored,
    hasErrors: submitted && hasClientErrors,
  };
}
