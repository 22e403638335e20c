// Is the build older than the sources it is made from?
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const INPUTS = ["src", "scripts", "tools/vite", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const rel of fs.readdirSync(p, { recursive: true })) {
    const s = fs.statSync(path.join(p, rel));
    if (s.isFile() && !/\.test\.tsx?$/.test(rel)) max = Math.max(max, s.mtimeMs);
  }
  return max;
}

export function buildIsStale() {
  const stamp = path.join(root, "build/.stamp");
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(root, "build/server/main.js"))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return INPUTS.some((i) => newest(path.join(root, i)) > built);
}

export function buildNow() {
  return new Promise((resolve, reject) => {
    import("node:child_process").then(({ spawn }) => {
      const child = spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed (exit ${code})`))));
    });
  });
}
