import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Both the runtime config and Conekta.js load once per page: every test gets a fresh module.
async function freshTokenizer() {
  vi.resetModules();
  return import('@web/lib/card-tokenizer');
}

const goodCard = { number: '4242 4242 4242 4242', name: 'Ana López', expMonth: 12, expYear: 2035, cvc: '123' };

function runtimeConfig(payments: Record<string, string>) {
  return {
    region: 'us-east-1',
    userPoolId: 'us-east-1_x',
    userPoolClientId: 'client',
    webSocketUrl: 'ws://localhost/ws',
    mainHosts: ['localhost'],
    payments,
  };
}

type Answer = { status: number; body: unknown };

/** fetch answering /config.json and the simulator's tokens endpoint, recording the token requests. */
function stubFetch(payments: Record<string, string>, tokenAnswer: Answer) {
  const tokenRequests: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/config.json') return new Response(JSON.stringify(runtimeConfig(payments)), { status: 200 });
    if (url === '/local/payments/tokens' && init?.method === 'POST') {
      tokenRequests.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(tokenAnswer.body), { status: tokenAnswer.status });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return tokenRequests;
}

describe('tokenizeCard with the local simulator', () => {
  it('posts the card as Conekta.js would and hands back the token', async () => {
    const tokenRequests = stubFetch({ provider: 'simulador' }, { status: 200, body: { id: 'tok_sim_1', object: 'token' } });
    const { tokenizeCard } = await freshTokenizer();

    const result = await tokenizeCard(goodCard, { test: false });

    expect(result).toEqual({ ok: true, token: 'tok_sim_1' });
    expect(tokenRequests).toEqual([
      { card: { number: '4242424242424242', name: 'Ana López', exp_month: '12', exp_year: '2035', cvc: '123' } },
    ]);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Revisa el numero de tarjeta!'],
    [{ cvc: '12' }, 'Revisa el código de seguidad!'],
    [{ expMonth: 1, expYear: 2020 }, 'Revisa la fecha de expiración!'],
  ])('refuses a card with %j without asking for a token', async (change, message) => {
    const tokenRequests = stubFetch({ provider: 'simulador' }, { status: 200, body: { id: 'tok_sim_1' } });
    const { tokenizeCard } = await freshTokenizer();

    const result = await tokenizeCard({ ...goodCard, ...change }, { test: false });

    expect(result).toEqual({ ok: false, message });
    expect(tokenRequests).toEqual([]);
  });

  it("shows a refusal as 'Error:' and the purchaser message", async () => {
    stubFetch(
      { provider: 'simulador' },
      { status: 422, body: { object: 'error', message_to_purchaser: 'La tarjeta no es válida.', message: 'invalid' } },
    );
    const { tokenizeCard } = await freshTokenizer();

    expect(await tokenizeCard(goodCard, { test: false })).toEqual({ ok: false, message: 'Error:La tarjeta no es válida.' });
  });
});

describe('tokenizeCard with Conekta.js', () => {
  const conekta = {
    setPublicKey: vi.fn(),
    setLanguage: vi.fn(),
    Token: { create: vi.fn() },
  };

  beforeEach(() => {
    // Conekta.js is already on the page, as after its first load.
    window.Conekta = conekta;
  });

  afterEach(() => {
    delete window.Conekta;
    vi.clearAllMocks();
  });

  it("uses the test public key for a test event and answers with Conekta's token", async () => {
    stubFetch({ provider: 'conekta', publicKey: 'key_prod', testPublicKey: 'key_test' }, { status: 404, body: {} });
    conekta.Token.create.mockImplementation((_params, success: (token: { id: string }) => void) => success({ id: 'tok_2abc' }));
    const { tokenizeCard } = await freshTokenizer();

    const result = await tokenizeCard(goodCard, { test: true });

    expect(result).toEqual({ ok: true, token: 'tok_2abc' });
    expect(conekta.setPublicKey).toHaveBeenCalledWith('key_test');
    expect(conekta.Token.create).toHaveBeenCalledWith(
      { card: { number: '4242424242424242', name: 'Ana López', exp_month: '12', exp_year: '2035', cvc: '123' } },
      expect.any(Function),
      expect.any(Function),
    );
  });

  it("uses the production key otherwise and shows Conekta's failure after 'Error:'", async () => {
    stubFetch({ provider: 'conekta', publicKey: 'key_prod', testPublicKey: 'key_test' }, { status: 404, body: {} });
    conekta.Token.create.mockImplementation((_params, _success, failure: (error: object) => void) =>
      failure({ message_to_purchaser: 'El número de tarjeta es inválido.' }),
    );
    const { tokenizeCard } = await freshTokenizer();

    const result = await tokenizeCard(goodCard, { test: false });

    expect(conekta.setPublicKey).toHaveBeenCalledWith('key_prod');
    expect(result).toEqual({ ok: false, message: 'Error:El número de tarjeta es inválido.' });
  });

  const cdnScript = () => document.querySelector<HTMLScriptElement>('script[src="https://cdn.conekta.io/js/latest/conekta.js"]');

  /** A card sent while the page has no Conekta.js yet: the tokenizer adds the CDN's script and waits for it. */
  async function tokenizeWhileLoading() {
    delete window.Conekta;
    stubFetch({ provider: 'conekta', publicKey: 'key_prod', testPublicKey: '' }, { status: 404, body: {} });
    const { tokenizeCard } = await freshTokenizer();
    const pending = tokenizeCard(goodCard, { test: false });
    await vi.waitFor(() => expect(cdnScript()).not.toBeNull());
    return { pending, script: cdnScript()! };
  }

  it('loads conekta.js from its CDN when the page does not have it yet', async () => {
    const { pending, script } = await tokenizeWhileLoading();
    conekta.Token.create.mockImplementation((_params, success: (token: { id: string }) => void) => success({ id: 'tok_cdn' }));
    window.Conekta = conekta;
    script.dispatchEvent(new Event('load'));

    expect(await pending).toEqual({ ok: true, token: 'tok_cdn' });
    script.remove();
  });

  it('says so when conekta.js cannot be loaded', async () => {
    const { pending, script } = await tokenizeWhileLoading();
    script.dispatchEvent(new Event('error'));

    expect(await pending).toEqual({ ok: false, message: 'Error:No se pudo conectar con el procesador de pagos.' });
    expect(cdnScript()).toBeNull();
  });
});
