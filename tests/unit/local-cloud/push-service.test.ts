// The local push service's checks, against what web-push sends: the payload decrypts with the keys it
// issued, and the VAPID token is checked for its key, audience, expiry and signature.
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { decryptPush, newUserAgentKeys } from '@infra/local/push-decrypt';
import { checkVapid } from '@infra/local/push-vapid-check';

const server = webpush.generateVAPIDKeys();
const browser = newUserAgentKeys();
const endpoint = 'http://localhost:3102/local/avisos/push/x';
const audience = 'http://localhost:3102';

function request(vapid = server, payload = '{"title":"Ana López (123) cruzó la meta: 00:42:13"}') {
  const details = webpush.generateRequestDetails({ endpoint, keys: { p256dh: browser.publicKey, auth: browser.auth } }, payload, {
    vapidDetails: { subject: 'mailto:no-responder@carreras.test', ...vapid },
    contentEncoding: 'aes128gcm',
  });
  return { body: details.body, authorization: String(details.headers.Authorization) };
}

const now = () => Math.floor(Date.now() / 1000);

describe('the local push service', () => {
  it('decrypts what web-push encrypted for the keys it issued, and nothing else', () => {
    const { body } = request();
    expect(decryptPush(body, browser)).toBe('{"title":"Ana López (123) cruzó la meta: 00:42:13"}');
    expect(decryptPush(body, newUserAgentKeys())).toBeNull();
    expect(decryptPush(body.subarray(0, 30), browser)).toBeNull();
  });

  it('takes a push signed for the subscription’s key and its origin', async () => {
    expect(await checkVapid(request().authorization, audience, server.publicKey, now())).toBeNull();
  });

  it('refuses another key with 403, and a missing, expired or misaddressed token with 401', async () => {
    const other = webpush.generateVAPIDKeys();
    expect(await checkVapid(request(other).authorization, audience, server.publicKey, now())).toMatchObject({ status: 403 });
    expect(await checkVapid(undefined, audience, server.publicKey, now())).toMatchObject({ status: 401 });
    expect(await checkVapid(request().authorization, 'http://localhost:3103', server.publicKey, now())).toMatchObject({ status: 401 });
    expect(await checkVapid(request().authorization, audience, server.publicKey, now() + 2 * 86_400)).toMatchObject({ status: 401 });
    const forged = request().authorization.replace(/t=([^.]+)\.([^.]+)\.([^,]+)/, (_all, head: string, claims: string) => `t=${head}.${claims}.${'A'.repeat(86)}`);
    expect(await checkVapid(forged, audience, server.publicKey, now())).toMatchObject({ status: 401 });
  });
});
