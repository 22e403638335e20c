/**
 * Ports of the stores the journeys start: the main one at E2E_PORT and each second store at a
 * port of its own just above it, so one run keeps to E2E_PORT … E2E_PORT + 9: runs given
 * neighbouring ten-port blocks never meet, and no second store can find another's still bound.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const ACCOUNTS_PORT = E2E_PORT + 1;
export const PAID_PORT = E2E_PORT + 2;
export const MAIL_PORT = E2E_PORT + 3;
export const PROCESS_PORT = E2E_PORT + 4;
export const CSP_PORT = E2E_PORT + 5;
export const CONSOLE_PORT = E2E_PORT + 6;
export const RETURNS_PORT = E2E_PORT + 7;
/**
 * The shipping journeys' store (with the courier twin) shares the returns journeys' port: each
 * file's store is a worker fixture of its own, and the one worker stops before the next starts.
 */
export const SHIPPING_PORT = RETURNS_PORT;
export const SETTINGS_PORT = E2E_PORT + 8;
/** A store whose merchant narrowed cash on delivery (COD_ZONES) and set up no online payment. */
export const NARROW_COD_PORT = E2E_PORT + 9;
