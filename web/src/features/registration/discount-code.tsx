// The optional discount code (docs/registration.md §4 Newer flow, §7.2, §8): checked by the server, applied once, then
// 'Código aplicado' replaces the button and the order shows the discount line; 'Quitar código' takes it
// off again, e.g. when the payment finds the code used up.
import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { toastDurations } from '@shared/core/messages';
import { discountCheckSchema } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { checkDiscount } from './flow-api';
import type { StepProps } from './flow-selection';
import { discountCheckBody } from './registration-request';

export function DiscountCode({ view, state, selection, dispatch }: StepProps) {
  const toast = useToast();
  const [codigo, setCodigo] = useState(state.descuento?.codigo ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const applied = state.descuento !== null;

  const apply = async () => {
    const parsed = discountCheckSchema.shape.codigo.safeParse(codigo);
    const body = parsed.success ? discountCheckBody({ state, selection }, parsed.data) : null;
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!body) return;
    setChecking(true);
    try {
      const answer = await checkDiscount(view.event.iDEvento, body);
      toast(answer.text, toastDurations.normal);
      if (answer.valid) dispatch({ type: 'descuento', descuento: { codigo: body.codigo, monto: answer.amount } });
    } catch (failure) {
      toast(`${flowTexts.discountFailed}${errorMessage(failure)}`, toastDurations.normal);
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    setCodigo('');
    dispatch({ type: 'descuento', descuento: null });
  };

  return (
    <Flex direction="column" gap="0.5rem">
      <TextField
        label={flowTexts.discountLabel}
        value={codigo}
        isReadOnly={applied}
        onChange={(event) => setCodigo(event.target.value)}
        hasError={error !== null}
        errorMessage={error ?? undefined}
      />
      {applied ? (
        <Flex alignItems="center" gap="0.75rem" wrap="wrap">
          <Text fontWeight="bold" color="font.success">
            {flowTexts.discountApplied}
          </Text>
          <Button size="small" onClick={remove}>
            {flowTexts.removeDiscount}
          </Button>
        </Flex>
      ) : (
        <Button alignSelf="flex-start" isLoading={checking} onClick={() => void apply()}>
          {flowTexts.applyDiscount}
        </Button>
      )}
    </Flex>
  );
}
