import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** One form of a group saved with one Save: whether it holds unsaved edits, and how it saves them. */
export type FormGroupMember = {
  isDirty: boolean;
  /** Sends the form's edits (its own useEntityForm `send`); true when they went through. */
  save: () => Promise<boolean>;
};

type FormGroupContextValue = {
  register: (id: string, member: { current: FormGroupMember }) => () => void;
  setDirty: (id: string, isDirty: boolean) => void;
};

const FormGroupContext = createContext<FormGroupContextValue | null>(null);

export type SaveAllOutcome = {
  /** The forms that were sent, in the group's order. */
  saved: string[];
  /** The forms whose save was refused or failed (their messages are in the form), in order. */
  failed: string[];
};

/**
 * Several forms of one page (a long form in sections, each with its own useEntityForm and endpoint)
 * saved with one Save: `saveAll` sends each form with unsaved edits in turn, in `order`, and says
 * which failed. Each form joins with useFormGroupMember inside `<FormGroupProvider value={group.context}>`.
 */
export function useFormGroup(order: readonly string[]) {
  const members = useRef(new Map<string, { current: FormGroupMember }>());
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [isSaving, setSaving] = useState(false);
  const saving = useRef(false);

  const register = useCallback((id: string, member: { current: FormGroupMember }) => {
    members.current.set(id, member);
    return () => {
      if (members.current.get(id) === member) members.current.delete(id);
    };
  }, []);
  const setDirty = useCallback((id: string, isDirty: boolean) => {
    setDirtyIds((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const context = useMemo(() => ({ register, setDirty }), [register, setDirty]);

  const saveAll = useCallback(async (): Promise<SaveAllOutcome> => {
    const outcome: SaveAllOutcome = { saved: [], failed: [] };
    if (saving.current) return outcome;
    saving.current = true;
    setSaving(true);
    try {
      // One after the other: each form's own save shows its messages, and a server sees one write at a time.
      for (const id of order) {
        const member = members.current.get(id);
        if (!member?.current.isDirty) continue;
        const ok = await member.current.save();
        outcome[ok ? 'saved' : 'failed'].push(id);
      }
      return outcome;
    } finally {
      saving.current = false;
      setSaving(false);
    }
  }, [order]);

  const dirtyInOrder = order.filter((id) => dirtyIds.has(id));
  return { context, dirtyIds: dirtyInOrder, isSaving, saveAll };
}

export function FormGroupProvider({
  value,
  children,
}: {
  value: FormGroupContextValue;
  children: ReactNode;
}) {
  return <FormGroupContext.Provider value={value}>{children}</FormGroupContext.Provider>;
}

/** Joins the form group around it (if any) under `id`: the group's Save sends this form when it is dirty. */
export function useFormGroupMember(id: string, member: FormGroupMember): void {
  const group = useContext(FormGroupContext);
  const latest = useRef(member);
  latest.current = member;
  useEffect(() => group?.register(id, latest), [group, id]);
  useEffect(() => {
    group?.setDirty(id, member.isDirty);
  }, [group, id, member.isDirty]);
  useEffect(() => () => group?.setDirty(id, false), [group, id]);
}
