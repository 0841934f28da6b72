// Counts of a user pool's guesses per account, kept in the local cloud's memory as Cognito keeps its
// own: failed sign-ins with their lockout, reset codes asked for, and wrong guesses at the code sent.
// Keys are the names typed, whether or not an account has them, so the counts tell nothing of which
// e-mails exist. Entries untouched for longer than any rule looks back are dropped.
const lockoutStartsAfter = 5;
const lockoutCapSeconds = 15 * 60;
const forgetAfterMs = 60 * 60 * 1000;

export const codesPerHour = 5;
export const guessesPerCode = 5;
export const codeLifetimeMs = 60 * 60 * 1000;

interface Account {
  failures: number;
  lockedUntil: number;
  codeRequests: number[];
  codeIssuedAt?: number;
  wrongGuesses: number;
  touched: number;
}

export function createAttemptCounts() {
  const accounts = new Map<string, Account>();

  function account(name: string, now: number): Account {
    if (accounts.size > 10_000) {
      for (const [key, entry] of accounts) if (now - entry.touched > forgetAfterMs) accounts.delete(key);
    }
    const key = name.trim().toLowerCase();
    const entry = accounts.get(key) ?? { failures: 0, lockedUntil: 0, codeRequests: [], wrongGuesses: 0, touched: now };
    // A long quiet spell starts the failures over, as a lockout is meant to slow a guesser, not to bar the owner.
    if (now - entry.touched > lockoutCapSeconds * 1000 && entry.lockedUntil < now) entry.failures = 0;
    entry.touched = now;
    accounts.set(key, entry);
    return entry;
  }

  return {
    isLockedOut: (name: string, now = Date.now()) => account(name, now).lockedUntil > now,
    /** A failed sign-in: from the fifth on, a lockout of 1 s doubling with each failure, up to 15 minutes. */
    signInFailed(name: string, now = Date.now()): void {
      const entry = account(name, now);
      entry.failures += 1;
      if (entry.failures >= lockoutStartsAfter) {
        entry.lockedUntil = now + Math.min(2 ** (entry.failures - lockoutStartsAfter), lockoutCapSeconds) * 1000;
      }
    },
    signedIn(name: string, now = Date.now()): void {
      Object.assign(account(name, now), { failures: 0, lockedUntil: 0 });
    },
    /** Counts a request for a reset code; false when the account had its codes for the hour. */
    codeRequested(name: string, now = Date.now()): boolean {
      const entry = account(name, now);
      entry.codeRequests = entry.codeRequests.filter((at) => now - at < 60 * 60 * 1000);
      if (entry.codeRequests.length >= codesPerHour) return false;
      entry.codeRequests.push(now);
      return true;
    },
    codeSent(name: string, now = Date.now()): void {
      Object.assign(account(name, now), { codeIssuedAt: now, wrongGuesses: 0 });
    },
    code(name: string, now = Date.now()) {
      const entry = account(name, now);
      return {
        spent: entry.wrongGuesses >= guessesPerCode,
        expired: entry.codeIssuedAt === undefined || now - entry.codeIssuedAt > codeLifetimeMs,
      };
    },
    wrongGuess(name: string, now = Date.now()): void {
      account(name, now).wrongGuesses += 1;
    },
    codeUsed(name: string, now = Date.now()): void {
      Object.assign(account(name, now), { codeIssuedAt: undefined, wrongGuesses: 0, failures: 0, lockedUntil: 0 });
    },
  };
}

export type AttemptCounts = ReturnType<typeof createAttemptCounts>;
