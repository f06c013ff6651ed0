/** What a group of fields of one form takes: the form's values, its setter and its messages. */
export type FieldGroupProps<V> = {
  values: V;
  set: (patch: Partial<V>) => void;
  errorOf: (field: keyof V & string) => string | null;
};
