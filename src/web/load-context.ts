import type { PageContext } from "../contracts/pages";

/** What the Node server hands every loader: page data and the browser-safe configuration. */
declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
