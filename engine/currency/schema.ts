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
      from: Type.Ref(CurrencyCodeSchema),
      to: Type.Ref(CurrencyCodeSchema),
      at: Type.Optional(Type.Ref(DateTimeSchema)),
      source: Type.Optional(Type.Ref(KeySchema)),
      amount: Type.Ref(AmountSchema),
    },
    { title: "Exchange Rate", description: "How many units of one currency buy one unit of another." },
  ),
);

export const CurrencyAmountSchema = defineType(
  "currency.Amount",
  "currency/amount",
  Type.Object(
    { label: Type.Optional(Type.String()), currency: Type.Ref(CurrencyCodeSchema), value: Type.Ref(AmountSchema) },
    { title: "Currency Amount", description: "A value in a stated currency." },
  ),
);

export type ExchangeRate = Static<typeof ExchangeRateSchema>;
export type CurrencyAmount = Static<typeof CurrencyAmountSchema>;
