/**
 * Turns zod issues into the validation error of platform.md §8: `{field: [messages]}` with
 * lower-camel-cased field names, nested paths joined with '.', unknown fields named one by one.
 */
import type { z } from 'zod';
import { messages } from '../../core/domain/messages.ts';

export function lowerCamel(segment: PropertyKey): string {
  const text = String(segment);
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function fieldName(path: readonly PropertyKey[]): string {
  return path.map(lowerCamel).join('.');
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const description: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = description[field] ?? [];
    if (!list.includes(message)) list.push(message);
    description[field] = list;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(fieldName([...issue.path, key]), messages.UnknownField);
    } else {
      add(fieldName(issue.path), issue.message);
    }
  }
  return description;
}

/** Paths of strings (values or keys) holding a NUL byte, which PostgreSQL text cannot store. */
export function findNulBytes(value: unknown): string[] {
  const found: string[] = [];
  // Iterative walk: a deeply nested body must not overflow the stack.
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && found.length < 20) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(fieldName(path));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: [...path, index] });
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) found.push(fieldName([...path, key.replaceAll('\u0000', '')]));
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}
