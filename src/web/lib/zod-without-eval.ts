import { config } from "zod/v4/core";

// Zod probes for eval with `new Function` before its first parse; under the store's CSP (no
// 'unsafe-eval') the browser reports that probe as a violation even though Zod catches it.
// Jitless parsing skips the probe. The server keeps Zod's compiled parsers.
if (typeof document !== "undefined") config({ jitless: true });
