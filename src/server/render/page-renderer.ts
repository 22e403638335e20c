import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageContext } from "../../contracts/pages";
import type { Config } from "../config";
import { createStylesheetInliner } from "./inline-styles";
import { scriptsAfterThePicture } from "./held-scripts";
import { pageWithScriptHashes } from "./script-hashes";
import { sessionMarkFirst } from "./session-mark-script";
import { clientBuildDir, serverBuildFile } from "../paths";

/** React Router's server build; the store checks that it is there before it starts. */
export async function loadWebBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
}

/** Renders a page the way every page is served: React Router's answer, rewritten, with its scripts hashed for its CSP. */
export type PageRenderer = (request: Request, context: PageContext) => Promise<Response>;

/** The one way a page is rendered, on the main thread or in a render thread. */
export function createPageRenderer(webBuild: ServerBuild, config: Config): PageRenderer {
  const handle = createRequestHandler(webBuild, "production");
  const inlineStylesheets = createStylesheetInliner(clientBuildDir);
  return async (request, context) => {
    const res = await handle(request, { ...context });
    const rendered = context.document.page;
    const pieces = rendered?.response === res ? rendered.pieces : undefined;
    return pageWithScriptHashes(res, config, (segments) => scriptsAfterThePicture(inlineStylesheets(sessionMarkFirst(segments))), pieces);
  };
}
