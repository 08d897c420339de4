import { createEngine } from "../index.ts";
import { createApp } from "./app.ts";

const port = Number(process.env.PORT ?? 8080);
const app = createApp(createEngine(), { bodyLimit: process.env.BODY_LIMIT ?? "5mb" });

const server = app.listen(port, () => {
  console.error(JSON.stringify({ level: "info", message: `bizdoc listening on http://localhost:${port}/v0` }));
});

// Let in-flight requests finish before exiting.
process.on("SIGTERM", () => server.close(() => process.exit(0)));
process.on("SIGINT", () => server.close(() => process.exit(0)));
