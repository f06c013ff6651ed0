import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { handleError } from '../../lib/errors/error-handler.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { type TranslationValues, useT } from '../../lib/i18n/i18n.ts';
import { useLeaveGuard } from '../../lib/navigation/leave-guard.ts';
import { useDraft } from './use-draft.ts';

/** A validator's catalogue keys as field messages in the current language (for `validate`). */
export function translateFields(
  t: (key: TranslationKey, values?: TranslationValues) => string,
  keys: Partial<Record<string, TranslationKey>>,
  values?: TranslationValues,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(keys).flatMap(([field, key]) => (key ? [[field, t(key, values)]] : [])),
  );
}

/** When the form's own messages show: once a field is edited (the default), once it is left, or after a save attempt. */
export type MessagesOn = 'change' | 'blur' | 'submit';

/**
 * A form's `validate` from a validator that names catalogue keys (core/domain rules), in the current
 * language: a change of language translates the messages again.
 */
export function useTranslatedValidate<V>(
  validate: (values: V) => Partial<Record<string, TranslationKey>>,
): (values: V) => Record<string, string> {
  const t = useT();
  return useCallback((values: V) => translateFields(t, validate(values)), [t, validate]);
}

/** A text field bound to a form value: its value, change, leave (touch) and message. */
export type FieldBinding = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage: string | null;
};

export type EntityFormOptions<V extends object> = {
  /** Names the draft kept across a reload ('program:new', 'program:12'); null keeps none (passwords). */
  draftKey: string | null;
  initial: V;
  /** Field messages (already translated) of the values as they are now. */
  validate: (values: V) => Partial<Record<string, string>>;
  /** Sends the values; throws when the server refuses them. Forms that choose how to send at the time use `send`. */
  onSubmit?: (values: V) => Promise<void>;
  /** Names the failure in the client log. */
  context?: string;
  /** The server's field names → the form's, where they differ ('newInstitution.name' → 'institutionName'). */
  fieldMap?: Record<string, string>;
  /** Fills other fields from an edit (a new specialty's URL prefix follows its name); sees the fields edited so far. */
  adjust?: (next: V, patch: Partial<V>, changed: ReadonlySet<string>) => V;
  /** Nothing may be saved (an archived record shown read-only). */
  isReadOnly?: boolean;
  /** A field holds input its value cannot show (an unparsable amount): the save waits like for a field message. */
  hasInvalidInput?: boolean;
  /** After a successful save the form starts over as untouched (it stays on the page for more edits). */
  resetAfterSave?: boolean;
  /** When a field's own message shows (see MessagesOn); after a save attempt it always does. */
  messagesOn?: MessagesOn;
};

/**
 * The state of a form (an admin record, an applicant's profile section, a registration request): values
 * kept in a session draft, the form's own messages once a field changed (or was left, or a save was
 * tried), the server's field messages until the field is edited, and nothing the user typed lost when a
 * save fails.
 */
export function useEntityForm<V extends object>({
  draftKey,
  initial,
  validate,
  onSubmit,
  context,
  fieldMap,
  adjust,
  isReadOnly = false,
  hasInvalidInput = false,
  resetAfterSave = false,
  messagesOn = 'change',
}: EntityFormOptions<V>) {
  const [values, setValues, clearDraft, draft] = useDraft(draftKey, initial);
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  // Edited since the form was loaded or last saved (a draft restored from before is not an edit of now).
  const [isEdited, setEdited] = useState(false);
  const clientErrors = useMemo(() => validate(values), [validate, values]);
  const hasClientErrors = Object.values(clientErrors).some(Boolean) || hasInvalidInput;
  // Read by the stable setters below at the time of an edit.
  const adjustRef = useRef(adjust);
  adjustRef.current = adjust;
  const changedRef = useRef(changed);
  changedRef.current = changed;

  const set = useCallback(
    (patch: Partial<V>) => {
      const adjustNow = adjustRef.current;
      const changedNow = changedRef.current;
      setValues((current) => {
        const next = { ...current, ...patch };
        return adjustNow ? adjustNow(next, patch, changedNow) : next;
      });
      const fields = Object.keys(patch);
      setEdited(true);
      setChanged((current) => new Set([...current, ...fields]));
      setServerErrors((current) => {
        if (!fields.some((field) => field in current)) return current;
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      });
    },
    [setValues],
  );

  /** One field's new value (a field bound on its own). */
  const setField = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => set({ [field]: value } as unknown as Partial<V>),
    [set],
  );

  /** The field was left: with messagesOn 'blur' its message shows from now on. */
  const touch = useCallback((field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  /** A server message (under the field or one of its server names) or the form's own. */
  const errorOf = (field: string, ...serverNames: string[]): string | null => {
    for (const name of [field, ...serverNames]) {
      const fromServer = serverErrors[name];
      if (fromServer) return fromServer;
    }
    const shown =
      submitted ||
      (messagesOn === 'change' && changed.has(field)) ||
      (messagesOn === 'blur' && touched.has(field));
    return shown ? (clientErrors[field] ?? null) : null;
  };

  /** A text field's props bound to one value of the form. */
  const field = <K extends keyof V & string>(name: K): FieldBinding => ({
    value: String(values[name] ?? ''),
    onChange: (value: string) => setField(name, value as V[K]),
    onBlur: () => touch(name),
    errorMessage: errorOf(name),
  });

  /** Server field messages (already in the user's words), shown until the field is edited. */
  const showServerErrors = useCallback((fields: Record<string, readonly string[] | string>) => {
    const next: Record<string, string> = {};
    for (const [name, list] of Object.entries(fields)) {
      const text = typeof list === 'string' ? list : list.join(' ');
      if (text) next[name] = text;
    }
    setServerErrors(next);
  }, []);

  /** Starts over untouched, with the initial values (or keeping those typed: new fields appeared). */
  const reset = ({ keepValues = false }: { keepValues?: boolean } = {}) => {
    if (!keepValues) setValues(initial);
    setEdited(false);
    setChanged(new Set());
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  };

  /** Shows every field's message; true when the form may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    return !hasClientErrors;
  };

  /**
   * Sends the values (with `sendValues`, or the form's onSubmit); true when they went through (the
   * draft is then cleared). A refusal keeps what was typed and puts the server's messages under their fields.
   */
  const send = async (
    sendValues: ((values: V) => Promise<void>) | undefined = onSubmit,
  ): Promise<boolean> => {
    if (isReadOnly || isSaving || !sendValues) return false;
    setSubmitted(true);
    if (hasClientErrors) return false;
    setSaving(true);
    try {
      await sendValues(values);
      clearDraft();
      setEdited(false);
      if (resetAfterSave) {
        setChanged(new Set());
        setTouched(new Set());
        setSubmitted(false);
      }
      return true;
    } catch (error) {
      // What was typed stays as it is; the server's field messages go under their fields.
      const fields = handleError(error, { context, fieldMap });
      if (fields) {
        setServerErrors(
          Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.join(' ')])),
        );
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  // Unsaved edits ask before the page is left; a save under way does not (it finishes on its own, and a
  // form may navigate from its onSubmit once the server has the values).
  const isDirty = isEdited && !isReadOnly;
  useLeaveGuard(isDirty && !isSaving, { keptOnDevice: draftKey !== null });

  /** The form's submit handler: sends with onSubmit. */
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    await send();
  };

  /** A submit handler that sends with this function (which handles its own failures, as sign-in does). */
  const handleSubmit = (sendValues: (values: V) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    await send(sendValues);
  };

  return {
    values,
    set,
    setField,
    touch,
    field,
    errorOf,
    showServerErrors,
    check,
    send,
    submit,
    handleSubmit,
    reset,
    clearDraft,
    isSaving,
    isRestored: draft.isRestored,
    /** Edited since loaded or last saved: the page asks before it is left, the save bar sticks on phones. */
    isDirty,
    /** A save was tried and a field's message stands in the way. */
    hasErrors: submitted && hasClientErrors,
  };
}

export type EntityForm<V extends object> = ReturnType<typeof useEntityForm<V>>;
