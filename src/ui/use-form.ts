import { type FormEvent, useCallback, useMemo, useState } from 'react';
import type { TranslationKey } from '../lib/i18n/en-gb.ts';
import { useT } from '../lib/i18n/i18n.ts';

export type FormValues = Record<string, string>;

/** A validator returns a catalogue key per invalid field. */
export type FormValidator<V extends FormValues> = (values: V) => Partial<Record<keyof V, TranslationKey>>;

export type FieldBinding = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage: string | null;
};

/**
 * Form state with the feedback rule of platform.md §4: a field shows its error once touched
 * (or after a submit attempt), and a submit error from the server until it is edited again.
 */
export function useForm<V extends FormValues>(initial: V, validate: FormValidator<V>) {
  const t = useT();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitErrors, setSubmitErrorsState] = useState<Partial<Record<keyof V, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const errors = useMemo(() => validate(values), [validate, values]);

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSubmitErrorsState((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const errorOf = (name: keyof V): string | null => {
    const submitError = submitErrors[name];
    if (submitError) return submitError;
    const key = errors[name];
    return key && (touched[name] || submitted) ? t(key) : null;
  };

  const field = (name: keyof V): FieldBinding => ({
    value: values[name] ?? '',
    onChange: (value) => setValue(name, value),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    errorMessage: errorOf(name),
  });

  /** Server field messages (already in the user's words), shown until the field is edited. */
  const setSubmitErrors = useCallback((fieldErrors: Record<string, string[] | string>) => {
    const next: Partial<Record<keyof V, string>> = {};
    for (const [name, list] of Object.entries(fieldErrors)) {
      const text = Array.isArray(list) ? list.join(' ') : list;
      if (text) next[name as keyof V] = text;
    }
    setSubmitErrorsState(next);
  }, []);

  /** Validates everything; calls onValid only when no field has an error. */
  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean) || isSubmitting) return;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setSubmitErrorsState({});
    },
    [initial],
  );

  return { values, setValue, field, errors, handleSubmit, setSubmitErrors, isSubmitting, submitted, reset };
}
