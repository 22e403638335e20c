import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "../../contracts/pages";
import { SPEC_VOCABULARY } from "../../domain/vocabulary";

/**
 * Before the root's data (an error page without it): nothing is set up and nothing is promised.
 * The shop's policy module is not imported here: the shell would carry it, and the messages it
 * uses, on every page (docs/design/rendering.md, JavaScript per route).
 */
const NONE: PublicConfig = {
  publicUrl: "",
  whatsappNumber: "",
  googleSignIn: false,
  razorpayKeyId: null,
  stripe: false,
  seller: { legalName: "", address: "", carePhone: "", careEmail: "" },
  policy: { delivery: { feePaise: 0, freeFromPaise: 0 }, cod: { feePaise: 0, maxOrderPaise: 0, zones: [] }, returnWindowDays: 0 },
  banner: "",
  vocabulary: SPEC_VOCABULARY,
};

/** The browser-safe configuration the root route loaded, for any component. */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { config: PublicConfig } | undefined;
  return data?.config ?? NONE;
}
