// Plain Node ESM, no TypeScript, no set-up.
import { createEngine, isBizdocError } from "bizdoc";
import { createEngine as createCore } from "bizdoc/engine";

const engine = createEngine();
const invoice = await engine.build({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  currency: "EUR",
  issue_date: "2026-01-15",
  code: "ESM-1",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B-986.026.42" } },
  customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
  lines: [{ quantity: "2", item: { name: "Widget", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});
const refused = await engine
  .build({ $schema: "https://gobl.org/draft-0/org/party", name: "Wrong S.L.", tax_id: { country: "ES", code: "B98602643" } })
  .then(() => ({ key: "built" }), (err) => (isBizdocError(err) ? err.toJSON() : { key: String(err) }));
const core = createCore();
console.log(JSON.stringify({
  regime: invoice.$regime,
  supplierCode: invoice.supplier.tax_id.code,
  payable: invoice.totals.payable,
  refused: refused.key,
  fault: refused.faults?.[0]?.code,
  regimes: engine.regimeList().length,
  coreRegimes: core.regimeList().length,
}));
