// Reads the project's `.env` file, if there is one, into process.env; a variable already set in the
// environment wins over the file. Imported first by `npm start`, `npm run dev`, the build's
// configuration and the command-line tools (`node --import ./scripts/load-env.mjs ...`), so
// each of them sees the same settings (`.env.example` lists them).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const envFile = fileURLToPath(new URL("../.env", import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);
