/**
 * Ports of the stores the journeys start: the main one at E2E_PORT, each second store at its own
 * port just above it, so one run keeps to E2E_PORT … E2E_PORT + 9 and runs on neighbouring
 * ten-port blocks never meet, nor do two second stores alive at once (worker-scoped stores stay
 * up until the worker ends, while later files start theirs).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const ACCOUNTS_PORT = E2E_PORT + 1;
export const PAID_PORT = E2E_PORT + 2;
export const MAIL_PORT = E2E_PORT + 3;
export const PROCESS_PORT = E2E_PORT + 4;
