import type { TagSet } from "../../../engine/index.ts";

/** A document issued under the Cash VAT scheme (regime de IVA de Caixa). */
export const TAG_CASH_VAT = "cash-vat";
/** A delivery that returns goods to the supplier (guia de devolução). */
export const TAG_RETURN = "return";

const cashVAT = {
  key: TAG_CASH_VAT,
  name: { en: "Cash VAT Scheme", pt: "Regime de IVA de Caixa" },
  desc: { en: "The issuer accounts for VAT under the Cash VAT scheme: the tax falls due when payment is received." },
};

export const tags: TagSet[] = [
  {
    schema: "bill/delivery",
    list: [
      {
        key: TAG_RETURN,
        name: { en: "Return" },
        desc: { en: "With a delivery type, marks goods sent back to the supplier instead of a forward delivery." },
      },
    ],
  },
  { schema: "bill/invoice", list: [cashVAT] },
  { schema: "bill/payment", list: [cashVAT] },
];
