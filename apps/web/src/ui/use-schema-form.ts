import { type FormErrors, useForm } from '@mantine/form';
import { formProblems } from '@quanta/validators';
import { useTranslation } from 'react-i18next';

/** A form-side schema of `@quanta/validators` (`familyForm`, `resetPasswordForm`, …). */
export type FormSchema = Parameters<typeof formProblems>[0];

/** Kept in the page for screen readers, out of sight: the form's alert already shows the words. */
const hiddenError = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A `@mantine/form` form checked by a shared schema: each field's first problem, translated, in the order
 * the schema fixes. The form shows the first one in its alert (§5 words one problem at a time); the field
 * it is about gets it as its `error`, out of sight, which marks the field invalid and names the problem to
 * screen readers (aria-invalid, aria-describedby). `schema` may depend on the values, or on state read when
 * the form is checked.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  initialValues: Values,
  schema: FormSchema | ((values: Values) => FormSchema),
) {
  const { t } = useTranslation();
  return useForm<Values>({
    initialValues,
    validate: (values) => {
      const problems = formProblems(typeof schema === 'function' ? schema(values) : schema, values);
      return Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, t(`messages.${key}`)]));
    },
    enhanceGetInputProps: ({ field, form, options }) => {
      const [first, error] = Object.entries(form.errors)[0] ?? [];
      // A checkbox hands unknown props to its <input>: it keeps no error of its own.
      const tied = field === first && options.type !== 'checkbox';
      return tied ? { error, errorProps: { style: hiddenError } } : { error: undefined };
    },
  });
}

/** The message a form shows when its check failed: the first problem. */
export function firstProblem(errors: FormErrors): string {
  return String(Object.values(errors)[0] ?? '');
}
