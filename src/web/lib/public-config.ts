import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "../../contracts/pages";

const NONE: PublicConfig = {
  publicUrl: "",
  whatsappNumber: "",
  googleSignIn: false,
  razorpayKeyId: null,
  stripe: false,
  seller: { legalName: "", address: "", carePhone: "", careEmail: "" },
  cod: { fee: 0, maxOrder: 0 },
};

/** The browser-safe configuration the root route loaded, for any component. */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { config: PublicConfig } | undefined;
  return data?.config ?? NONE;
}
