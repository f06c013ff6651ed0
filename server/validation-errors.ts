/**
 * Turns zod issues into the validation error of platform.md §8: `{field: [messages]}` with
 * lower-camel-cased field names, nested paths joined with '.', unknown fields named one by one.
 */
import type { z } from 'zod';
import { messages } from '../core/domain/messages.ts';

export function lowerCamel(segment: PropertyKey): string {
  const text = String(segment);
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function fieldName(path: readonly PropertyKey[]): string {
  return path.map(lowerCamel).join('.');
}

/**
 * Collects per-field messages. A Map, not an object literal: field names come from the client, and
 * a field called "constructor" or "__proto__" must not hit Object.prototype.
 */
export class FieldMessages {
  private readonly fields = new Map<string, string[]>();

  add(field: string, message: string): void {
    const list = this.fields.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    this.fields.set(field, list);
  }

  addAll(description: Record<string, string[]>): void {
    for (const [field, list] of Object.entries(description))
      for (const message of list) this.add(field, message);
  }

  get size(): number {
    return this.fields.size;
  }

  /** A plain object with own properties only (Object.fromEntries defines, never sets). */
  toJSON(): Record<string, string[]> {
    return Object.fromEntries(this.fields);
  }
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const description = new FieldMessages();
  const add = (field: string, message: string) => description.add(field, message);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(fieldName([...issue.path, key]), messages.UnknownField);
    } else {
      add(fieldName(issue.path), issue.message);
    }
  }
  return description.toJSON();
}

type Visit = { value: unknown; key: PropertyKey | null; parent: Visit | null };

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
}

/** A lone UTF-16 surrogate: not text, and PostgreSQL's jsonb refuses its escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store: a NUL byte, or a lone surrogate (invalid Unicode). */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Paths of strings (values or keys) PostgreSQL cannot store (see isUnstorableText). */
export function findUnstorableText(value: unknown): string[] {
  const found: string[] = [];
  // Iterative, with parent links instead of copied paths: a deeply nested body must cost neither
  // the stack nor quadratic memory.
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < 20) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) found.push(fieldName(pathOf(visit)));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, key: index, parent: visit });
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorableText(key)) found.push(fieldName([...pathOf(visit), key.replaceAll('\u0000', '')]));
        else stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return found;
}
