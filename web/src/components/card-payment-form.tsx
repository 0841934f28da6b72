// The card form (docs/registration.md §2 Payment method screen, §5 Card validation, §8), for
// whatever a card pays (a race registration, a reto): the card is checked first and on an invalid
// card no token is requested; then tokenized in the browser and charged by the server.
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { messages, toastDurations } from '@shared/core/messages';
import { checkCard } from '@shared/payments/card-checks';
import { cardCheckMessage } from '@shared/payments/payment-texts';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { cardFormDefaults, cardFormSchema, expiryYears, type CardForm } from '@web/lib/card-form';
import { tokenizeCard } from '@web/lib/card-tokenizer';
import { fieldErrorProps } from '@web/lib/form-errors';
import { briefToastDuration } from '@web/lib/toasts';
import { useAttempt } from '@web/lib/use-attempt';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { ChoiceSelect, numberChoices } from './choice-select';
import { FormStack } from './form-stack';

const monthChoices = numberChoices(1, 12);

/** What the form's owner does with a card: the charge of its token, and the failures it keeps on screen. */
export interface CardPayment {
  pay: (intento: string, token: string) => Promise<void>;
  fail: (text: string, duration: number) => void;
  clearFailure: () => void;
}

export function CardPaymentForm({ test, payment }: { test: boolean; payment: CardPayment }) {
  const now = new Date();
  const form = useSchemaForm(cardFormSchema, { defaultValues: cardFormDefaults(now) });
  const { register, toast } = form;
  const { errors } = form.formState;

  const charge = useAttempt(async (intento, card: CardForm) => {
    payment.clearFailure();
    const problem = checkCard(card, new Date());
    if (problem) {
      toast(cardCheckMessage(problem), toastDurations.normal);
      return;
    }
    const token = await tokenizeCard(card, { test });
    if (token.ok) await payment.pay(intento, token.token);
    else payment.fail(token.message, briefToastDuration);
  });

  return (
    <FormStack onSubmit={form.handleSubmit((card) => charge.run(card))}>
      <TextField label={flowTexts.cardName} autoComplete="cc-name" {...register('name')} {...fieldErrorProps(errors.name)} />
      <TextField label={flowTexts.cardNumber} inputMode="numeric" autoComplete="cc-number" {...register('number')} {...fieldErrorProps(errors.number)} />
      <Flex gap="0.75rem" wrap="wrap">
        <ChoiceSelect label={flowTexts.expMonth} placeholder="" choices={monthChoices} {...register('expMonth')} {...fieldErrorProps(errors.expMonth)} />
        <ChoiceSelect label={flowTexts.expYear} placeholder="" choices={expiryYears(now).map((year) => ({ value: year, label: year }))} {...register('expYear')} {...fieldErrorProps(errors.expYear)} />
        <TextField label={flowTexts.cvc} inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('cvc')} {...fieldErrorProps(errors.cvc)} />
      </Flex>
      <Button type="submit" variation="primary" isLoading={charge.sending} loadingText={messages.loading}>
        {flowTexts.pay}
      </Button>
    </FormStack>
  );
}
