import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * The sign-in forms' state and checks without @mantine/form, which the sign-in page would otherwise carry in its
 * first download (decision 0185). The check is the contract's own schema, as the server's; like Mantine's form, a
 * field's message goes when the field is edited, and a submit runs the handler only with no message left. The
 * messages are the contract's English ones, for the form to translate.
 */
export function useSignInForm<T extends Record<string, string>>(schema: z.ZodType, initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<Errors<T>>({});

  const field = (name: keyof T & string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (handler: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      handler(values);
      return;
    }
    const found: Errors<T> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as keyof T | undefined;
      if (name !== undefined && found[name] === undefined) found[name] = issue.message;
    }
    setErrors(found);
  };

  return { values, errors, field, onSubmit, setValues };
}
