import type { Config } from "../server/config";
import type { Services } from "../server/services";

/** What the Node server hands every loader and action: the same services the JSON API uses. */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    config: Config;
    requestId: string;
  }
}

export {};
