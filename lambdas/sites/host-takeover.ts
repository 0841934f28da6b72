// Which pending claims the verified owner of an own domain may take over (docs/sites.md#taking-over-a-pending-claim):
// the names under the domain it verified and, when that domain is `www.{apex}`, the apex and every name
// under it, since `www.` lives in its apex's own DNS zone. A sub-name proves nothing of its parent
// otherwise: `eventos.universidad.mx` may be a zone of its own, delegated by the university.
const vouchedBase = (verified: string) => {
  const apex = verified.slice('www.'.length);
  return verified.startsWith('www.') && apex.includes('.') ? apex : verified;
};

/** Whether owning `verified` (an active own domain) vouches for `host`. */
export function vouchesFor(verified: string, host: string): boolean {
  const base = vouchedBase(verified);
  return host !== verified && (host === base || host.endsWith(`.${base}`));
}
