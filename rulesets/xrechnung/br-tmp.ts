/**
 * BR-TMP: XRechnung's provisional rules: an external document location must
 * be an absolute URL (BR-TMP-2), and in CII the item price base quantity of
 * the gross and the net price must agree (BR-TMP-3).
 */
import { someEqual, type RuleDef } from "../../engine/index.ts";
import { cii, ubl } from "../common/syntax.ts";
import { hasUrlScheme } from "./checks.ts";
import { ciiContexts as C, ublContexts as U } from "./contexts.ts";

const GROSS_QUANTITY = "ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice/ram:BasisQuantity";
const NET_QUANTITY = "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:BasisQuantity";

export const brTmpRules: RuleDef[] = [
  {
    id: "BR-TMP-2",
    flag: "warning",
    terms: ["BT-124"],
    description: "BR-TMP-2: the external document location (BT-124) must be an absolute URL with a valid scheme.",
    bindings: {
      ubl: { context: U.externalReference, test: (n) => hasUrlScheme(ubl.first(n, "cbc:URI")) },
      cii: { context: C.externalDocument, test: (n) => !cii.exists(n, "ram:URIID") || hasUrlScheme(cii.first(n, "ram:URIID")) },
    },
  },
  {
    id: "BR-TMP-3",
    flag: "fatal",
    terms: ["BT-149", "BT-150"],
    description:
      "BR-TMP-3: when the item price base quantity (BT-149) is given on both the gross and the net price, the two must be the same, and so must their unit codes (BT-150) when both have one.",
    bindings: {
      cii: {
        context: C.line,
        test: (n) => {
          const gross = cii.values(n, GROSS_QUANTITY);
          const net = cii.values(n, NET_QUANTITY);
          if (gross.length === 0 || net.length === 0) return true;
          if (!someEqual(gross, net)) return false;
          const grossUnits = cii.values(n, `${GROSS_QUANTITY}/@unitCode`);
          const netUnits = cii.values(n, `${NET_QUANTITY}/@unitCode`);
          return netUnits.length === 0 || grossUnits.length === 0 || someEqual(grossUnits, netUnits);
        },
      },
    },
  },
];
