// A GET with a chosen Host header (fetch does not let a test set one), as a browser on an
// organizer's domain would send it, and any other headers.
import { request } from 'node:http';

export interface HostAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function getAsHost(url: string, host: string, headers: Record<string, string> = {}): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
