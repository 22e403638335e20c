import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./http/logger";
import { createMailer } from "./adapters/mail/mailer";
import { createRateLimiter } from "./http/rate-limit";
import { createSessionStore } from "./modules/auth/sessions";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { createUserService } from "./modules/users/users.service";
import { createGoogleSignIn } from "./adapters/oauth/google";
import { createGoogleLoginService } from "./modules/auth/google-login.service";
import { createPasswordResetService } from "./modules/auth/password-reset.service";

export interface ServiceDeps {
  database: Database;
  config: Config;
  logger: Logger;
}

/** Every module's service, built once per process and shared by the API and server rendering. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps.database;
  const mailer = createMailer({ db, smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom, logger: deps.logger });
  const rateLimiter = createRateLimiter(db);
  const sessions = createSessionStore(db);
  const catalog = createCatalogService(db);
  const users = createUserService(db, sessions);
  const passwordReset = createPasswordResetService({ db, mailer, sessions, logger: deps.logger });
  const google = deps.config.google ? createGoogleSignIn(deps.config.google) : null;
  const googleLogin = createGoogleLoginService({ db, sessions, google, publicUrl: deps.config.publicUrl });
  return { db, mailer, rateLimiter, sessions, catalog, users, passwordReset, googleLogin };
}

export type Services = ReturnType<typeof createServices>;
