// The payment simulator's notifications: each signed as the cloud's provider verifies them and posted
// to the platform's webhook, then posted again later while the webhook does not answer 2xx, as Conekta
// retries. They can be turned off, standing for notifications lost (the cloud down through every retry).
// Each one ends settled: taken by the webhook, given up after the last retry, or dropped while off.
import { simulatorSignature, simulatorSignatureHeader } from '@lambdas/core/simulator-signature';

interface WebhookOptions {
  /** The platform's own POST /api/payments/webhook. */
  url: string;
  secret: string;
  /** A notification settled (see above): nothing more is sent for it. */
  onSettled?: (id: string) => void;
}

/** Conekta retries for days; these go on for about eight minutes, past the platform's 120 s payment claim. */
const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 240_000];

export function createWebhookSender({ url, secret, onSettled = () => undefined }: WebhookOptions) {
  let delivering = true;
  /** The webhook's last answer to each notification (0: it could not be reached). */
  const answers = new Map<string, number>();

  const later = (delayMs: number, run: () => Promise<unknown>) => {
    // A delivery still to come never keeps the process alive on its own.
    setTimeout(() => void run(), delayMs).unref();
  };

  async function post(body: string): Promise<number> {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [simulatorSignatureHeader]: simulatorSignature(body, secret) }, body });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  /** Posts the notification now: the webhook's answer, or null while deliveries are off. */
  async function deliver(id: string, body: string, retries = RETRY_DELAYS_MS): Promise<number | null> {
    if (!delivering) {
      onSettled(id);
      return null;
    }
    const status = await post(body);
    answers.set(id, status);
    const [next, ...rest] = retries;
    if ((status < 200 || status >= 300) && next !== undefined) later(next, () => deliver(id, body, rest));
    else onSettled(id);
    return status;
  }

  return {
    deliver,
    /** Posts the notification once `delayMs` passed, as Conekta does some seconds after it answered the charge. */
    deliverLater: (id: string, body: string, delayMs: number) => later(delayMs, () => deliver(id, body)),
    answerTo: (id: string) => answers.get(id),
    /** Off, notifications due are dropped, retries included. */
    setDelivering: (on: boolean) => {
      delivering = on;
    },
  };
}
