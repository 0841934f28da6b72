// Each page's Content-Security-Policy (docs/security.md 'The edge'), from the local cloud's public port:
// Google's tag host is allowed only on the pages whose event or organizer web names an analytics id
// (this cloud's platform names none), never on the other pages, the API's answers or the SPA's files.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { getAsHost } from '../../support/request-as-host';
import { createdEvent } from '../../support/timed-events';

const cloudUrl = inject('cloudUrl');
const mainHost = new URL(cloudUrl).host;
const GOOGLE_TAG = 'https://www.googletagmanager.com';

const policyOf = async (path: string, host = mainHost) => {
  const answer = await getAsHost(`${cloudUrl}${path}`, host);
  expect(answer.status).toBeLessThan(500);
  return String(answer.headers['content-security-policy']);
};

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

/** An organizer web published on a free subdomain for the event; its host. */
async function publishedWeb(token: string, eventId: number): Promise<string> {
  const site = `/api/events/${eventId}/site`;
  const content = { title: 'Sitio con analítica', home: { sections: [{ component: 'title', text: 'Hola' }] } };
  expect((await callApi(cloudUrl, site, { method: 'PUT', token, body: { revision: 0, content } })).status).toBe(200);
  expect((await callApi(cloudUrl, `${site}/publication`, { method: 'POST', token, body: { revision: 1 } })).status).toBe(200);
  const slug = `analitica-${randomUUID().slice(0, 8)}`;
  expect((await callApi(cloudUrl, `${site}/hosts`, { method: 'POST', token, body: { tipo: 'subdominio', slug } })).status).toBe(201);
  return `${slug}.localhost:${new URL(cloudUrl).port}`;
}

let tagged: number;
let untagged: number;
let taggedHost: string;
let untaggedHost: string;

beforeAll(async () => {
  const { token } = await signedUpAthlete(cloudUrl);
  [{ iDEvento: tagged }, { iDEvento: untagged }] = await Promise.all([createdEvent(cloudUrl, token, { gaId: 'G-CARRERA123', showWeb: true }), createdEvent(cloudUrl, token, { showWeb: true })]);
  [taggedHost, untaggedHost] = await Promise.all([publishedWeb(token, tagged), publishedWeb(token, untagged)]);
});

describe("a page's CSP on the main host", () => {
  it("leaves Google's tag out where nothing names an analytics id, and keeps the rest of the site's policy", async () => {
    for (const path of ['/', '/proximos-eventos/', `/proximos-eventos/evento_${untagged}/inscripcion`, `/evento_${untagged}`]) {
      const policy = await policyOf(path);
      expect(policy, path).not.toContain(GOOGLE_TAG);
      expect(policy).not.toContain('google-analytics.com');
      expect(directive(policy, 'script-src')).toBe("script-src 'self' https://connect.facebook.net");
      expect(directive(policy, 'connect-src')).toContain(`ws://${mainHost}`);
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it("allows Google's tag on the pages of an event that names its analytics id", async () => {
    for (const path of [`/proximos-eventos/evento_${tagged}/inscripcion`, `/evento_${tagged}`, `/proximos-eventos/evento_${tagged}`]) {
      const policy = await policyOf(path);
      expect(directive(policy, 'script-src'), path).toBe(`script-src 'self' https://connect.facebook.net ${GOOGLE_TAG}`);
      expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    }
  });
});

describe("a page's CSP on an organizer host", () => {
  it("allows Google's tag on every page of a web whose event names an analytics id, and on no page of one whose event does not", async () => {
    expect(await policyOf('/', taggedHost)).toContain(GOOGLE_TAG);
    expect(await policyOf('/no-existe', taggedHost)).toContain(GOOGLE_TAG);
    expect(await policyOf('/', untaggedHost)).not.toContain(GOOGLE_TAG);
    expect(directive(await policyOf('/', untaggedHost), 'connect-src')).toContain(`ws://${untaggedHost}`);
    // The registration of the tagged event, on the untagged web's host.
    expect(await policyOf(`/proximos-eventos/evento_${tagged}/inscripcion`, untaggedHost)).toContain(GOOGLE_TAG);
  });
});

describe('the CSP of what is not a page', () => {
  it.each(['/api/health', '/config.json', `/api/events/${1}`])("leaves Google's tag out of %s", async (path) => {
    expect(await policyOf(path)).not.toContain(GOOGLE_TAG);
  });
});
