import { TextInput, type TextInputProps } from '@mantine/core';

/** A text field's props with its value as a plain string (what `form.getInputProps` gives too). */
export type TextValueProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value?: string;
  onChange: (value: string) => void;
};

/** A text field that keeps only what `filter` makes of the typed text. */
export function FilteredInput({
  value,
  onChange,
  filter,
  ...rest
}: TextValueProps & { filter: (text: string) => string }) {
  return <TextInput value={value} onChange={(event) => onChange(filter(event.currentTarget.value))} {...rest} />;
}
