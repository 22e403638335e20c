import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Styles are CSS Modules beside their component (decision 130); class names are read as camelCase.
  css: { modules: { localsConvention: "camelCaseOnly" } },
});
