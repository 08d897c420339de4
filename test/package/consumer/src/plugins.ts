// A consumer's own regime and addon, registered both ways: through the
// options and through a tsyringe container (taken from bizdoc, so this
// project needs neither tsyringe nor reflect-metadata of its own).
import {
  ADDON_PLUGIN,
  REGIME_PLUGIN,
  container,
  createEngine,
  extRequire,
  identityIn,
  isBizdocError,
  type AddonPlugin,
  type Engine,
  type Invoice,
  type Party,
  type RegimePlugin,
  type TaxIdentity,
} from "bizdoc";

export const iceland: RegimePlugin = {
  definition: { country: "IS", name: { en: "Iceland" }, currency: "ISK", time_zone: "Atlantic/Reykjavik", tax_scheme: "VAT" },
  normalizers: [
    {
      type: "tax.Identity",
      scope: "any",
      when: identityIn("IS"),
      normalize: (id: TaxIdentity) => {
        if (id.code) id.code = id.code.replace(/\D/g, "");
      },
    },
  ],
  validators: [
    {
      type: "org.Party",
      assert: [{ code: "IS-PARTY-01", field: "tax_id", message: "Icelandic parties need a tax ID", test: (p: Party) => !!p.tax_id }],
    },
  ],
};

export const puffin: AddonPlugin = {
  definition: {
    key: "is-puffin-v1",
    name: { en: "Puffin post" },
    extensions: [{ key: "is-puffin-nest", name: { en: "Nest" }, values: [{ code: "N1", name: { en: "North cliff" } }] }],
    scenarios: [{ schema: "bill/invoice", list: [{ type: ["standard"], ext: { "is-puffin-nest": "N1" } }] }],
  },
  validators: [
    {
      type: "bill.Invoice",
      assert: [
        {
          code: "IS-PUFFIN-01",
          field: "tax.ext",
          message: "a puffin needs its nest",
          test: (inv: Invoice) => extRequire("is-puffin-nest")(inv.tax?.ext),
        },
      ],
    },
  ],
};

/** A value down a dotted path, whatever the operation's declared result type. */
function at(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
}

const scope = container.createChildContainer();
scope.register(REGIME_PLUGIN, { useValue: iceland });
scope.register(ADDON_PLUGIN, { useValue: puffin });

const engines: Record<string, Engine> = {
  options: createEngine({ regimes: [iceland], addons: [puffin] }),
  container: createEngine({ container: scope }),
};

const report: Record<string, unknown> = {};
for (const [route, engine] of Object.entries(engines)) {
  const party = await engine.build({
    $schema: "https://gobl.org/draft-0/org/party",
    $regime: "IS",
    name: "Lundi ehf.",
    tax_id: { country: "IS", code: "IS-123 456" },
  });
  const refused = await engine.build({ $schema: "https://gobl.org/draft-0/org/party", $regime: "IS", name: "No ID ehf." }).then(
    () => "built",
    (err: unknown) => (isBizdocError(err) ? err.faults.map((f) => f.code).join(",") : String(err)),
  );
  const invoice = await engine.build({
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: ["is-puffin-v1"],
    currency: "EUR",
    issue_date: "2026-01-15",
    code: "P-1",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
    lines: [{ quantity: "1", item: { name: "Puffin crate", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  });
  report[route] = {
    regime: engine.regime("IS")?.name.en,
    builtinRegime: engine.regime("ES") !== undefined,
    addon: engine.addon("is-puffin-v1")?.key,
    code: at(party, "tax_id.code"),
    refused,
    nest: at(invoice, "tax.ext.is-puffin-nest"),
  };
}
console.log(JSON.stringify(report));
