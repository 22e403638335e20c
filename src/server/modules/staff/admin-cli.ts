// `npm run admin:create -- --email owner@example.in [--name "Asha Rao"] [--role owner|staff]`:
// a console account made from the command line, for PostgreSQL deployments and stopped stores.
// The password is read from standard input (typed, or piped), never from the command line.
// `npm run admin:create -- --reset-authenticator --email owner@example.in`: for an owner who lost
// their authenticator and recovery codes; the account sets up a new one at its next sign-in.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { AdminEmailSchema, AdminNameSchema, AdminPasswordSchema } from "../../../contracts/admin-auth";
import { CONSOLE_PASSWORD_LENGTH } from "../../../domain/console-messages";
import { openMigratedDatabase } from "../../boot";
import { loadConfig } from "../../config";
import { parseWith } from "../../http/validate";
import { COMMAND_LINE } from "../audit/audit.service";
import { ownerExists } from "../console-auth/console-accounts.service";
import { createStaff } from "./staff.service";

const USAGE =
  'usage: npm run admin:create -- --email you@example.in [--name "Your Name"] [--role owner|staff]\n' +
  "   or: npm run admin:create -- --reset-authenticator --email you@example.in";

async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    process.stdout.write(`Password (at least ${CONSOLE_PASSWORD_LENGTH.min} characters): `);
    // Typed characters are not echoed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => rl.once("line", resolve).once("close", () => resolve("")));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write("\n");
  return line.replace(/\r$/, "");
}

async function main(): Promise<string> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" }, "reset-authenticator": { type: "boolean" } },
  });
  if (!values.email) throw new Error(USAGE);
  if (values["reset-authenticator"]) return resetAuthenticator(parseWith(AdminEmailSchema, values.email));
  if (values.role && values.role !== "owner" && values.role !== "staff") throw new Error(`--role must be owner or staff. ${USAGE}`);
  const email = parseWith(AdminEmailSchema, values.email);
  const name = parseWith(AdminNameSchema, values.name ?? email.split("@")[0]);
  const password = parseWith(AdminPasswordSchema, await readPassword());
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    const staff = createStaff({ db: database.db, publicUrl: config.publicUrl });
    const role = values.role === "owner" || values.role === "staff" ? values.role : (await ownerExists(database.db)) ? "staff" : "owner";
    const admin = await staff.createFromCommandLine(COMMAND_LINE, { email, name, role, password });
    return `created the ${admin.role} account ${admin.email}; sign in at ${config.publicUrl}/admin/login`;
  } finally {
    await database.close();
  }
}

/** Forgets the account's authenticator and recovery codes and ends its sessions. */
async function resetAuthenticator(email: string): Promise<string> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    const staff = createStaff({ db: database.db, publicUrl: config.publicUrl });
    const admin = await staff.resetAuthenticatorByEmail(COMMAND_LINE, email);
    return `reset the authenticator of ${admin.email}; sign in at ${config.publicUrl}/admin/login to set up a new one`;
  } finally {
    await database.close();
  }
}

main().then(
  (line) => console.log(`dhaaga: ${line}`),
  (err) => {
    process.stderr.write(`dhaaga: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
