import { isIP } from 'node:net';

/**
 * The proxies in front of the server (`TRUST_PROXY`): how many hops, or their addresses and CIDR ranges
 * (with proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustedProxies = number | string[];

const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, optionally with a `/prefix` that fits it, or one of proxy-addr's range names. */
function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: a hop count (`1`: one proxy such as nginx in front) or a comma-separated list of the
 * proxies' addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8`); unset, empty or `0`: no proxy is trusted.
 * Anything else (`true`, a host name, a bad range) stops the server at start.
 */
export function trustedProxies(value: string | undefined): TrustedProxies | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : undefined;
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new Error(
      'TRUST_PROXY must be a hop count (such as 1) or a comma-separated list of proxy addresses or CIDR ranges; ' +
        `not understood: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  return entries;
}

/**
 * Fastify's `trustProxy` for the trusted proxies. A hop count trusts that many addresses nearest the server
 * (proxy-addr's hop semantics, which Fastify itself no longer takes as a number): the client address is the
 * one the outermost trusted proxy saw, whatever the client wrote before it. It trusts any peer, so the
 * server must be reachable only through the proxy (`HOST=127.0.0.1`); a list trusts those addresses alone.
 */
export function trustProxyOption(
  proxies: TrustedProxies | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (proxies === undefined) return false;
  if (typeof proxies === 'number') return (_address, hop) => hop < proxies;
  return proxies;
}
