// Turns a card into a one-use token in the browser, so that card data never reaches our API: with
// Conekta.js in AWS, with the local payment simulator in the local cloud (/config.json decides).
import { cardDigits, checkCard } from '@shared/payments/card-checks';
import { cardCheckMessage, paymentTexts } from '@shared/payments/payment-texts';
import { loadRuntimeConfig } from './runtime-config';

export interface CardForToken {
  number: string;
  name: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type TokenizeResult = { ok: true; token: string } | { ok: false; message: string };

/** What Conekta.js's Token.create takes, and hands its callbacks. */
interface ConektaTokenParams {
  card: { number: string; name: string; exp_month: string; exp_year: string; cvc: string };
}
interface ConektaFailure {
  message_to_purchaser?: string;
  message?: string;
}
interface ConektaJs {
  setPublicKey(key: string): void;
  setLanguage(language: string): void;
  Token: {
    create(params: ConektaTokenParams, success: (token: { id: string }) => void, failure: (error: ConektaFailure) => void): void;
  };
}

declare global {
  interface Window {
    Conekta?: ConektaJs;
  }
}

const conektaScript = 'https://cdn.conekta.io/js/latest/conekta.js';
let conektaLoading: Promise<ConektaJs> | null = null;

/** Loads Conekta.js once; a failed load is tried again on the next card. */
function loadConekta(): Promise<ConektaJs> {
  conektaLoading ??= new Promise<ConektaJs>((resolve, reject) => {
    if (window.Conekta) return resolve(window.Conekta);
    const script = document.createElement('script');
    script.src = conektaScript;
    script.async = true;
    script.onload = () => (window.Conekta ? resolve(window.Conekta) : reject(new Error('conekta.js did not define Conekta')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`${conektaScript} did not load`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    conektaLoading = null;
    throw error;
  });
  return conektaLoading;
}

const failure = (purchaserMessage: string | undefined): TokenizeResult => ({
  ok: false,
  message: paymentTexts.tokenizationError(purchaserMessage || paymentTexts.tokenizerUnavailable),
});

function tokenParams(card: CardForToken): ConektaTokenParams {
  return {
    card: {
      number: cardDigits(card.number),
      name: card.name.trim(),
      exp_month: String(card.expMonth).padStart(2, '0'),
      exp_year: String(card.expYear),
      cvc: card.cvc.trim(),
    },
  };
}

async function conektaToken(card: CardForToken, publicKey: string): Promise<TokenizeResult> {
  let conekta: ConektaJs;
  try {
    conekta = await loadConekta();
  } catch {
    return failure(undefined);
  }
  conekta.setPublicKey(publicKey);
  conekta.setLanguage('es');
  return new Promise((resolve) => {
    conekta.Token.create(
      tokenParams(card),
      (token) => resolve({ ok: true, token: token.id }),
      (error) => resolve(failure(error.message_to_purchaser ?? error.message)),
    );
  });
}

async function simulatorToken(card: CardForToken): Promise<TokenizeResult> {
  try {
    const response = await fetch('/local/payments/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokenParams(card)),
    });
    const body = (await response.json()) as { id?: string } & ConektaFailure;
    return response.ok && body.id ? { ok: true, token: body.id } : failure(body.message_to_purchaser);
  } catch {
    return failure(undefined);
  }
}

/** A token for the card, or the Spanish message to show: the card's problem (no token is requested
 * then) or 'Error:' with the provider's purchaser message. `test` is the event's `prueba` flag. */
export async function tokenizeCard(card: CardForToken, options: { test: boolean }): Promise<TokenizeResult> {
  const problem = checkCard(card, new Date());
  if (problem) return { ok: false, message: cardCheckMessage(problem) };
  const { payments } = await loadRuntimeConfig();
  if (payments.provider === 'simulador') return simulatorToken(card);
  return conektaToken(card, options.test ? payments.testPublicKey : payments.publicKey);
}
