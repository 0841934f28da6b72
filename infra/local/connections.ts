// The open WebSocket connections, shared by the WebSocket gateway and the @connections API.
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

/** What API Gateway knows about a connection from its upgrade request. */
export interface ConnectionInfo {
  connectionId: string;
  connectedAt: number;
  domainName: string;
  sourceIp: string;
  userAgent: string;
}

export interface Connection extends ConnectionInfo {
  socket: WebSocket;
  lastActiveAt: number;
}

export type ConnectionRegistry = Map<string, Connection>;

/** An id shaped like API Gateway's (16 base64 characters, e.g. `Ly4cKdCmoAMCF8A=`), so handlers
 * meet the same `+`, `/` and `=` they will meet in AWS. */
export function newConnectionId(): string {
  return randomBytes(11).toString('base64');
}
