import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormGroupProvider, type SaveAllOutcome, useFormGroup, useFormGroupMember } from './form-group.tsx';

type MemberProps = { id: string; isDirty: boolean; save: () => Promise<boolean> };
type Group = ReturnType<typeof useFormGroup>;

function Member({ id, isDirty, save }: MemberProps) {
  useFormGroupMember(id, { isDirty, save });
  return null;
}

const order = ['a', 'b', 'c'] as const;

/** A page of members; hands its group to the test. */
function Page({ members, onGroup }: { members: MemberProps[]; onGroup: (group: Group) => void }) {
  const group = useFormGroup(order);
  onGroup(group);
  return (
    <FormGroupProvider value={group.context}>
      {members.map((member) => (
        <Member key={member.id} {...member} />
      ))}
    </FormGroupProvider>
  );
}

describe('useFormGroup', () => {
  it('saves each dirty member in the group order, one after the other, and says which failed', async () => {
    const calls: string[] = [];
    let running = 0;
    const saver = (id: string, ok: boolean) => async () => {
      running += 1;
      expect(running).toBe(1);
      calls.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return ok;
    };
    const seen: { group: Group | null } = { group: null };
    render(
      <Page
        // Mounted out of order: the group's order decides.
        members={[
          { id: 'c', isDirty: true, save: saver('c', true) },
          { id: 'b', isDirty: false, save: saver('b', true) },
          { id: 'a', isDirty: true, save: saver('a', false) },
        ]}
        onGroup={(g) => {
          seen.group = g;
        }}
      />,
    );
    expect(seen.group?.dirtyIds).toEqual(['a', 'c']);
    let outcome: SaveAllOutcome | null = null;
    await act(async () => {
      outcome = (await seen.group?.saveAll()) ?? null;
    });
    expect(calls).toEqual(['a', 'c']);
    expect(outcome).toEqual({ saved: ['c'], failed: ['a'] });
  });

  it('forgets a member that unmounts', () => {
    const seen: { group: Group | null } = { group: null };
    const onGroup = (g: Group) => {
      seen.group = g;
    };
    const member = { id: 'b', isDirty: true, save: async () => true };
    const { rerender } = render(<Page members={[member]} onGroup={onGroup} />);
    expect(seen.group?.dirtyIds).toEqual(['b']);
    rerender(<Page members={[]} onGroup={onGroup} />);
    expect(seen.group?.dirtyIds).toEqual([]);
  });
});
