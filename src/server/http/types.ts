import type { Config } from "../config";
import type { Services } from "../services";
import type { SessionUser } from "../modules/auth/sessions.service";
import type { Logger } from "./logger";
import type { AdminMe } from "../../contracts/admin-auth";

export type AppEnv = {
  Variables: {
    services: Services;
    config: Config;
    logger: Logger;
    requestId: string;
    clientIp: string;
    /** The security headers every response carries (`commonHeaders`), for answers built whole. */
    commonHeaders: Record<string, string>;
    /** Set by requireUser. */
    user: SessionUser;
    /** Set by the console-auth middleware on /api/admin/*. */
    admin: AdminMe;
  };
};
