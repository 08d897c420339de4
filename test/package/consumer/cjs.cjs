// CommonJS: require() of the ESM package (Node 20.19+, 22.12+: no flag).
const { createEngine, VERSION } = require("bizdoc");
const { createEngine: createCore } = require("bizdoc/engine");

const engine = createEngine();
engine
  .build({
    $schema: "https://gobl.org/draft-0/bill/invoice",
    currency: "EUR",
    issue_date: "2026-01-15",
    code: "CJS-1",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
    lines: [{ quantity: "1", item: { name: "Widget", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  })
  .then((invoice) => {
    console.log(JSON.stringify({ version: VERSION, payable: invoice.totals.payable, coreRegimes: createCore().regimeList().length }));
  })
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
