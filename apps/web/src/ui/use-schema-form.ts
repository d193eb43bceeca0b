import { type FormErrors, useForm } from '@mantine/form';
import { formProblems } from '@quanta/validators';
import { useTranslation } from 'react-i18next';

/** A form-side schema of `@quanta/validators` (`familyForm`, `resetPasswordForm`, …). */
export type FormSchema = Parameters<typeof formProblems>[0];

/**
 * A `@mantine/form` form checked by a shared schema: each field's first problem, translated, in the order
 * the schema fixes. The form shows the first one in its alert (§5 words one problem at a time), so inputs
 * get no error of their own. `schema` may depend on the values, or on state read when the form is checked.
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
    enhanceGetInputProps: () => ({ error: undefined }),
  });
}

/** The message a form shows when its check failed: the first problem. */
export function firstProblem(errors: FormErrors): string {
  return String(Object.values(errors)[0] ?? '');
}
