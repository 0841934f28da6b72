// Step 1, claim: one attempt at a time charges a purchase.
//
// Guarantees:
// - Nothing is charged without the purchase's claim for this attempt; the claim is also the read of
//   the purchase, so a purchase settled before it (paid, a voucher issued, the same attempt refused)
//   answers its outcome again and charges nothing.
// - While another attempt holds the claim (or this very attempt, sent again) the answer comes at
//   once: the port's "in progress", never a wait for the other request.
// - A claim that races another request is tried again, at most `claimTries` times.
// - The claim ends whatever the payment did (answered, refused, failed), unless the payment ended it
//   itself with the completion; a claim left by a request that crashed is taken over once stale
//   (stale-claim.ts), which each port's claim decides.
import type { PaymentAttempt, PaymentClaim } from './payment-port';

/**
 * The purchase's answer once the attempt settled, paid by `pay` under the claim or earlier. `pay`
 * answers when it ended the claim itself (a completion), or undefined when the claim is still to end.
 */
export async function payOnce<Purchase, Answer, Attempt extends PaymentAttempt>(
  port: PaymentClaim<Purchase, Answer, Attempt>,
  attempt: Attempt,
  pay: (claimed: Purchase) => Promise<Answer | undefined>,
): Promise<Answer> {
  const now = new Date();
  for (let tries = 1; tries <= port.claimTries; tries += 1) {
    const claim = await port.claim(attempt, { now, lastTry: tries === port.claimTries });
    if (claim === 'raced') continue;
    if ('answer' in claim) return claim.answer;
    const { claimed } = claim;
    let paid: Answer | undefined;
    let ended: Answer | null = null;
    try {
      // Settled before the claim: nothing left to charge.
      if (!port.settledUnderClaim(claimed, attempt)) paid = await pay(claimed);
    } finally {
      if (paid === undefined) ended = await port.endClaim(claimed, attempt);
    }
    return paid ?? ended ?? port.reread(claimed);
  }
  throw port.inProgress();
}
