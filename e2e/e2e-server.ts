/** Where the browser tests' server runs. `E2E_PORT` lets two runs share a machine, each with its own data. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The server's data folder, relative to the repository's root. */
export const E2E_DATA_DIR = `e2e/.artifacts/data-${E2E_PORT}`;
