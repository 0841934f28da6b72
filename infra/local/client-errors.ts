// What the public port answers a request Node cannot read before any handler sees it (headers over
// Node's 16 KB, a malformed request line, headers that never end): the Spanish {code, message} every
// error of the platform carries (docs/security.md 'Error answers'), where Node would answer with an
// empty body. The connection is closed, as Node closes it.
import type { Duplex } from 'node:stream';
import { messages } from '@shared/core/messages';
import { requestMessages } from '@shared/core/request-messages';

interface ClientErrorAnswer {
  status: number;
  reason: string;
  code: string;
  message: string;
}

const answers: Record<string, ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'HEADERS_TOO_LARGE', message: requestMessages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT', message: requestMessages.requestTimeout },
};
const badRequest: ClientErrorAnswer = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: messages.invalidRequest };

/** The server's 'clientError' listener. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = error.code !== undefined && Object.hasOwn(answers, error.code) ? answers[error.code] : undefined;
  const { status, reason, code, message } = known ?? badRequest;
  const body = JSON.stringify({ code, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
