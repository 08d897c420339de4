import { Type } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

export const CurrencyCodeSchema = defineType("currency.Code", "currency/code", Type.String({ title: "Currency Code" }));
