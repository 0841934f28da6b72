// The local S3's address, the one the handlers, the seed, the tests and the browser are given: a
// request must carry a Signature Version 4 that S3 would accept (s3-signature-check.ts), and is then
// passed on unchanged to s3rver on its own port, whose answer comes back as it was, streamed both
// ways. s3rver alone lets unsigned requests through and takes any V4 signature as good, so a
// presigned URL with its key or expiry changed would store a file where its signer never allowed one.
import { createHash } from 'node:crypto';
import { Agent, createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { readBody, send } from './http-io';
import { escapeHtml } from './local-page';
import { checkSignature, type S3Refusal } from './s3-signature-check';

export interface S3Front {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * A body whose SHA-256 a header signature states is read whole and checked, as S3 checks it, up to
 * this size; a larger one (the local cloud never writes one) passes with its signature checked only.
 */
const CHECKED_BODY_BYTES = 64 * 1024 * 1024;

/**
 * Headers about one connection, not the request: the front's connections to the client and to s3rver
 * carry their own. `expect` is answered here, once the signature is good.
 */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'expect']);

/** Node's raw header list (name, value, name, value…) without the hop-by-hop ones. */
function endToEnd(raw: string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < raw.length; at += 2) {
    if (!hopByHop.has(raw[at]!.toLowerCase())) kept.push(raw[at]!, raw[at + 1]!);
  }
  return kept;
}

/** S3's XML error body. */
function answerRefusal(res: ServerResponse, refusal: S3Refusal): void {
  const details = Object.entries(refusal.details ?? {})
    .map(([name, value]) => `<${name}>${escapeHtml(value)}</${name}>`)
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeHtml(refusal.message)}</Message>${details}</Error>`;
  send(res, refusal.status, xml, { 'content-type': 'application/xml' });
}

/** The body's length when the request says it in advance (none at all is an empty body). */
function declaredLength(req: IncomingMessage): number | undefined {
  if (req.headers['content-length'] !== undefined) return Number(req.headers['content-length']);
  return req.headers['transfer-encoding'] === undefined ? 0 : undefined;
}

const sha256Hex = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** S3's own failure, which the SDK retries: what a client gets when s3rver is gone (the cloud stopping). */
const internalError: S3Refusal = { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' };

export async function startS3Front(s3rverPort: number): Promise<S3Front> {
  // A connection per request: loopback connections cost nothing, and a kept-alive one that s3rver
  // closes as it is reused would fail a request for no reason of its own.
  const agent = new Agent({ keepAlive: false });

  function pass(req: IncomingMessage, res: ServerResponse, body?: Buffer): void {
    const upstream = forward(
      { host: '127.0.0.1', port: s3rverPort, method: req.method, path: req.url, headers: endToEnd(req.rawHeaders), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 500, answer.statusMessage, endToEnd(answer.rawHeaders));
        pipeline(answer, res, () => undefined);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else answerRefusal(res, internalError);
    });
    if (body) upstream.end(body);
    else pipeline(req, upstream, () => undefined);
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): Promise<void> {
    // S3 answers a CORS preflight unsigned, from the bucket's CORS rules: s3rver has them.
    if (req.method === 'OPTIONS') {
      if (expectsContinue) res.writeContinue();
      return pass(req, res);
    }
    const verdict = await checkSignature(req);
    if (!verdict.accepted) {
      // A client that waits for 100 Continue never sends its body: the connection cannot carry another request.
      if (expectsContinue) res.setHeader('connection', 'close');
      answerRefusal(res, verdict.refusal);
      // A body already on its way is read and dropped, so that the client gets the answer, not a reset.
      req.resume();
      return;
    }
    if (expectsContinue) res.writeContinue();
    const length = declaredLength(req);
    if (verdict.contentSha256 === undefined || length === undefined || length > CHECKED_BODY_BYTES) return pass(req, res);
    const body = await readBody(req, CHECKED_BODY_BYTES);
    const computed = sha256Hex(body);
    if (computed !== verdict.contentSha256) {
      return answerRefusal(res, {
        status: 400,
        code: 'XAmzContentSHA256Mismatch',
        message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
        details: { ClientComputedContentSHA256: verdict.contentSha256, S3ComputedContentSHA256: computed },
      });
    }
    pass(req, res, body);
  }

  const handle = (expectsContinue: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    onRequest(req, res, expectsContinue).catch(() => {
      if (res.headersSent) res.destroy();
      else answerRefusal(res, internalError);
    });
  };
  const server = createServer(handle(false));
  // Node would answer 100 Continue before the signature is checked; S3 refuses first, so the body is never sent.
  server.on('checkContinue', handle(true));
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
