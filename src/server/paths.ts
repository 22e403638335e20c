import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project folder, found from this file whether it runs from source or from the bundled build. */
export const projectRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
})();

export const buildDir = path.join(projectRoot, "build");
export const clientBuildDir = path.join(buildDir, "client");
/** Outside build/: the web build empties build/, and the art takes a while to draw. */
export const demoArtDir = path.join(projectRoot, ".cache", "demo-art");
export const serverBuildFile = path.join(buildDir, "server", "index.js");
export const migrationsDir = path.join(projectRoot, "src", "server", "db", "migrations");
