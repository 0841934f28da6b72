// A payment made with this container's copy of its event's registration data (registration-context.ts),
// read again when the copy may be old: when it refuses the payment (registration closed, method off),
// or when the hold finds the event's revision moved on. Nothing is written before the hold, so paying
// again with the data read now is safe.
import type { PaymentRequest } from '@shared/registration/registration-api';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { pay, requireMethod, requirePayer } from './payment-methods';
import { currentRegistration, StaleRegistration, type RegistrationContext } from '../form/registration-context';
import { openConfig } from '../form/registration-selection';

/** Saves racing one payment: past this many, something keeps changing the event and the payment stops. */
const STALE_READS = 3;

export interface PaymentOutcome {
  /** The data the payment was made with. */
  context: RegistrationContext;
  /** What pay answered. */
  settled: RegistrantItem | undefined;
}

function payableConfig(context: RegistrationContext, claimed: RegistrantItem, request: PaymentRequest): RegistryConfig {
  // Checked only for a payment still to make: a settled one answers even once registration closed.
  const config = openConfig(context);
  requireMethod(claimed, config, request.metodo);
  return config;
}

export async function payWithCurrentData(eventId: number, known: RegistrationContext, claimed: RegistrantItem, request: PaymentRequest): Promise<PaymentOutcome> {
  requirePayer(claimed);
  let context = known;
  let refusalChecked = false;
  for (let stale = 0; ; ) {
    let config: RegistryConfig;
    try {
      config = payableConfig(context, claimed, request);
    } catch (refusal) {
      if (refusalChecked) throw refusal;
      refusalChecked = true;
      context = await currentRegistration(eventId);
      continue;
    }
    try {
      return { context, settled: await pay({ event: context.event, config, revision: context.revision }, claimed, request) };
    } catch (error) {
      stale += 1;
      if (!(error instanceof StaleRegistration) || stale >= STALE_READS) throw error;
      context = await currentRegistration(eventId);
    }
  }
}
