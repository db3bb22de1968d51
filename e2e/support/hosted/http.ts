import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { escapeHtml } from './issuer-pages.ts';

/** Small helpers shared by the local stand-in services. */

const maxBody = 1_000_000;

export async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > maxBody) throw new Error('Request body too large');
  }
  return body;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Closes the server, its idle keep-alive connections included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** A round avatar with the name's initials. */
export function avatarSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="48" fill="#1e40af"/><text x="48" y="60" font-family="sans-serif"
font-size="36" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
}
