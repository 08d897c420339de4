/**
 * The KSeF environment a verification link points at. Each environment has
 * its own QR host: a link made for the test environment opens nothing in
 * production, so the caller names the one the invoice was sent to.
 */
import { BizdocError } from "../../../engine/errors/index.ts";

export type KsefEnvironment = "production" | "demo" | "test";

/** The QR hosts, without scheme: KOD II signs the link from the host on, so the host is kept apart from `https://`. */
export const KSEF_QR_HOSTS: Readonly<Record<KsefEnvironment, string>> = {
  production: "qr.ksef.mf.gov.pl",
  demo: "qr-demo.ksef.mf.gov.pl",
  test: "qr-test.ksef.mf.gov.pl",
};

export const KSEF_ENVIRONMENTS = Object.keys(KSEF_QR_HOSTS) as KsefEnvironment[];

/** The host of an environment; an unknown name is the caller's mistake, not a reason to fall back on production. */
export function qrHost(environment: KsefEnvironment): string {
  const host = Object.hasOwn(KSEF_QR_HOSTS, environment) ? KSEF_QR_HOSTS[environment] : undefined;
  if (!host) throw new BizdocError("input", `unknown KSeF environment ${JSON.stringify(environment)}: expected one of ${KSEF_ENVIRONMENTS.join(", ")}`);
  return host;
}
