import type { Config } from "../../server/config";

/** The part of the configuration a browser may see: no secrets, only what switches UI on. */
export interface PublicConfig {
  publicUrl: string;
  whatsappNumber: string;
  googleSignIn: boolean;
  razorpayKeyId: string | null;
  razorpayCheckoutUrl?: string | null;
  stripe: boolean;
}

export function publicConfig(config: Config): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    whatsappNumber: config.whatsappNumber,
    googleSignIn: Boolean(config.google),
    razorpayKeyId: config.razorpay?.keyId ?? null,
    razorpayCheckoutUrl: config.razorpay?.checkoutUrl ?? null,
    stripe: Boolean(config.stripe),
  };
}
