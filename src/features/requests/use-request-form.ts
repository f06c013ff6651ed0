import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { handleError } from '../../lib/errors/error-handler.ts';
import { useDraft } from '../forms/use-draft.ts';

type Errors = Record<string, string>;

/** The contract's own messages, one per field: the client checks with the schema the server uses. */
export function schemaErrors(
  schema: z.ZodType,
  body: unknown,
  fieldMap: Record<string, string> = {},
): Errors {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = fieldMap[path] ?? path;
    errors[field] ??= issue.message;
  }
  return errors;
}

export type RequestFormOptions<V extends object> = {
  /** Names the draft kept across a reload ('program-request', 'request:12'). */
  draftKey: string;
  initial: V;
  toBody: (values: V) => unknown;
  /** The contract's body (or payload) schema: its messages are the spec's. */
  schema: z.ZodType;
  /** Body field paths → form field names where they differ ('newInstitution.name' → 'institutionName'). */
  fieldMap?: Record<string, string>;
};

/**
 * A request form's state: values kept as a draft (sessionStorage) until a successful send, the
 * contract's messages once a field is touched or a send was tried, the server's until edited again.
 * A failed send keeps everything the user typed.
 */
export function useRequestForm<V extends object>({
  draftKey,
  initial,
  toBody,
  schema,
  fieldMap,
}: RequestFormOptions<V>) {
  const [values, setValues, clearDraft, draft] = useDraft(draftKey, initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [isSaving, setSaving] = useState(false);

  const clientErrors = useMemo(
    () => schemaErrors(schema, toBody(values), fieldMap),
    [schema, toBody, values, fieldMap],
  );

  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _gone, ...rest } = current;
        return rest;
      });
    },
    [setValues],
  );

  const touch = useCallback((field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const errorOf = (field: string): string | null =>
    serverErrors[field] ?? (touched.has(field) || submitted ? clientErrors[field] : undefined) ?? null;

  /** Shows every field's message; true when the form may be sent. */
  const validate = (): boolean => {
    setSubmitted(true);
    return Object.keys(clientErrors).length === 0;
  };

  /** Sends the body; true when it went through (the draft is then cleared). */
  const submit = async (send: (body: unknown) => Promise<void>): Promise<boolean> => {
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0 || isSaving) return false;
    setSaving(true);
    try {
      await send(toBody(values));
      clearDraft();
      return true;
    } catch (error) {
      const fields = handleError(error, { fieldMap });
      if (fields) {
        setServerErrors(
          Object.fromEntries(Object.entries(fields).map(([name, list]) => [name, list.join(' ')])),
        );
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    set,
    touch,
    errorOf,
    validate,
    submit,
    isSaving,
    clearDraft,
    isRestored: draft.isRestored,
    hasErrors: Object.keys(clientErrors).length > 0,
  };
}

export type RequestForm<V extends object> = ReturnType<typeof useRequestForm<V>>;
