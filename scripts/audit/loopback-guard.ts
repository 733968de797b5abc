// Proof that the structured-data audit asks nothing of the network but the local preview server: every socket this
// process opens (node:http, node-fetch, fetch, TLS all connect through net.Socket) is recorded, and one to any
// other host is refused before it is opened. The pages name the site's real address (canonical, og:url, JSON-LD);
// a tool that followed one would show here.
import net from 'node:net';

/** 127.0.0.0/8, ::1 and localhost: this machine. */
export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

export interface Guard {
  /** Hosts connected to, in order. */
  connected: string[];
  /** Hosts refused, in order. */
  refused: string[];
  restore(): void;
}

/** The host of socket.connect's arguments: an options object, (port, host) or a path; net.connect passes them as
 * one array. Undefined for a local (Unix) socket. */
function hostOf(args: unknown[]): string | undefined {
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string };
    return options.path === undefined ? (options.host ?? 'localhost') : undefined;
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined;
  return typeof args[1] === 'string' ? args[1] : 'localhost';
}

export function guardLoopback(): Guard {
  const original = net.Socket.prototype.connect;
  const guard: Guard = {
    connected: [],
    refused: [],
    restore: () => {
      net.Socket.prototype.connect = original;
    },
  };
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const host = hostOf(args);
    if (host !== undefined && !isLoopback(host)) {
      guard.refused.push(host);
      throw new Error(`the audit refused a connection to ${host}: only 127.0.0.1 may be asked`);
    }
    if (host !== undefined) guard.connected.push(host);
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof original;
  return guard;
}
