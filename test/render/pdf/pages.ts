/** Pages built by hand for the drawing tests: what render/page gives, without depending on how it words things. */
import type { Page } from "../../../render/page/model.ts";

export function invoicePage(lines: number, overrides: Partial<Page> = {}): Page {
  return {
    lang: "en",
    title: "Invoice",
    number: "SAMPLE-001",
    header: [
      { label: "Issue date", value: "15 January 2025" },
      { label: "Currency", value: "EUR" },
      { label: "Due date", value: "14 February 2025" },
    ],
    parties: [
      { role: "Supplier", name: "Provide One S.L.", lines: ["Tax ID ES B98602642", "Calle Pradillo 42", "28002 Madrid", "billing@example.com"] },
      { role: "Customer", name: "Sample Consumer S.A.", lines: ["Tax ID ES 54387763P", "Calle del Cliente 7", "08001 Barcelona"] },
    ],
    tables: [
      {
        caption: "Lines",
        columns: [{ heading: "#", numeric: true }, { heading: "Description" }, { heading: "Quantity", numeric: true }, { heading: "Price", numeric: true }, { heading: "Sum", numeric: true }],
        rows: Array.from({ length: lines }, (_, i) => [String(i + 1), `Item number ${i + 1} of a rather long description that must wrap onto a second line of its cell`, "2", "10.00 €", "20.00 €"]),
      },
      { caption: "Taxes", columns: [{ heading: "Tax" }, { heading: "Base", numeric: true }, { heading: "Rate", numeric: true }, { heading: "Amount", numeric: true }], rows: [["VAT standard", `${lines * 20}.00 €`, "21%", "4.20 €"]] },
    ],
    totals: [
      { label: "Sum", value: `${lines * 20}.00 €` },
      { label: "VAT 21%", value: "4.20 €" },
      { label: "Total", value: "24.20 €", emphasis: true },
    ],
    sections: [{ heading: "Notes", paragraphs: ["Thank you for your business. Payment by bank transfer to ES91 2100 0418 4502 0005 1332 within thirty days."] }],
    codes: [{ caption: "VERI*FACTU", text: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B98602642&numserie=SAMPLE-001" }],
    footer: "UUID 0190b2a4-7a3e-7c1e-9d3c-1a2b3c4d5e6f",
    ...overrides,
  };
}
