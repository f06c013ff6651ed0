import { useCallback } from 'react';
import type { z } from 'zod';

/** The contract's own messages, one per field: the client checks with the schema the server uses. */
export function schemaErrors(
  schema: z.ZodType,
  body: unknown,
  fieldMap: Record<string, string> = {},
): Record<string, string> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = fieldMap[path] ?? path;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form's `validate` from a contract schema: the values as the contract takes them (`toBody`),
 * checked with the schema the server uses, messages under the form's field names.
 */
export function useSchemaValidate<V>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  fieldMap?: Record<string, string>,
): (values: V) => Record<string, string> {
  return useCallback(
    (values: V) => schemaErrors(schema, toBody(values), fieldMap),
    [schema, toBody, fieldMap],
  );
}
