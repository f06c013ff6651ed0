import { TextField, type TextFieldProps } from './text-field.tsx';

export type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'rows'> & { rows?: number };

/** A multi-line text field; 3 rows by default (platform.md §5). */
export function TextAreaField({ rows = 3, ...props }: TextAreaFieldProps) {
  return <TextField {...props} rows={rows} />;
}
