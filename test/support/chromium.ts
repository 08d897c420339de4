/**
 * Headless Chromium for the browser tests: Debian's package (or
 * CHROMIUM_PATH), driven by puppeteer-core; never a downloaded browser.
 * Without one, the tests that need it are skipped, saying so.
 */
import { existsSync } from "node:fs";
import type { Browser } from "puppeteer-core";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const HAVE_CHROMIUM = existsSync(CHROMIUM);

/** A headless Chromium that makes no connection of its own (this machine's network is closed). */
export async function launchChromium(): Promise<Browser> {
  const puppeteer = (await import("puppeteer-core")).default;
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--headless=new",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
}
