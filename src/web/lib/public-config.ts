import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "../../contracts/pages";
import { DEFAULT_SHOP_POLICY } from "../../domain/shop-policy";

const NONE: PublicConfig = {
  publicUrl: "",
  whatsappNumber: "",
  googleSignIn: false,
  razorpayKeyId: null,
  stripe: false,
  seller: { legalName: "", address: "", carePhone: "", careEmail: "" },
  policy: DEFAULT_SHOP_POLICY,
};

/** The browser-safe configuration the root route loaded, for any component. */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { config: PublicConfig } | undefined;
  return data?.config ?? NONE;
}
