import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { Table } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { loadDraft } from '../../lib/offline/outbox.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { DRAFT_SAVE_DELAY_MS, useDraft } from './use-draft.ts';

type Values = { name: string; code: string };
const initial: Values = { name: '', code: '' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function Form({ onSave }: { onSave: (values: Values) => boolean }) {
  const [values, setValues, clearDraft] = useDraft('specialty:new', initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (onSave(values)) clearDraft();
      }}
    >
      <label>
        Name
        <input value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

const stored = () => sessionStorage.getItem('draft:specialty:new');

describe('useDraft', () => {
  it('saves typed values after a pause and restores them after a reload', () => {
    const { unmount } = render(<Form onSave={() => true} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cardiology' } });
    expect(stored()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(JSON.parse(stored() ?? '{}')).toEqual({ name: 'Cardiology', code: '' });
    unmount();
    render(<Form onSave={() => true} />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Cardiology');
  });

  it('keeps the last keystrokes when the page goes away within the delay', () => {
    render(<Form onSave={() => true} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Derm' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(stored() ?? '{}').name).toBe('Derm');
  });

  it('a failed save keeps values and draft; a successful one clears the draft', () => {
    let succeed = false;
    const { unmount } = render(<Form onSave={() => succeed} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Neurology' } });
    fireEvent.click(screen.getByText('Save'));
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Neurology');
    expect(JSON.parse(stored() ?? '{}').name).toBe('Neurology');
    succeed = true;
    fireEvent.click(screen.getByText('Save'));
    expect(stored()).toBeNull();
    // Leaving the page after the save does not write the draft back.
    unmount();
    expect(stored()).toBeNull();
  });

  it('leaves no draft for an untouched form, and fills fields added since the draft was written', () => {
    sessionStorage.setItem('draft:specialty:1', JSON.stringify({ name: 'Old' }));
    const { result, unmount } = renderHook(() => useDraft('specialty:1', { name: '', code: 'X' }));
    expect(result.current[0]).toEqual({ name: 'Old', code: 'X' });
    expect(result.current[3].isRestored).toBe(true);
    unmount();
    const untouched = renderHook(() => useDraft('specialty:2', initial));
    expect(untouched.result.current[3].isRestored).toBe(false);
    untouched.unmount();
    expect(sessionStorage.getItem('draft:specialty:2')).toBeNull();
  });
});

describe('useDraft on the device of a signed-in user', () => {
  const user = demoUser('applicant@matchline.test')!;

  beforeEach(() => {
    vi.useRealTimers();
    act(() => useSessionStore.getState().setSession(demoSession(user)));
  });

  afterEach(async () => {
    act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
    await appDb().drafts.clear();
  });

  it('restores what was typed after the app was killed (no tab draft left), and forgets it after a save', async () => {
    const first = render(<Form onSave={() => true} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Neurology' } });
    await waitFor(async () =>
      expect(await loadDraft(user.id, 'form:specialty:new')).toEqual({ name: 'Neurology', code: '' }),
    );
    first.unmount();
    // A killed app loses the tab's sessionStorage; the device still has the draft.
    sessionStorage.clear();
    render(<Form onSave={() => true} />);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Neurology'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await loadDraft(user.id, 'form:specialty:new')).toBeUndefined());
  });

  it('a save clears the draft kept on the device even while the session has no user', async () => {
    render(<Form onSave={() => true} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Neurology' } });
    await waitFor(async () =>
      expect(await loadDraft(user.id, 'form:specialty:new')).toEqual({ name: 'Neurology', code: '' }),
    );
    act(() => useSessionStore.setState({ session: null, deviceUser: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await loadDraft(user.id, 'form:specialty:new')).toBeUndefined());
  });

  it('a reload before the removal reached the device does not bring the saved draft back', async () => {
    const first = render(<Form onSave={() => true} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Neurology' } });
    await waitFor(async () =>
      expect(await loadDraft(user.id, 'form:specialty:new')).toEqual({ name: 'Neurology', code: '' }),
    );
    // The page goes away before Dexie removes the draft: the removal never finishes.
    const removal = vi
      .spyOn(appDb().drafts, 'delete')
      .mockReturnValueOnce(new Promise<never>(() => {}) as unknown as ReturnType<Table['delete']>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(removal).toHaveBeenCalled());
    removal.mockRestore();
    first.unmount();
    expect(await loadDraft(user.id, 'form:specialty:new')).toEqual({ name: 'Neurology', code: '' });

    render(<Form onSave={() => true} />);
    // The stale draft is removed at last, and the form starts from its initial values.
    await waitFor(async () => expect(await loadDraft(user.id, 'form:specialty:new')).toBeUndefined());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});
