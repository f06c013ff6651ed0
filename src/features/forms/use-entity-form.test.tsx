import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import { hasUnsavedChanges } from '../../lib/navigation/leave-guard.ts';
import { type EntityFormOptions, translateFields, useEntityForm } from './use-entity-form.ts';

type Values = { name: string; code: string };
const initial: Values = { name: '', code: '' };
const validate = (values: Values) => (values.name ? {} : { name: 'Name is required.' });

const renderForm = (options: Partial<EntityFormOptions<Values>> = {}) =>
  renderHook(() => useEntityForm<Values>({ draftKey: null, initial, validate, ...options }));

describe('useEntityForm', () => {
  it('shows a field message once the field is edited (the default)', () => {
    const { result } = renderForm();
    expect(result.current.errorOf('name')).toBeNull();
    act(() => result.current.set({ name: 'x' }));
    act(() => result.current.set({ name: '' }));
    expect(result.current.errorOf('name')).toBe('Name is required.');
  });

  it("with messagesOn 'blur' shows it once the field is left, not while typing", () => {
    const { result } = renderForm({ messagesOn: 'blur' });
    act(() => result.current.field('name').onChange(''));
    expect(result.current.field('name').errorMessage).toBeNull();
    act(() => result.current.field('name').onBlur());
    expect(result.current.field('name').errorMessage).toBe('Name is required.');
  });

  it("with messagesOn 'submit' waits for a save attempt; check() shows every message", () => {
    const { result } = renderForm({ messagesOn: 'submit' });
    act(() => result.current.setField('name', ''));
    act(() => result.current.touch('name'));
    expect(result.current.errorOf('name')).toBeNull();
    let ok = true;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
    expect(result.current.errorOf('name')).toBe('Name is required.');
    expect(result.current.hasErrors).toBe(true);
  });

  it('a validator entry left undefined is no message and does not hold the save', async () => {
    const sent: Values[] = [];
    const { result } = renderForm({
      initial: { name: 'Ann', code: '' },
      validate: (values) => ({ code: values.code ? undefined : undefined }),
    });
    let ok = false;
    await act(async () => {
      ok = await result.current.send(async (values) => {
        sent.push(values);
      });
    });
    expect(ok).toBe(true);
    expect(sent).toEqual([{ name: 'Ann', code: '' }]);
    expect(translateFields(() => 'text', { name: undefined, code: 'EmailIsRequired' })).toEqual({
      code: 'text',
    });
  });

  it("puts the server's field messages under the form's names until the field is edited", async () => {
    const { result } = renderForm({
      initial: { name: 'Ann', code: 'a' },
      fieldMap: { 'create.code': 'code' },
      context: 'test',
    });
    let ok = true;
    await act(async () => {
      ok = await result.current.send(async () => {
        throw new ValidationError({ 'create.code': ['Code is taken.'] });
      });
    });
    expect(ok).toBe(false);
    expect(result.current.values).toEqual({ name: 'Ann', code: 'a' });
    expect(result.current.errorOf('code')).toBe('Code is taken.');
    act(() => result.current.setField('code', 'b'));
    expect(result.current.errorOf('code')).toBeNull();
    act(() => result.current.showServerErrors({ name: ['Too short.', 'Try again.'] }));
    expect(result.current.errorOf('name')).toBe('Too short. Try again.');
  });

  it('submit sends with onSubmit; reset starts over, keeping the values when asked', async () => {
    const sent: Values[] = [];
    const { result } = renderForm({
      onSubmit: async (values) => {
        sent.push(values);
      },
    });
    await act(async () => {
      await result.current.submit();
    });
    expect(sent).toEqual([]);
    expect(result.current.errorOf('name')).toBe('Name is required.');
    act(() => result.current.set({ name: 'Bo' }));
    await act(async () => {
      await result.current.submit();
    });
    expect(sent).toEqual([{ name: 'Bo', code: '' }]);
    act(() => result.current.set({ code: 'c' }));
    act(() => result.current.reset({ keepValues: true }));
    expect(result.current.values).toEqual({ name: 'Bo', code: 'c' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(initial);
    expect(result.current.errorOf('name')).toBeNull();
  });

  it('keeps set stable across renders (effects may depend on it)', () => {
    const { result, rerender } = renderForm();
    const { set, setField, touch } = result.current;
    rerender();
    expect(result.current.set).toBe(set);
    expect(result.current.setField).toBe(setField);
    expect(result.current.touch).toBe(touch);
  });

  it('is dirty once edited (the leave guard holds) and clean again after a save', async () => {
    const { result, unmount } = renderForm({ initial: { name: 'Ann', code: 'a' } });
    expect(result.current.isDirty).toBe(false);
    expect(hasUnsavedChanges()).toBe(false);
    act(() => result.current.setField('code', 'b'));
    expect(result.current.isDirty).toBe(true);
    expect(hasUnsavedChanges()).toBe(true);
    await act(async () => {
      await result.current.send(async () => undefined);
    });
    expect(result.current.isDirty).toBe(false);
    expect(hasUnsavedChanges()).toBe(false);
    act(() => result.current.setField('code', 'c'));
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('stays dirty when the save is refused, and is never dirty read-only', async () => {
    const { result } = renderForm({ initial: { name: 'Ann', code: 'a' }, context: 'test' });
    act(() => result.current.setField('code', 'b'));
    await act(async () => {
      await result.current.send(async () => {
        throw new ValidationError({ code: ['Code is taken.'] });
      });
    });
    expect(result.current.isDirty).toBe(true);
    expect(hasUnsavedChanges()).toBe(true);
    const readOnly = renderForm({ initial: { name: 'Ann', code: 'a' }, isReadOnly: true });
    act(() => readOnly.result.current.setField('code', 'b'));
    expect(readOnly.result.current.isDirty).toBe(false);
  });
});
