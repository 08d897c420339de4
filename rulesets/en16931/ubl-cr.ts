/**
 * UBL-CR: elements and attributes of UBL an EN 16931 invoice should not use
 * (they carry no business term, so a receiver may ignore them). All but a few
 * are checked on the document element, one rule per forbidden path, so each
 * fault is reported there, as CEN reports it.
 *
 * The paths are a table (one rule number per path) walked once per document:
 * the paths below the document element as a tree from it, and the paths that
 * may start at any depth as a tree tried on every element. Each rule's test
 * is then a look-up in the set of rules the walk found broken, so the ~680
 * rules cost one walk of the document, not one walk each.
 */
import { elementsOf, isElement, perElement, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { ubl, UBL_NAMESPACES } from "../common/syntax.ts";
import { ublSyntaxContexts } from "./contexts-ubl-syntax.ts";

/**
 * Paths to rule numbers (n is UBL-CR-n). A key is one step or several joined
 * by "/": `prefix:Name` (an element in that namespace), `A|B` (either
 * element), `@name` (an attribute without namespace, last only). A value is
 * the rule broken when the path selects something, or a table of the paths
 * below.
 */
interface PathTable {
  readonly [steps: string]: number | PathTable;
}

/**
 * Paths from the document element (Invoice or CreditNote). As CEN states
 * them: a price's cbc:ValidityPeriod and cbc:PriceList (UBL has them in cac:,
 * so these two never hold anything), and no rules 120, 423, 536 and 631.
 * UBL-CR-002 (a version other than 2.1) and the invoiced object's rules
 * (665, 666, 673) are more than a path: see below.
 */
const FROM_DOCUMENT: PathTable = {
  "ext:UBLExtensions": 1, "cbc:ProfileExecutionID": 3, "cbc:CopyIndicator": 4, "cbc:UUID": 5, "cbc:IssueTime": 6, "cbc:PricingCurrencyCode": 7,
  "cbc:PaymentCurrencyCode": 8, "cbc:PaymentAlternativeCurrencyCode": 9, "cbc:AccountingCostCode": 10, "cbc:LineCountNumeric": 11,
  "cac:InvoicePeriod": {
    "cbc:StartTime": 12, "cbc:EndTime": 13, "cbc:DurationMeasure": 14, "cbc:Description": 15,
  },
  "cac:OrderReference": {
    "cbc:CopyIndicator": 16, "cbc:UUID": 17, "cbc:IssueDate": 18, "cbc:IssueTime": 19, "cbc:CustomerReference": 20, "cbc:OrderTypeCode": 21,
    "cac:DocumentReference": 22,
  },
  "cac:BillingReference": {
    "cac:InvoiceDocumentReference": {
      "cbc:CopyIndicator": 23, "cbc:UUID": 24, "cbc:IssueTime": 25, "cbc:DocumentTypeCode": 26, "cbc:DocumentType": 27, "cbc:XPath": 28,
      "cbc:LanguageID": 29, "cbc:LocaleCode": 30, "cbc:VersionID": 31, "cbc:DocumentStatusCode": 32, "cbc:DocumentDescription": 33,
      "cac:Attachment": 34, "cac:ValidityPeriod": 35, "cac:IssuerParty": 36, "cac:ResultOfVerification": 37,
    },
    "cac:SelfBilledInvoiceDocumentReference": 38, "cac:CreditNoteDocumentReference": 39, "cac:SelfBilledCreditNoteDocumentReference": 40,
    "cac:DebitNoteDocumentReference": 41, "cac:ReminderDocumentReference": 42, "cac:AdditionalDocumentReference": 43, "cac:BillingReferenceLine": 44,
  },
  "cac:DespatchDocumentReference": {
    "cbc:CopyIndicator": 45, "cbc:UUID": 46, "cbc:IssueDate": 47, "cbc:IssueTime": 48, "cbc:DocumentTypeCode": 49, "cbc:DocumentType": 50,
    "cbc:XPath": 51, "cbc:LanguageID": 52, "cbc:LocaleCode": 53, "cbc:VersionID": 54, "cbc:DocumentStatusCode": 55, "cbc:DocumentDescription": 56,
    "cac:Attachment": 57, "cac:ValidityPeriod": 58, "cac:IssuerParty": 59, "cac:ResultOfVerification": 60,
  },
  "cac:ReceiptDocumentReference": {
    "cbc:CopyIndicator": 61, "cbc:UUID": 62, "cbc:IssueDate": 63, "cbc:IssueTime": 64, "cbc:DocumentTypeCode": 65, "cbc:DocumentType": 66,
    "cbc:XPath": 67, "cbc:LanguageID": 68, "cbc:LocaleCode": 69, "cbc:VersionID": 70, "cbc:DocumentStatusCode": 71, "cbc:DocumentDescription": 72,
    "cac:Attachment": 73, "cac:ValidityPeriod": 74, "cac:IssuerParty": 75, "cac:ResultOfVerification": 76,
  },
  "cac:StatementDocumentReference": 77,
  "cac:OriginatorDocumentReference": {
    "cbc:CopyIndicator": 78, "cbc:UUID": 79, "cbc:IssueDate": 80, "cbc:IssueTime": 81, "cbc:DocumentTypeCode": 82, "cbc:DocumentType": 83,
    "cbc:XPath": 84, "cbc:LanguageID": 85, "cbc:LocaleCode": 86, "cbc:VersionID": 87, "cbc:DocumentStatusCode": 88, "cbc:DocumentDescription": 89,
    "cac:Attachment": 90, "cac:ValidityPeriod": 91, "cac:IssuerParty": 92, "cac:ResultOfVerification": 93,
  },
  "cac:ContractDocumentReference": {
    "cbc:CopyIndicator": 94, "cbc:UUID": 95, "cbc:IssueDate": 96, "cbc:IssueTime": 97, "cbc:DocumentTypeCode": 98, "cbc:DocumentType": 99,
    "cbc:XPath": 100, "cbc:LanguageID": 101, "cbc:LocaleCode": 102, "cbc:VersionID": 103, "cbc:DocumentStatusCode": 104,
    "cbc:DocumentDescription": 105, "cac:Attachment": 106, "cac:ValidityPeriod": 107, "cac:IssuerParty": 108, "cac:ResultOfVerification": 109,
  },
  "cac:AdditionalDocumentReference": {
    "cbc:CopyIndicator": 110, "cbc:UUID": 111, "cbc:IssueDate": 112, "cbc:IssueTime": 113, "cbc:DocumentType": 114, "cbc:XPath": 115,
    "cbc:LanguageID": 116, "cbc:LocaleCode": 117, "cbc:VersionID": 118, "cbc:DocumentStatusCode": 119,
    "cac:Attachment/cac:ExternalReference": {
      "cbc:DocumentHash": 121, "cbc:HashAlgorithmMethod": 122, "cbc:ExpiryDate": 123, "cbc:ExpiryTime": 124, "cbc:MimeCode": 125,
      "cbc:FormatCode": 126, "cbc:EncodingCode": 127, "cbc:CharacterSetCode": 128, "cbc:FileName": 129, "cbc:Description": 130,
    },
    "cac:ValidityPeriod": 131, "cac:IssuerParty": 132, "cac:ResultOfVerification": 133, "cbc:DocumentTypeCode/@listID": 659,
  },
  "cac:ProjectReference": {
    "cbc:UUID": 134, "cbc:IssueDate": 135, "cac:WorkPhaseReference": 136,
  },
  "cac:Signature": 137,
  "cac:AccountingSupplierParty": {
    "cbc:CustomerAssignedAccountID": 138, "cbc:AdditionalAccountID": 139, "cbc:DataSendingCapability": 140,
    "cac:Party": {
      "cbc:MarkCareIndicator": 141, "cbc:MarkAttentionIndicator": 142, "cbc:WebsiteURI": 143, "cbc:LogoReferenceID": 144,
      "cbc:IndustryClassificationCode": 145, "cac:Language": 146,
      "cac:PostalAddress": {
        "cbc:ID": 147, "cbc:AddressTypeCode": 148, "cbc:AddressFormatCode": 149, "cbc:Postbox": 150, "cbc:Floor": 151, "cbc:Room": 152,
        "cbc:BlockName": 153, "cbc:BuildingName": 154, "cbc:BuildingNumber": 155, "cbc:InhouseMail": 156, "cbc:Department": 157,
        "cbc:MarkAttention": 158, "cbc:MarkCare": 159, "cbc:PlotIdentification": 160, "cbc:CitySubdivisionName": 161,
        "cbc:CountrySubentityCode": 162, "cbc:Region": 163, "cbc:District": 164, "cbc:TimezoneOffset": 165, "cac:Country/cbc:Name": 166,
        "cac:LocationCoordinate": 167,
      },
      "cac:PhysicalLocation": 168,
      "cac:PartyTaxScheme": {
        "cbc:RegistrationName": 169, "cbc:TaxLevelCode": 170, "cbc:ExemptionReasonCode": 171, "cbc:ExemptionReason": 172,
        "cac:RegistrationAddress": 173,
        "cac:TaxScheme": {
          "cbc:Name": 174, "cbc:TaxTypeCode": 175, "cbc:CurrencyCode": 176, "cac:JurisdictionRegionAddress": 177,
        },
      },
      "cac:PartyLegalEntity": {
        "cbc:RegistrationDate": 178, "cbc:RegistrationExpirationDate": 179, "cbc:CompanyLegalFormCode": 180, "cbc:SoleProprietorshipIndicator": 181,
        "cbc:CompanyLiquidationStatusCode": 182, "cbc:CorporateStockAmount": 183, "cbc:FullyPaidSharesIndicator": 184,
        "cac:RegistrationAddress": 185, "cac:CorporateRegistrationScheme": 186, "cac:HeadOfficeParty": 187, "cac:ShareholderParty": 188,
      },
      "cac:Contact": {
        "cbc:ID": 189, "cbc:Telefax": 190, "cbc:Note": 191, "cac:OtherCommunication": 192,
      },
      "cac:Person": 193, "cac:AgentParty": 194, "cac:ServiceProviderParty": 195, "cac:PowerOfAttorney": 196, "cac:FinancialAccount": 197,
    },
    "cac:DespatchContact": 198, "cac:AccountingContact": 199, "cac:SellerContact": 200,
  },
  "cac:AccountingCustomerParty": {
    "cbc:CustomerAssignedAccountID": 201, "cbc:SupplierAssignedAccountID": 202, "cbc:AdditionalAccountID": 203,
    "cac:Party": {
      "cbc:MarkCareIndicator": 204, "cbc:MarkAttentionIndicator": 205, "cbc:WebsiteURI": 206, "cbc:LogoReferenceID": 207,
      "cbc:IndustryClassificationCode": 208, "cac:Language": 209,
      "cac:PostalAddress": {
        "cbc:ID": 210, "cbc:AddressTypeCode": 211, "cbc:AddressFormatCode": 212, "cbc:Postbox": 213, "cbc:Floor": 214, "cbc:Room": 215,
        "cbc:BlockName": 216, "cbc:BuildingName": 217, "cbc:BuildingNumber": 218, "cbc:InhouseMail": 219, "cbc:Department": 220,
        "cbc:MarkAttention": 221, "cbc:MarkCare": 222, "cbc:PlotIdentification": 223, "cbc:CitySubdivisionName": 224,
        "cbc:CountrySubentityCode": 225, "cbc:Region": 226, "cbc:District": 227, "cbc:TimezoneOffset": 228, "cac:Country/cbc:Name": 229,
        "cac:LocationCoordinate": 230,
      },
      "cac:PhysicalLocation": 231,
      "cac:PartyTaxScheme": {
        "cbc:RegistrationName": 232, "cbc:TaxLevelCode": 233, "cbc:ExemptionReasonCode": 234, "cbc:ExemptionReason": 235,
        "cac:RegistrationAddress": 236,
        "cac:TaxScheme": {
          "cbc:Name": 237, "cbc:TaxTypeCode": 238, "cbc:CurrencyCode": 239, "cac:JurisdictionRegionAddress": 240,
        },
      },
      "cac:PartyLegalEntity": {
        "cbc:RegistrationDate": 241, "cbc:RegistrationExpirationDate": 242, "cbc:CompanyLegalFormCode": 243, "cbc:CompanyLegalForm": 244,
        "cbc:SoleProprietorshipIndicator": 245, "cbc:CompanyLiquidationStatusCode": 246, "cbc:CorporateStockAmount": 247,
        "cbc:FullyPaidSharesIndicator": 248, "cac:RegistrationAddress": 249, "cac:CorporateRegistrationScheme": 250, "cac:HeadOfficeParty": 251,
        "cac:ShareholderParty": 252,
      },
      "cac:Contact": {
        "cbc:ID": 253, "cbc:Telefax": 254, "cbc:Note": 255, "cac:OtherCommunication": 256,
      },
      "cac:Person": 257, "cac:AgentParty": 258, "cac:ServiceProviderParty": 259, "cac:PowerOfAttorney": 260, "cac:FinancialAccount": 261,
    },
    "cac:DeliveryContact": 262, "cac:AccountingContact": 263, "cac:BuyerContact": 264,
  },
  "cac:PayeeParty": {
    "cbc:MarkCareIndicator": 265, "cbc:MarkAttentionIndicator": 266, "cbc:WebsiteURI": 267, "cbc:LogoReferenceID": 268, "cbc:EndpointID": 269,
    "cbc:IndustryClassificationCode": 270, "cac:Language": 271, "cac:PostalAddress": 272, "cac:PhysicalLocation": 273, "cac:PartyTaxScheme": 274,
    "cac:PartyLegalEntity": {
      "cbc:RegistrationName": 275, "cbc:RegistrationDate": 276, "cbc:RegistrationExpirationDate": 277, "cbc:CompanyLegalFormCode": 278,
      "cbc:CompanyLegalForm": 279, "cbc:SoleProprietorshipIndicator": 280, "cbc:CompanyLiquidationStatusCode": 281, "cbc:CorporateStockAmount": 282,
      "cbc:FullyPaidSharesIndicator": 283, "cac:RegistrationAddress": 284, "cac:CorporateRegistrationScheme": 285, "cac:HeadOfficeParty": 286,
      "cac:ShareholderParty": 287,
    },
    "cac:Contact": 288, "cac:Person": 289, "cac:AgentParty": 290, "cac:ServiceProviderParty": 291, "cac:PowerOfAttorney": 292,
    "cac:FinancialAccount": 293,
  },
  "cac:BuyerCustomerParty": 294, "cac:SellerSupplierParty": 295,
  "cac:TaxRepresentativeParty": {
    "cbc:MarkCareIndicator": 296, "cbc:MarkAttentionIndicator": 297, "cbc:WebsiteURI": 298, "cbc:LogoReferenceID": 299, "cbc:EndpointID": 300,
    "cbc:IndustryClassificationCode": 301, "cac:PartyIdentification": 302, "cac:Language": 303,
    "cac:PostalAddress": {
      "cbc:ID": 304, "cbc:AddressTypeCode": 305, "cbc:AddressFormatCode": 306, "cbc:Postbox": 307, "cbc:Floor": 308, "cbc:Room": 309,
      "cbc:BlockName": 310, "cbc:BuildingName": 311, "cbc:BuildingNumber": 312, "cbc:InhouseMail": 313, "cbc:Department": 314,
      "cbc:MarkAttention": 315, "cbc:MarkCare": 316, "cbc:PlotIdentification": 317, "cbc:CitySubdivisionName": 318, "cbc:CountrySubentityCode": 319,
      "cbc:Region": 320, "cbc:District": 321, "cbc:TimezoneOffset": 322, "cac:Country/cbc:Name": 323, "cac:LocationCoordinate": 324,
    },
    "cac:PhysicalLocation": 325,
    "cac:PartyTaxScheme": {
      "cbc:RegistrationName": 326, "cbc:TaxLevelCode": 327, "cbc:ExemptionReasonCode": 328, "cbc:ExemptionReason": 329,
      "cac:RegistrationAddress": 330,
      "cac:TaxScheme": {
        "cbc:Name": 331, "cbc:TaxTypeCode": 332, "cbc:CurrencyCode": 333, "cac:JurisdictionRegionAddress": 334,
      },
    },
    "cac:PartyLegalEntity": 335, "cac:Contact": 336, "cac:Person": 337, "cac:AgentParty": 338, "cac:ServiceProviderParty": 339,
    "cac:PowerOfAttorney": 340, "cac:FinancialAccount": 341,
  },
  "cac:Delivery": {
    "cbc:ID": 342, "cbc:Quantity": 343, "cbc:MinimumQuantity": 344, "cbc:MaximumQuantity": 345, "cbc:ActualDeliveryTime": 346,
    "cbc:LatestDeliveryDate": 347, "cbc:LatestDeliveryTime": 348, "cbc:ReleaseID": 349, "cbc:TrackingID": 350,
    "cac:DeliveryLocation": {
      "cbc:Description": 351, "cbc:Conditions": 352, "cbc:CountrySubentity": 353, "cbc:CountrySubentityCode": 354, "cbc:LocationTypeCode": 355,
      "cbc:InformationURI": 356, "cbc:Name": 357, "cac:ValidityPeriod": 358,
      "cac:Address": {
        "cbc:ID": 359, "cbc:AddressTypeCode": 360, "cbc:AddressFormatCode": 361, "cbc:Postbox": 362, "cbc:Floor": 363, "cbc:Room": 364,
        "cbc:BlockName": 365, "cbc:BuildingName": 366, "cbc:BuildingNumber": 367, "cbc:InhouseMail": 368, "cbc:Department": 369,
        "cbc:MarkAttention": 370, "cbc:MarkCare": 371, "cbc:PlotIdentification": 372, "cbc:CitySubdivisionName": 373,
        "cbc:CountrySubentityCode": 374, "cbc:Region": 375, "cbc:District": 376, "cbc:TimezoneOffset": 377, "cac:Country/cbc:Name": 378,
        "cac:LocationCoordinate": 379,
      },
      "cac:SubsidiaryLocation": 380, "cac:LocationCoordinate": 381,
    },
    "cac:AlternativeDeliveryLocation": 382, "cac:RequestedDeliveryPeriod": 383, "cac:EstimatedDeliveryPeriod": 384, "cac:CarrierParty": 385,
    "cac:DeliveryParty": {
      "cbc:MarkCareIndicator": 386, "cbc:MarkAttentionIndicator": 387, "cbc:WebsiteURI": 388, "cbc:LogoReferenceID": 389, "cbc:EndpointID": 390,
      "cbc:IndustryClassificationCode": 391, "cac:PartyIdentification": 392, "cac:Language": 393, "cac:PostalAddress": 394,
      "cac:PhysicalLocation": 395, "cac:PartyTaxScheme": 396, "cac:PartyLegalEntity": 397, "cac:Contact": 398, "cac:Person": 399,
      "cac:AgentParty": 400, "cac:ServiceProviderParty": 401, "cac:PowerOfAttorney": 402, "cac:FinancialAccount": 403,
    },
    "cac:NotifyParty": 404, "cac:Despatch": 405, "cac:DeliveryTerms": 406, "cac:MinimumDeliveryUnit": 407, "cac:MaximumDeliveryUnit": 408,
    "cac:Shipment": 409, "cac:DeliveryAddress": 682,
  },
  "cac:DeliveryTerms": 410,
  "cac:PaymentMeans": {
    "cbc:ID": 411, "cbc:PaymentDueDate": 412, "cbc:PaymentChannelCode": 413, "cbc:InstructionID": 414,
    "cac:CardAccount": {
      "cbc:CardTypeCode": 415, "cbc:ValidityStartDate": 416, "cbc:ExpiryDate": 417, "cbc:IssuerID": 418, "cbc:IssueNumberID": 419, "cbc:CV2ID": 420,
      "cbc:CardChipCode": 421, "cbc:ChipApplicationID": 422,
    },
    "cac:PayeeFinancialAccount": {
      "cbc:AliasName": 424, "cbc:AccountTypeCode": 425, "cbc:AccountFormatCode": 426, "cbc:CurrencyCode": 427, "cbc:PaymentNote": 428,
      "cac:FinancialInstitutionBranch": {
        "cbc:Name": 429,
        "cac:FinancialInstitution": {
          "cbc:Name": 430, "cac:Address": 431,
        },
        "cac:Address": 432, "cbc:ID/@schemeID": 655,
      },
      "cac:Country": 433, "cbc:ID/@schemeID": 654,
    },
    "cac:CreditAccount": 434,
    "cac:PaymentMandate": {
      "cbc:MandateTypeCode": 435, "cbc:MaximumPaymentInstructionsNumeric": 436, "cbc:MaximumPaidAmount": 437, "cbc:SignatureID": 438,
      "cac:PayerParty": 439,
      "cac:PayerFinancialAccount": {
        "cbc:Name": 440, "cbc:AliasName": 441, "cbc:AccountTypeCode": 442, "cbc:AccountFormatCode": 443, "cbc:CurrencyCode": 444,
        "cbc:PaymentNote": 445, "cac:FinancialInstitutionBranch": 446, "cac:Country": 447,
      },
      "cac:ValidityPeriod": 448, "cac:PaymentReversalPeriod": 449, "cac:Clause": 450,
    },
    "cac:TradeFinancing": 451, "cbc:PaymentID/@schemeID": 653, "cbc:PaymentMeansCode/@listID": 661, "cbc:InstructionNote": 681,
  },
  "cac:PaymentTerms": {
    "cbc:ID": 452, "cbc:PaymentMeansID": 453, "cbc:PrepaidPaymentReferenceID": 454, "cbc:ReferenceEventCode": 455,
    "cbc:SettlementDiscountPercent": 456, "cbc:PenaltySurchargePercent": 457, "cbc:PaymentPercent": 458, "cbc:Amount": 459,
    "cbc:SettlementDiscountAmount": 460, "cbc:PenaltyAmount": 461, "cbc:PaymentTermsDetailsURI": 462, "cbc:PaymentDueDate": 463,
    "cbc:InstallmentDueDate": 464, "cbc:InvoicingPartyReference": 465, "cac:SettlementPeriod": 466, "cac:PenaltyPeriod": 467,
    "cac:ExchangeRate": 468, "cac:ValidityPeriod": 469,
  },
  "cac:PrepaidPayment": 470,
  "cac:AllowanceCharge": {
    "cbc:ID": 471, "cbc:PrepaidIndicator": 472, "cbc:SequenceNumeric": 473, "cbc:AccountingCostCode": 474, "cbc:AccountingCost": 475,
    "cbc:PerUnitAmount": 476,
    "cac:TaxCategory": {
      "cbc:Name": 477, "cbc:BaseUnitMeasure": 478, "cbc:PerUnitAmount": 479, "cbc:TaxExemptionReasonCode": 480, "cbc:TaxExemptionReason": 481,
      "cbc:TierRange": 482, "cbc:TierRatePercent": 483,
      "cac:TaxScheme": {
        "cbc:Name": 484, "cbc:TaxTypeCode": 485, "cbc:CurrencyCode": 486, "cac:JurisdictionRegionAddress": 487,
      },
    },
    "cac:TaxTotal": 488, "cac:PaymentMeans": 489,
  },
  "cac:TaxExchangeRate": 490, "cac:PricingExchangeRate": 491, "cac:PaymentExchangeRate": 492, "cac:PaymentAlternativeExchangeRate": 493,
  "cac:TaxTotal": {
    "cbc:RoundingAmount": 494, "cbc:TaxEvidenceIndicator": 495, "cbc:TaxIncludedIndicator": 496,
    "cac:TaxSubtotal": {
      "cbc:CalculationSequenceNumeric": 497, "cbc:TransactionCurrencyTaxAmount": 498, "cbc:Percent": 499, "cbc:BaseUnitMeasure": 500,
      "cbc:PerUnitAmount": 501, "cbc:TierRange": 502, "cbc:TierRatePercent": 503,
      "cac:TaxCategory": {
        "cbc:Name": 504, "cbc:BaseUnitMeasure": 505, "cbc:PerUnitAmount": 506, "cbc:TierRange": 507, "cbc:TierRatePercent": 508,
        "cac:TaxScheme": {
          "cbc:Name": 509, "cbc:TaxTypeCode": 510, "cbc:CurrencyCode": 511, "cac:JurisdictionRegionAddress": 512,
        },
      },
    },
  },
  "cac:WithholdingTaxTotal": 513, "cac:LegalMonetaryTotal/cbc:PayableAlternativeAmount": 514, "cbc:CustomizationID/@schemeID": 648,
  "cbc:ProfileID/@schemeID": 649, "cbc:ID/@schemeID": 650, "cbc:SalesOrderID/@schemeID": 651, "cbc:InvoiceTypeCode/@listID": 656,
  "cbc:DocumentCurrencyCode/@listID": 657, "cbc:TaxCurrencyCode/@listID": 658, "cbc:CreditNoteTypeCode/@listID": 672,
  "cac:InvoiceLine|cac:CreditNoteLine": {
    "cbc:UUID": 515, "cbc:TaxPointDate": 516, "cbc:AccountingCostCode": 517, "cbc:PaymentPurposeCode": 518, "cbc:FreeOfChargeIndicator": 519,
    "cac:InvoicePeriod": {
      "cbc:StartTime": 520, "cbc:EndTime": 521, "cbc:DurationMeasure": 522, "cbc:DescriptionCode": 523, "cbc:Description": 524,
    },
    "cac:OrderLineReference": {
      "cbc:SalesOrderLineID": 525, "cbc:UUID": 526, "cbc:LineStatusCode": 527, "cac:OrderReference": 528,
    },
    "cac:DespatchLineReference": 529, "cac:ReceiptLineReference": 530, "cac:BillingReference": 531,
    "cac:DocumentReference": {
      "cbc:CopyIndicator": 532, "cbc:UUID": 533, "cbc:IssueDate": 534, "cbc:IssueTime": 535, "cbc:DocumentType": 537, "cbc:XPath": 538,
      "cbc:LanguageID": 539, "cbc:LocaleCode": 540, "cbc:VersionID": 541, "cbc:DocumentStatusCode": 542, "cbc:DocumentDescription": 543,
      "cac:Attachment": 544, "cac:ValidityPeriod": 545, "cac:IssuerParty": 546, "cac:ResultOfVerification": 547,
    },
    "cac:PricingReference": 548, "cac:OriginatorParty": 549, "cac:Delivery": 550, "cac:PaymentTerms": 551,
    "cac:AllowanceCharge": {
      "cbc:ID": 552, "cbc:PrepaidIndicator": 553, "cbc:SequenceNumeric": 554, "cbc:AccountingCostCode": 555, "cbc:AccountingCost": 556,
      "cbc:PerUnitAmount": 557, "cac:TaxCategory": 558, "cac:TaxTotal": 559, "cac:PaymentMeans": 560,
    },
    "cac:TaxTotal": 561, "cac:WithholdingTaxTotal": 562,
    "cac:Item": {
      "cbc:PackQuantity": 563, "cbc:PackSizeNumeric": 564, "cbc:CatalogueIndicator": 565, "cbc:HazardousRiskIndicator": 566,
      "cbc:AdditionalInformation": 567, "cbc:Keyword": 568, "cbc:BrandName": 569, "cbc:ModelName": 570,
      "cac:BuyersItemIdentification": {
        "cbc:ExtendedID": 571, "cbc:BarcodeSymbologyID": 572, "cac:PhysicalAttribute": 573, "cac:MeasurementDimension": 574, "cac:IssuerParty": 575,
      },
      "cac:SellersItemIdentification": {
        "cbc:ExtendedID": 576, "cbc:BarcodeSymbologyID": 577, "cac:PhysicalAttribute": 578, "cac:MeasurementDimension": 579, "cac:IssuerParty": 580,
      },
      "cac:ManufacturersItemIdentification": 581,
      "cac:StandardItemIdentification": {
        "cbc:ExtendedID": 582, "cbc:BarcodeSymbologyID": 583, "cac:PhysicalAttribute": 584, "cac:MeasurementDimension": 585, "cac:IssuerParty": 586,
      },
      "cac:CatalogueItemIdentification": 587, "cac:AdditionalItemIdentification": 588, "cac:CatalogueDocumentReference": 589,
      "cac:ItemSpecificationDocumentReference": 590, "cac:OriginCountry/cbc:Name": 591,
      "cac:CommodityClassification": {
        "cbc:NatureCode": 592, "cbc:CargoTypeCode": 593, "cbc:CommodityCode": 594,
      },
      "cac:TransactionConditions": 595, "cac:HazardousItem": 596,
      "cac:ClassifiedTaxCategory": {
        "cbc:Name": 597, "cbc:BaseUnitMeasure": 598, "cbc:PerUnitAmount": 599, "cbc:TaxExemptionReasonCode": 600, "cbc:TaxExemptionReason": 601,
        "cbc:TierRange": 602, "cbc:TierRatePercent": 603,
        "cac:TaxScheme": {
          "cbc:Name": 604, "cbc:TaxTypeCode": 605, "cbc:CurrencyCode": 606, "cac:JurisdictionRegionAddress": 607,
        },
      },
      "cac:AdditionalItemProperty": {
        "cbc:ID": 608, "cbc:NameCode": 609, "cbc:TestMethod": 610, "cbc:ValueQuantity": 611, "cbc:ValueQualifier": 612, "cbc:ImportanceCode": 613,
        "cbc:ListValue": 614, "cac:UsabilityPeriod": 615, "cac:ItemPropertyGroup": 616, "cac:RangeDimension": 617, "cac:ItemPropertyRange": 618,
      },
      "cac:ManufacturerParty": 619, "cac:InformationContentProviderParty": 620, "cac:OriginAddress": 621, "cac:ItemInstance": 622,
      "cac:Certificate": 623, "cac:Dimension": 624,
    },
    "cac:Price": {
      "cbc:PriceChangeReason": 625, "cbc:PriceTypeCode": 626, "cbc:PriceType": 627, "cbc:OrderableUnitFactorRate": 628, "cbc:ValidityPeriod": 629,
      "cbc:PriceList": 630,
      "cac:AllowanceCharge": {
        "cbc:ID": 632, "cbc:AllowanceChargeReasonCode": 633, "cbc:AllowanceChargeReason": 634, "cbc:MultiplierFactorNumeric": 635,
        "cbc:PrepaidIndicator": 636, "cbc:SequenceNumeric": 637, "cbc:AccountingCostCode": 638, "cbc:AccountingCost": 639, "cbc:PerUnitAmount": 640,
        "cac:TaxCategory": 641, "cac:TaxTotal": 642, "cac:PaymentMeans": 643,
      },
      "cac:PricingExchangeRate": 644,
    },
    "cac:DeliveryTerms": 645, "cac:SubInvoiceLine": 646, "cac:ItemPriceExtension": 647,
  },
};

/** Paths that may start at any depth of the document. */
const ANYWHERE: PathTable = {
  "cac:PartyTaxScheme/cbc:CompanyID/@schemeID": 652, "cac:Country/cbc:IdentificationCode/@listID": 660, "cbc:AllowanceChargeReasonCode/@listID": 662,
  "@unitCodeListID": 663, "cac:FinancialInstitution": 664, "cac:BuyersItemIdentification/cbc:ID/@schemeID": 667,
  "cac:SellersItemIdentification/cbc:ID/@schemeID": 668,
  "cac:Price/cac:AllowanceCharge": {
    "cbc:AllowanceChargeReasonCode": 669, "cbc:AllowanceChargeReason": 670, "cbc:MultiplierFactorNumeric": 671,
  },
  "cbc:PrimaryAccountNumberID/@schemeID": 674, "cac:CardAccount/cbc:NetworkID/@schemeID": 675,
  "cac:PaymentMandate": {
    "cbc:ID/@schemeID": 676, "cac:PayerFinancialAccount/cbc:ID/@schemeID": 677,
  },
  "cac:TaxCategory/cbc:ID/@schemeID": 678, "cac:ClassifiedTaxCategory/cbc:ID/@schemeID": 679, "cac:PaymentMeans/cac:PayerFinancialAccount": 680,
};

/** Rules of the table that hold on a credit note whatever it contains: there the payment due date (BT-9) is stated in the payment means. */
const INVOICE_ONLY: ReadonlySet<number> = new Set([412]);

/** A step of a compiled table: the rules broken on reaching it, and the steps below (elements by local name, attributes by name). */
interface Step {
  readonly rules: number[];
  readonly elements: Map<string, { ns: string; step: Step }[]>;
  readonly attributes: Map<string, number[]>;
}

const newStep = (): Step => ({ rules: [], elements: new Map(), attributes: new Map() });

const NAMESPACES: ReadonlyMap<string, string> = new Map(Object.entries(UBL_NAMESPACES));

/** The element step `prefix:local` below a step, made when new. */
function elementStep(from: Step, name: string): Step {
  const colon = name.indexOf(":");
  const ns = NAMESPACES.get(name.slice(0, colon));
  if (colon < 0 || ns === undefined) throw new Error(`UBL-CR table: ${name} has no known prefix`);
  const local = name.slice(colon + 1);
  let list = from.elements.get(local);
  if (!list) from.elements.set(local, (list = []));
  let entry = list.find((e) => e.ns === ns);
  if (!entry) list.push((entry = { ns, step: newStep() }));
  return entry.step;
}

/** Each rule of a table with the path it forbids, for its description. */
const pathOf = new Map<number, string>();

/** Adds a table below the steps it starts from; `prefix` is the path so far, for descriptions. */
function compile(table: PathTable, from: readonly Step[], prefix: string): void {
  for (const [key, value] of Object.entries(table)) {
    let steps = from;
    const parts = key.split("/");
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (part.startsWith("@")) {
        if (i !== parts.length - 1 || typeof value !== "number") throw new Error(`UBL-CR table: ${key}: an attribute ends a path`);
        for (const step of steps) {
          const rules = step.attributes.get(part.slice(1)) ?? [];
          rules.push(value);
          step.attributes.set(part.slice(1), rules);
        }
        steps = [];
      } else steps = steps.flatMap((step) => part.split("|").map((alternative) => elementStep(step, alternative)));
    }
    const path = `${prefix}${key.split("/").map((step) => (step.includes("|") ? `(${step.replaceAll("|", " or ")})` : step)).join("/")}`;
    if (typeof value === "number") {
      for (const step of steps) step.rules.push(value);
      pathOf.set(value, path);
    } else compile(value, steps, `${path}/`);
  }
}

const DOCUMENT_STEP = newStep();
compile(FROM_DOCUMENT, [DOCUMENT_STEP], "");
const ANY_STEP = newStep();
compile(ANYWHERE, [ANY_STEP], "…/");

/** Marks the rules an element breaks by reaching a step, and follows the steps below into its attributes and children. */
function reach(el: XMLElement, step: Step, broken: Set<number>): void {
  for (const rule of step.rules) broken.add(rule);
  if (step.attributes.size) {
    for (const attr of el.attributes) {
      const rules = attr.ns === "" ? step.attributes.get(attr.local) : undefined;
      if (rules) for (const rule of rules) broken.add(rule);
    }
  }
  if (step.elements.size) for (const child of el.children) enter(child, step, broken);
}

/** Follows a step into one child element (when the step has one of its name). */
function enter(el: XMLElement, step: Step, broken: Set<number>): void {
  const candidates = step.elements.get(el.local);
  if (!candidates) return;
  for (const { ns, step: next } of candidates) if (ns === el.ns) reach(el, next, broken);
}

/**
 * The table rules a document breaks: one walk from its element along the
 * document table (each element is met at most once), and one walk of every
 * element trying the table of any depth (whose paths are at most four steps).
 */
const brokenPaths = perElement((root): ReadonlySet<number> => {
  const broken = new Set<number>();
  reach(root, DOCUMENT_STEP, broken);
  for (const el of elementsOf(root)) {
    enter(el, ANY_STEP, broken);
    for (const attr of el.attributes) {
      const rules = attr.ns === "" ? ANY_STEP.attributes.get(attr.local) : undefined;
      if (rules) for (const rule of rules) broken.add(rule);
    }
  }
  return broken;
});

const ruleId = (n: number): string => `UBL-CR-${String(n).padStart(3, "0")}`;
const isCreditNote = (root: XMLElement): boolean => isElement(root, UBL_NAMESPACES.cn, "CreditNote");

/** A binding on the document element. */
const onDocument = (test: (root: XMLElement) => boolean) => ({ ubl: { context: ublSyntaxContexts.document, test: (n: XMLNode) => test(n as XMLElement) } });

function tableRule(rule: number, path: string): RuleDef {
  const id = ruleId(rule);
  if (INVOICE_ONLY.has(rule)) {
    return {
      id,
      flag: "warning",
      terms: ["BT-9"],
      description: `${id}: an invoice (not a credit note) should not contain ${path}: an invoice states its payment due date (BT-9) as cbc:DueDate.`,
      bindings: onDocument((root) => isCreditNote(root) || !brokenPaths(root).has(rule)),
    };
  }
  return {
    id,
    flag: "warning",
    terms: [],
    description: `${id}: an invoice should not contain ${path}, which carries no business term of EN 16931.`,
    bindings: onDocument((root) => !brokenPaths(root).has(rule)),
  };
}

/** What the document's additional document references (BG-24, and the invoiced object identifier BT-18: type code 130) say, found in one walk. */
interface InvoicedObjectUse {
  /** A reference that is not the invoiced object gives its identifier a scheme (UBL-CR-665). */
  schemeOutsideObject: boolean;
  /** The invoiced object reference has an attachment (UBL-CR-666). */
  objectWithAttachment: boolean;
  /** The invoiced object reference has a description (UBL-CR-673). */
  objectWithDescription: boolean;
}

const invoicedObjectUse = perElement((root): InvoicedObjectUse => {
  const use: InvoicedObjectUse = { schemeOutsideObject: false, objectWithAttachment: false, objectWithDescription: false };
  for (const reference of ubl.elements(root, "//cac:AdditionalDocumentReference")) {
    const codes = ubl.values(reference, "cbc:DocumentTypeCode");
    // General comparisons with '130': any of the type codes (as written, untrimmed).
    if ((codes.length === 0 || codes.some((c) => c !== "130")) && ubl.exists(reference, "cbc:ID/@schemeID")) use.schemeOutsideObject = true;
    if (codes.includes("130")) {
      if (ubl.exists(reference, "cac:Attachment")) use.objectWithAttachment = true;
      if (ubl.exists(reference, "cbc:DocumentDescription")) use.objectWithDescription = true;
    }
  }
  return use;
});

/** The rules that are more than a path: a version that is allowed, and the invoiced object's reference. */
const specialRules: RuleDef[] = [
  {
    id: "UBL-CR-002",
    flag: "warning",
    terms: [],
    description: "UBL-CR-002: an invoice should not state a UBL version (cbc:UBLVersionID) other than 2.1.",
    bindings: onDocument((root) => {
      const versions = ubl.values(root, "cbc:UBLVersionID");
      return versions.length === 0 || versions.includes("2.1");
    }),
  },
  {
    id: "UBL-CR-665",
    flag: "warning",
    terms: ["BT-18", "BT-122"],
    description:
      "UBL-CR-665: only the invoiced object identifier (BT-18, an additional document reference of type 130) should have a scheme identifier; a supporting document's reference (BT-122) should not.",
    bindings: onDocument((root) => !invoicedObjectUse(root).schemeOutsideObject),
  },
  {
    id: "UBL-CR-666",
    flag: "fatal",
    terms: ["BT-18", "BT-125"],
    description: "UBL-CR-666: the reference that carries the invoiced object identifier (BT-18, type 130) must not also carry an attachment (BT-125).",
    bindings: onDocument((root) => !invoicedObjectUse(root).objectWithAttachment),
  },
  {
    id: "UBL-CR-673",
    flag: "fatal",
    terms: ["BT-18", "BT-123"],
    description: "UBL-CR-673: the reference that carries the invoiced object identifier (BT-18, type 130) must not also carry a supporting document description (BT-123).",
    bindings: onDocument((root) => !invoicedObjectUse(root).objectWithDescription),
  },
];

export const ublCrRules: RuleDef[] = [...[...pathOf].map(([n, path]) => tableRule(n, path)), ...specialRules].sort((a, b) => a.id.localeCompare(b.id));
