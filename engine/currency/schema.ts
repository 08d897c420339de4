import { Type, type Static } from "@sinclair/typebox";
import { DateTimeSchema } from "../cal/schema.ts";
import { KeySchema } from "../cbc/schema.ts";
import { AmountSchema } from "../num/schema.ts";
import { defineType } from "../schema/types.ts";
import { currencyCodes, currencyDef } from "./currencies.ts";

export const CurrencyCodeSchema = defineType(
  "currency.Code",
  "currency/code",
  Type.String({
    oneOf: currencyCodes().map((code) => ({ const: code, title: currencyDef(code)!.name })),
    title: "Currency Code",
    description: "A currency: its ISO 4217 code, or one of the few other codes in common use.",
  }),
);

export const ExchangeRateSchema = defineType(
  "currency.ExchangeRate",
  "currency/exchange-rate",
  Type.Object(
    {
      /** The currency converted from: usually the document's own currency. */
      from: Type.Ref(CurrencyCodeSchema, { description: "The currency converted from: usually the document's own currency." }),
      /** The currency converted to, such as the currency the tax authority expects amounts in. */
      to: Type.Ref(CurrencyCodeSchema, { description: "The currency converted to, such as the currency the tax authority expects amounts in." }),
      /** When the rate was quoted (YYYY-MM-DDThh:mm:ss, no zone); leave out to mean the document's issue date. */
      at: Type.Optional(
        Type.Ref(DateTimeSchema, { description: "When the rate was quoted (YYYY-MM-DDThh:mm:ss, no zone); leave out to mean the document's issue date." }),
      ),
      /** Who published the rate, as a key such as "ecb" for the European Central Bank. */
      source: Type.Optional(Type.Ref(KeySchema, { description: "Who published the rate, as a key such as \"ecb\" for the European Central Bank." })),
      /** How many units of the `to` currency one unit of the `from` currency buys, as a decimal string. */
      amount: Type.Ref(AmountSchema, { description: "How many units of the `to` currency one unit of the `from` currency buys, as a decimal string." }),
    },
    { title: "Exchange Rate", description: "How many units of one currency buy one unit of another." },
  ),
);

export const CurrencyAmountSchema = defineType(
  "currency.Amount",
  "currency/amount",
  Type.Object(
    {
      /** A short text saying what the amount is, such as "Price in USD". */
      label: Type.Optional(Type.String({ description: "A short text saying what the amount is, such as \"Price in USD\"." })),
      /** The currency of the value, as an ISO 4217 code. */
      currency: Type.Ref(CurrencyCodeSchema, { description: "The currency of the value, as an ISO 4217 code." }),
      /** The amount in that currency, as a decimal string such as "10.50". */
      value: Type.Ref(AmountSchema, { description: "The amount in that currency, as a decimal string such as \"10.50\"." }),
    },
    { title: "Currency Amount", description: "A value in a stated currency." },
  ),
);

export type ExchangeRate = Static<typeof ExchangeRateSchema>;
export type CurrencyAmount = Static<typeof CurrencyAmountSchema>;
