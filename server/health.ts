import express from "express";
import type { Engine } from "../engine/index.ts";
import { methodNotAllowed } from "./middleware.ts";

/**
 * Liveness and readiness, for load balancers and orchestrators: cheap,
 * never logged, never cached.
 * - `GET /v0/health`: the process answers HTTP (`{"status":"ok"}`).
 * - `GET /v0/ready`: the engine is created and answers, and the server is
 *   not shutting down (`{"status":"ready"}`); otherwise 503
 *   (`{"status":"stopping"}` or `{"status":"engine-failing"}`), so traffic
 *   moves elsewhere before the listener closes.
 */
export function healthRoutes(engine: Engine, isStopping: () => boolean): express.Router {
  const router = express.Router();
  const answer = (res: express.Response, status: number, body: { status: string }) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(status).json(body);
  };
  router
    .route("/v0/health")
    .get((_req, res) => answer(res, 200, { status: "ok" }))
    .all(methodNotAllowed(["GET", "HEAD"]));
  router
    .route("/v0/ready")
    .get((_req, res) => {
      if (isStopping()) return answer(res, 503, { status: "stopping" });
      if (!engineAnswers(engine)) return answer(res, 503, { status: "engine-failing" });
      answer(res, 200, { status: "ready" });
    })
    .all(methodNotAllowed(["GET", "HEAD"]));
  return router;
}

/** The cheapest real engine question: its regimes (reference data, already in memory). */
function engineAnswers(engine: Engine): boolean {
  try {
    return engine.regimeList().length >= 0;
  } catch {
    return false;
  }
}
