import { isIPv6 } from "node:net";
import type { Context } from "hono";
import type { AppEnv } from "./types";

/** Expands an IPv6 address to its eight groups of four hex digits. */
function groupsOf(address: string): string[] {
  const split = (part: string) => (part ? part.split(":") : []);
  const [head, tail] = address.split("::");
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => g.padStart(4, "0").toLowerCase());
}

/**
 * Whom a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 — one
 * subscriber is given a whole /64, so counting single IPv6 addresses would let one machine
 * rotate through billions of them. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  return `${groupsOf(bare).slice(0, 4).join(":")}::/64`;
}

/**
 * Whom every per-address limit counts for this request: the caller's address block. The one way
 * a limiter names an address, so no route counts a single IPv6 address by mistake.
 */
export const clientAddressKey = (c: Context<AppEnv>): string => addressBlock(c.var.clientIp);
