/**
 * How the platform reaches developers' agents without being turned against its own network
 * (server-side request forgery): an agent's URL is the developer's to choose, and a test run
 * calls it before any review, so a call may only connect to a public address. The check runs
 * where the connection is made — on every address the name resolves to, at connect time — so
 * a name that resolves to a public address at review and to 10.0.0.1 at call time (DNS
 * rebinding) is refused too. IP literals, which connect without a lookup, are checked first.
 *
 * The platform's own built-in agents live on this server (a loopback address): their origin is
 * trusted by name. During development (the sandbox on) private addresses are allowed, so an
 * agent on the developer's own machine can be tried; LEGION_AGENT_PRIVATE_NETWORK says so
 * explicitly.
 */
import { lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

export const PRIVATE_ADDRESS_REFUSED = 'the agent address is on a private network';

/** addresses an agent may not be: loopback, private, link-local, shared, reserved, multicast */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** true for an address on the public internet; IPv4-mapped IPv6 is judged as its IPv4 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
    if (mapped?.[1]) return isPublicAddress(mapped[1]);
    // ::ffff:7f00:1 and the like: the hexadecimal form of a mapped IPv4 address
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
    if (hex?.[1] && hex[2]) {
      const high = Number.parseInt(hex[1], 16);
      const low = Number.parseInt(hex[2], 16);
      return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    return !NOT_PUBLIC.check(bare, 'ipv6');
  }
  return !NOT_PUBLIC.check(bare, 'ipv4');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/** dns.lookup that answers only public addresses, and an error when the name has any other */
function publicLookup(hostname: string, options: object, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      callback(Object.assign(new Error(PRIVATE_ADDRESS_REFUSED), { code: 'EACCES' }), []);
      return;
    }
    if ((options as { all?: boolean }).all) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
  });
}

export interface AgentFetchOptions {
  /** private addresses allowed (development: the sandbox on) */
  privateNetwork: boolean;
  /** a URL this says yes to is called as it is (the built-in agents on this server) */
  trusted?: ((url: URL) => boolean) | undefined;
}

/** the fetch the agent calls go through */
export function agentFetch(options: AgentFetchOptions): typeof fetch {
  if (options.privateNetwork) return fetch;
  const dispatcher = new Agent({ connect: { lookup: publicLookup } });
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (options.trusted?.(url)) return fetch(url, init);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !isPublicAddress(host)) throw new TypeError(PRIVATE_ADDRESS_REFUSED);
    // undici's own fetch, so that its dispatcher (and its lookup) makes the connection
    return undiciFetch(url, { ...(init as object), dispatcher });
  }) as typeof fetch;
}
