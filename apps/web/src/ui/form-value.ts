import type { UseFormReturnType } from '@mantine/form';

/**
 * A form field as `value` and `onChange(value)`, typed by the field, for inputs that take the value itself
 * (a language, a list of sources, rich text) rather than an input event.
 */
export function formValue<Values extends Record<string, unknown>, K extends keyof Values & string>(
  form: UseFormReturnType<Values>,
  name: K,
) {
  return {
    value: form.getValues()[name],
    onChange: (value: Values[K]) => form.setValues({ [name]: value } as unknown as Partial<Values>),
  };
}
