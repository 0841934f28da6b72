// A form validated by a shared zod schema whose failed submit lands where the user sees it: on the
// fields the API named (400 VALIDATION), otherwise in a long toast (docs/results.md §9: 7 s for account errors).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { toastDurations } from '@shared/core/messages';
import { errorMessage } from './error-message';
import { applyServerFieldErrors } from './form-errors';
import { useToast } from './toasts';

interface SchemaFormOptions<Input extends FieldValues> {
  defaultValues: DefaultValues<Input>;
  /** The form fields an API field error may be shown on. */
  serverFields?: readonly Path<Input>[];
  /** A contract field the form shows on another field (fechaNacimiento → dia). */
  rename?: Partial<Record<string, Path<Input>>>;
}

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  // The schema alone decides the form's types; the options are checked against them.
  { defaultValues, serverFields = [], rename }: NoInfer<SchemaFormOptions<Input>>,
) {
  const toast = useToast();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const { handleSubmit, setError } = form;

  /** The submit handler: runs `action` on valid values; `failureText` words a failure no field took. */
  function submitWith(
    action: (values: Output) => Promise<void>,
    failureText: (error: unknown) => string = errorMessage,
  ) {
    return handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, serverFields, rename)) toast(failureText(error), toastDurations.long);
      }
    });
  }

  return { ...form, toast, submitWith };
}
