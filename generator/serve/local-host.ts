// The names a local server answers to. It listens on 127.0.0.1 only, but a page of another site can still reach it
// under a name of its own that resolves to 127.0.0.1 (DNS rebinding): such a Host header is refused, as Vite's
// development server refuses it (its default `server.allowedHosts`).
import net from 'node:net';

/** localhost, a name under .localhost (browsers resolve them to the loopback), or an IP address. */
export function isLocalHost(host: string | undefined): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d+)?$/i.exec(host ?? '');
  if (!match) return false;
  const name = match[1]!.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || net.isIP(name) !== 0;
}
