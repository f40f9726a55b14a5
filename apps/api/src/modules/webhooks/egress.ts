import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';
import type { PrivateAddresses } from '../../config';

/** An address of the public internet: not private, loopback, link-local, shared, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A webhook URL whose host is, or resolves to, an address that is not public. */
export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} is not a public internet address`);
    this.name = 'PrivateAddressError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * dns.lookup that answers only public addresses: a name with any other
 * address fails, so a connection never reaches the registry's own network,
 * even when the name's answer changes after the webhook was registered.
 */
export function lookupPublic(hostname: string, options: LookupOptions, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, options.all ? [] : '');
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new PrivateAddressError(hostname), options.all ? [] : '');
    }
    const [first] = addresses;
    if (options.all) return callback(null, addresses);
    return callback(null, first!.address, first!.family);
  });
}

/** Whether a webhook URL's host is, or resolves only to, public addresses. */
export async function isPublicUrl(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  return new Promise((resolve) => {
    lookupPublic(host, { all: true }, (error) => resolve(error === null));
  });
}

let publicOnly: Agent | null = null;

/**
 * How a delivery may connect to a URL: with the default agent while private
 * addresses are allowed; else with an agent that resolves names to public
 * addresses only (checked again at each connection), or not at all (null)
 * when the URL's host is itself an address that is not public.
 */
export async function deliveryAgentFor(
  url: string,
  privateAddresses: PrivateAddresses = 'allow',
): Promise<{ dispatcher?: Agent } | null> {
  if (privateAddresses === 'allow') return {};
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return null;
  publicOnly ??= new Agent({ connect: { lookup: lookupPublic } });
  return { dispatcher: publicOnly };
}
