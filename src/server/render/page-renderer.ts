import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageContext } from "../../contracts/pages";
import { SESSION_MARK_SCRIPT } from "../../domain/session-mark";
import type { Config } from "../config";
import { clientBuildDir, serverBuildFile } from "../paths";
import { SCRIPTS_LOADER, scriptsAfterThePicture } from "./held-scripts";
import { createStylesheetInliner } from "./inline-styles";
import { pageWithScriptHashes, scriptHash } from "./script-hashes";
import { sessionMarkFirst } from "./session-mark-script";

/** React Router's server build; the store checks that it is there before it starts. */
export async function loadWebBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
}

/** Renders a page the way every page is served: React Router's answer, rewritten, with its scripts hashed for its CSP. */
export type PageRenderer = (request: Request, context: PageContext) => Promise<Response>;

/** The inline scripts the page step itself writes into every page: the session mark and the scripts' loader. */
export const PAGE_STEP_SCRIPTS = [SESSION_MARK_SCRIPT, SCRIPTS_LOADER] as const;

/**
 * The page step (docs/design/rendering.md): a rendered page, given with the pieces React wrote,
 * rewritten and sent with its CSP. The policy allows the scripts React wrote as elements and the
 * page step's own, never a script found in the HTML (decision 215).
 */
export function createPageStep(config: Config): (res: Response, pieces: readonly string[] | undefined) => Promise<Response> {
  const inlineStylesheets = createStylesheetInliner(clientBuildDir);
  const ownScriptHashes = PAGE_STEP_SCRIPTS.map(scriptHash);
  const rewrite = (segments: readonly string[]) => scriptsAfterThePicture(inlineStylesheets(sessionMarkFirst(segments)));
  return (res, pieces) => pageWithScriptHashes(res, config, rewrite, pieces, ownScriptHashes);
}

/** The one way a page is rendered, on the main thread or in a render thread. */
export function createPageRenderer(webBuild: ServerBuild, config: Config): PageRenderer {
  const handle = createRequestHandler(webBuild, "production");
  const pageStep = createPageStep(config);
  return async (request, context) => {
    const res = await handle(request, { ...context });
    const rendered = context.document.page;
    return pageStep(res, rendered?.response === res ? rendered.pieces : undefined);
  };
}
