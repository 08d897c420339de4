/**
 * CII-SR: the rules of EN 16931's binding to CII on which elements an
 * invoice uses and how often (CEN 1.3.16, pattern EN16931-CII-Syntax).
 * Most are one shape, "this element is not used here" or "at most / exactly
 * once", and are the table below; the rest compare values and are written
 * out after it.
 */
import { stringValue, normalizeSpace, type ContextDef, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { CII_NAMESPACES } from "../common/syntax.ts";
import { childrenNamed, ciiPath, ciiSyntax, countPath, elementsAt, hasAttribute, hasPath, occurrenceRules, perDocument, syntaxRule, ramChildrenAnywhere, type OccurrenceGroup } from "./contexts-cii-syntax.ts";

const RAM = CII_NAMESPACES.ram;
const UDT = CII_NAMESPACES.udt;

/** Per context of the syntax pattern, the elements it should not hold and those it may hold once only (or must hold once). */
const OCCURRENCES: readonly OccurrenceGroup[] = [
  {
    context: ciiSyntax.paymentMeans,
    where: "a payment means (BG-16)",
    terms: ["BG-16"],
    rows: [
      ["CII-SR-464", "warning", "PayerSpecifiedDebtorFinancialInstitution"],
    ],
  },
  {
    context: ciiSyntax.documentContext,
    where: "the document context (ExchangedDocumentContext)",
    terms: ["BG-2"],
    rows: [
      ["CII-SR-001", "warning", "SpecifiedTransactionID"],
      ["CII-SR-002", "warning", "TestIndicator"],
      ["CII-SR-003", "warning", "BusinessProcessSpecifiedDocumentContextParameter", "at most once", ["BT-23"]],
      ["CII-SR-006", "warning", "BIMSpecifiedDocumentContextParameter"],
      ["CII-SR-007", "warning", "ScenarioSpecifiedDocumentContextParameter"],
      ["CII-SR-008", "warning", "ApplicationSpecifiedDocumentContextParameter"],
      ["CII-SR-009", "fatal", "GuidelineSpecifiedDocumentContextParameter", "exactly once", ["BT-24"]],
      ["CII-SR-010", "fatal", "GuidelineSpecifiedDocumentContextParameter/ID", "exactly once", ["BT-24"]],
      ["CII-SR-011", "warning", "SubsetSpecifiedDocumentContextParameter"],
      ["CII-SR-012", "warning", "MessageStandardSpecifiedDocumentContextParameter"],
    ],
  },
  {
    context: ciiSyntax.exchangedDocument,
    where: "the document header (ExchangedDocument)",
    terms: [],
    rows: [
      ["CII-SR-013", "warning", "Name"],
      ["CII-SR-014", "fatal", "TypeCode", "exactly once", ["BT-3"]],
      ["CII-SR-015", "warning", "IssueDateTime/udt:DateTime"],
      ["CII-SR-016", "warning", "CopyIndicator"],
      ["CII-SR-017", "warning", "Purpose"],
      ["CII-SR-018", "warning", "ControlRequirementIndicator"],
      ["CII-SR-019", "warning", "LanguageID"],
      ["CII-SR-020", "warning", "PurposeCode"],
      ["CII-SR-021", "warning", "RevisionDateTime"],
      ["CII-SR-022", "warning", "VersionID"],
      ["CII-SR-023", "warning", "GlobalID"],
      ["CII-SR-024", "warning", "RevisionID"],
      ["CII-SR-025", "warning", "PreviousRevisionID"],
      ["CII-SR-026", "warning", "CategoryCode"],
      ["CII-SR-027", "warning", "IncludedNote/Subject"],
      ["CII-SR-028", "warning", "IncludedNote/ContentCode"],
      ["CII-SR-032", "warning", "IncludedNote/ID"],
      ["CII-SR-033", "warning", "EffectiveSpecifiedPeriod"],
      ["CII-SR-034", "warning", "IssuerTradeParty"],
    ],
  },
  {
    context: ciiSyntax.documentNote,
    where: "an invoice note (BG-1)",
    terms: ["BG-1"],
    rows: [
      ["CII-SR-030", "warning", "Content", "at most once", ["BT-22"]],
    ],
  },
  {
    context: ciiSyntax.line,
    where: "an invoice line (BG-25)",
    terms: ["BG-25"],
    rows: [
      ["CII-SR-035", "warning", "DescriptionCode"],
      ["CII-SR-036", "warning", "ParentLineID"],
      ["CII-SR-037", "warning", "LineStatusCode"],
      ["CII-SR-038", "warning", "LineStatusReasonCode"],
      ["CII-SR-221", "warning", "IncludedSubordinateTradeLineItem"],
    ],
  },
  {
    context: ciiSyntax.lineDocument,
    where: "an invoice line's line document (AssociatedDocumentLineDocument)",
    terms: ["BG-25"],
    rows: [
      ["CII-SR-039", "warning", "IncludedNote", "at most once", ["BT-127"]],
      ["CII-SR-040", "warning", "IncludedNote/Content", "at most once", ["BT-127"]],
      ["CII-SR-041", "warning", "IncludedNote/SubjectCode"],
      ["CII-SR-042", "warning", "IncludedNote/ID"],
      ["CII-SR-043", "warning", "IncludedNote/Subject"],
      ["CII-SR-044", "warning", "IncludedNote/ContentCode"],
    ],
  },
  {
    context: ciiSyntax.lineProduct,
    where: "an invoice line's item (BG-31)",
    terms: ["BG-31"],
    rows: [
      ["CII-SR-045", "warning", "ID"],
      ["CII-SR-048", "warning", "ManufacturerAssignedID"],
      ["CII-SR-049", "warning", "TradeName"],
      ["CII-SR-050", "warning", "TypeCode"],
      ["CII-SR-051", "warning", "NetWeightMeasure"],
      ["CII-SR-052", "warning", "GrossWeightMeasure"],
      ["CII-SR-053", "warning", "ProductGroupID"],
      ["CII-SR-054", "warning", "EndItemTypeCode"],
      ["CII-SR-055", "warning", "EndItemName"],
      ["CII-SR-056", "warning", "AreaDensityMeasure"],
      ["CII-SR-057", "warning", "UseDescription"],
      ["CII-SR-058", "warning", "BrandName"],
      ["CII-SR-059", "warning", "SubBrandName"],
      ["CII-SR-060", "warning", "DrainedNetWeightMeasure"],
      ["CII-SR-061", "warning", "VariableMeasureIndicator"],
      ["CII-SR-062", "warning", "ColourCode"],
      ["CII-SR-063", "warning", "ColourDescription"],
      ["CII-SR-064", "warning", "Designation"],
      ["CII-SR-065", "warning", "FormattedCancellationAnnouncedLaunchDateTime"],
      ["CII-SR-066", "warning", "FormattedLatestProductDataChangeDateTime"],
      ["CII-SR-067", "warning", "ApplicableProductCharacteristic/ID"],
      ["CII-SR-068", "warning", "ApplicableProductCharacteristic/TypeCode"],
      ["CII-SR-070", "warning", "ApplicableProductCharacteristic/ValueMeasure"],
      ["CII-SR-071", "warning", "ApplicableProductCharacteristic/MeasurementMethodCode"],
      ["CII-SR-073", "warning", "ApplicableProductCharacteristic/ValueCode"],
      ["CII-SR-074", "warning", "ApplicableProductCharacteristic/ValueDateTime"],
      ["CII-SR-075", "warning", "ApplicableProductCharacteristic/ValueIndicator"],
      ["CII-SR-076", "warning", "ApplicableProductCharacteristic/ContentTypeCode"],
      ["CII-SR-077", "warning", "ApplicableProductCharacteristic/ValueSpecifiedBinaryFile"],
      ["CII-SR-078", "warning", "ApplicableProductCharacteristic/ApplicableProductCharacteristicCondition"],
      ["CII-SR-079", "warning", "ApplicableProductCharacteristic/ApplicableReferencedStandard"],
      ["CII-SR-080", "warning", "ApplicableMaterialGoodsCharacteristic"],
      ["CII-SR-081", "warning", "DesignatedProductClassification/SystemID"],
      ["CII-SR-082", "warning", "DesignatedProductClassification/SystemName"],
      ["CII-SR-083", "warning", "DesignatedProductClassification/ClassName"],
      ["CII-SR-084", "warning", "DesignatedProductClassification/SubClassCode"],
      ["CII-SR-085", "warning", "DesignatedProductClassification/ClassProductCharacteristic"],
      ["CII-SR-086", "warning", "DesignatedProductClassification/ApplicableReferencedStandard"],
      ["CII-SR-087", "warning", "IndividualTradeProductInstance"],
      ["CII-SR-088", "warning", "CertificationEvidenceReferenceReferencedDocument"],
      ["CII-SR-089", "warning", "InspectionReferenceReferencedDocument"],
      ["CII-SR-091", "warning", "OriginTradeCountry/Name"],
      ["CII-SR-092", "warning", "OriginTradeCountry/SubordinateTradeCountrySubDivision"],
      ["CII-SR-093", "warning", "LinearSpatialDimension"],
      ["CII-SR-094", "warning", "MinimumLinearSpatialDimension"],
      ["CII-SR-095", "warning", "MaximumLinearSpatialDimension"],
      ["CII-SR-096", "warning", "ManufacturerTradeParty"],
      ["CII-SR-097", "warning", "PresentationSpecifiedBinaryFile"],
      ["CII-SR-098", "warning", "MSDSReferenceReferencedDocument"],
      ["CII-SR-099", "warning", "AdditionalReferenceReferencedDocument"],
      ["CII-SR-100", "warning", "LegalRightsOwnerTradeParty"],
      ["CII-SR-101", "warning", "BrandOwnerTradeParty"],
      ["CII-SR-102", "warning", "IncludedReferencedProduct"],
      ["CII-SR-103", "warning", "InformationNote"],
    ],
  },
  {
    context: ciiSyntax.lineProductCharacteristic,
    where: "an item attribute (BG-32)",
    terms: ["BG-32"],
    rows: [
      ["CII-SR-069", "fatal", "Description", "exactly once", ["BT-160"]],
      ["CII-SR-072", "fatal", "Value", "exactly once", ["BT-161"]],
    ],
  },
  {
    context: ciiSyntax.lineAgreement,
    where: "an invoice line's trade agreement (its price details, BG-29)",
    terms: ["BG-29"],
    rows: [
      ["CII-SR-104", "warning", "BuyerReference"],
      ["CII-SR-105", "warning", "BuyerRequisitionerTradeParty"],
      ["CII-SR-106", "warning", "ApplicableTradeDeliveryTerms"],
      ["CII-SR-107", "warning", "SellerOrderReferencedDocument"],
      ["CII-SR-108", "warning", "BuyerOrderReferencedDocument/IssuerAssignedID"],
      ["CII-SR-109", "warning", "QuotationReferencedDocument"],
      ["CII-SR-110", "warning", "ContractReferencedDocument"],
      ["CII-SR-111", "warning", "DemandForecastReferencedDocument"],
      ["CII-SR-112", "warning", "PromotionalDealReferencedDocument"],
      ["CII-SR-113", "warning", "AdditionalReferencedDocument"],
      ["CII-SR-114", "warning", "GrossPriceProductTradePrice/TypeCode"],
      ["CII-SR-115", "warning", "GrossPriceProductTradePrice/MinimumQuantity"],
      ["CII-SR-116", "warning", "GrossPriceProductTradePrice/MaximumQuantity"],
      ["CII-SR-117", "warning", "GrossPriceProductTradePrice/ChangeReason"],
      ["CII-SR-118", "warning", "GrossPriceProductTradePrice/OrderUnitConversionFactorNumeric"],
      ["CII-SR-439", "fatal", "NetPriceProductTradePrice/ChargeAmount", "exactly once", ["BT-146"]],
      ["CII-SR-120", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/ID"],
      ["CII-SR-121", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/SequenceNumeric"],
      ["CII-SR-122", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/CalculationPercent"],
      ["CII-SR-123", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/BasisAmount"],
      ["CII-SR-124", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/BasisQuantity"],
      ["CII-SR-125", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/PrepaidIndicator"],
      ["CII-SR-126", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/UnitBasisAmount"],
      ["CII-SR-127", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/ReasonCode"],
      ["CII-SR-128", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/Reason"],
      ["CII-SR-129", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/TypeCode"],
      ["CII-SR-130", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/CategoryTradeTax"],
      ["CII-SR-131", "warning", "GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/ActualTradeCurrencyExchange"],
      ["CII-SR-445", "warning", "GrossPriceProductTradePrice/IncludedTradeTax"],
      ["CII-SR-132", "warning", "GrossPriceProductTradePrice/ValiditySpecifiedPeriod"],
      ["CII-SR-133", "warning", "GrossPriceProductTradePrice/DeliveryTradeLocation"],
      ["CII-SR-134", "warning", "GrossPriceProductTradePrice/TradeComparisonReferencePrice"],
      ["CII-SR-135", "warning", "GrossPriceProductTradePrice/AssociatedReferencedDocument"],
      ["CII-SR-136", "warning", "NetPriceProductTradePrice/TypeCode"],
      ["CII-SR-138", "warning", "NetPriceProductTradePrice/MinimumQuantity"],
      ["CII-SR-139", "warning", "NetPriceProductTradePrice/MaximumQuantity"],
      ["CII-SR-140", "warning", "NetPriceProductTradePrice/ChangeReason"],
      ["CII-SR-141", "warning", "NetPriceProductTradePrice/OrderUnitConversionFactorNumeric"],
      ["CII-SR-142", "warning", "NetPriceProductTradePrice/AppliedTradeAllowanceCharge"],
      ["CII-SR-446", "warning", "NetPriceProductTradePrice/IncludedTradeTax"],
      ["CII-SR-143", "warning", "NetPriceProductTradePrice/ValiditySpecifiedPeriod"],
      ["CII-SR-144", "warning", "NetPriceProductTradePrice/DeliveryTradeLocation"],
      ["CII-SR-145", "warning", "NetPriceProductTradePrice/TradeComparisonReferencePrice"],
      ["CII-SR-146", "warning", "NetPriceProductTradePrice/AssociatedReferencedDocument"],
      ["CII-SR-441", "fatal", "NetPriceProductTradePrice/ChargeAmount", "at most once", ["BT-146"]],
      ["CII-SR-147", "warning", "RequisitionerReferencedDocument"],
      ["CII-SR-148", "warning", "ItemSellerTradeParty"],
      ["CII-SR-149", "warning", "ItemBuyerTradeParty"],
      ["CII-SR-150", "warning", "IncludedSpecifiedMarketplace"],
      ["CII-SR-447", "warning", "UltimateCustomerOrderReferencedDocument"],
    ],
  },
  {
    context: ciiSyntax.allowanceCharge,
    where: "an allowance or charge (BG-20, BG-21, BG-27, BG-28)",
    terms: ["BG-20", "BG-21", "BG-27", "BG-28"],
    rows: [
      ["CII-SR-463", "fatal", "ChargeIndicator", "at least once"],
      ["CII-SR-471", "fatal", "RateApplicablePercent", "at most once"],
      ["CII-SR-472", "fatal", "CategoryTradeTax", "at most once", ["BT-95", "BT-102"]],
      ["CII-SR-473", "fatal", "ActualAmount", "at most once", ["BT-92", "BT-99", "BT-136", "BT-141"]],
    ],
  },
  {
    context: ciiSyntax.grossPriceAllowanceCharge,
    where: "an item price discount (BT-147) on a gross price",
    terms: ["BT-147"],
    rows: [
      ["CII-SR-440", "fatal", "ActualAmount", "at most once"],
    ],
  },
  {
    context: ciiSyntax.lineDelivery,
    where: "an invoice line's delivery (SpecifiedLineTradeDelivery)",
    terms: ["BG-25"],
    rows: [
      ["CII-SR-151", "warning", "RequestedQuantity"],
      ["CII-SR-152", "warning", "ReceivedQuantity"],
      ["CII-SR-153", "warning", "ChargeFreeQuantity"],
      ["CII-SR-154", "warning", "PackageQuantity"],
      ["CII-SR-155", "warning", "ProductUnitQuantity"],
      ["CII-SR-156", "warning", "PerPackageUnitQuantity"],
      ["CII-SR-157", "warning", "NetWeightMeasure"],
      ["CII-SR-158", "warning", "GrossWeightMeasure"],
      ["CII-SR-159", "warning", "TheoreticalWeightMeasure"],
      ["CII-SR-160", "warning", "DespatchedQuantity"],
      ["CII-SR-161", "warning", "SpecifiedDeliveryAdjustment"],
      ["CII-SR-162", "warning", "IncludedSupplyChainPackaging"],
      ["CII-SR-163", "warning", "RelatedSupplyChainConsignment"],
      ["CII-SR-164", "warning", "ShipToTradeParty"],
      ["CII-SR-165", "warning", "UltimateShipToTradeParty"],
      ["CII-SR-166", "warning", "ShipFromTradeParty"],
      ["CII-SR-167", "warning", "ActualDespatchSupplyChainEvent"],
      ["CII-SR-168", "warning", "ActualPickUpSupplyChainEvent"],
      ["CII-SR-169", "warning", "RequestedDeliverySupplyChainEvent"],
      ["CII-SR-170", "warning", "ActualDeliverySupplyChainEvent"],
      ["CII-SR-171", "warning", "ActualReceiptSupplyChainEvent"],
      ["CII-SR-172", "warning", "AdditionalReferencedDocument"],
      ["CII-SR-173", "warning", "DespatchAdviceReferencedDocument"],
      ["CII-SR-174", "warning", "ReceivingAdviceReferencedDocument"],
      ["CII-SR-175", "warning", "DeliveryNoteReferencedDocument"],
      ["CII-SR-176", "warning", "ConsumptionReportReferencedDocument"],
      ["CII-SR-177", "warning", "PackingListReferencedDocument"],
    ],
  },
  {
    context: ciiSyntax.lineSettlement,
    where: "an invoice line's settlement (SpecifiedLineTradeSettlement)",
    terms: ["BG-25"],
    rows: [
      ["CII-SR-178", "warning", "PaymentReference"],
      ["CII-SR-179", "warning", "InvoiceIssuerReference"],
      ["CII-SR-180", "warning", "TotalAdjustmentAmount"],
      ["CII-SR-181", "warning", "DiscountIndicator"],
      ["CII-SR-182", "warning", "ApplicableTradeTax/CalculatedAmount"],
      ["CII-SR-183", "warning", "SpecifiedTradeAllowanceCharge/ChargeIndicator/udt:IndicatorString"],
      ["CII-SR-184", "warning", "SpecifiedTradeAllowanceCharge/ID"],
      ["CII-SR-185", "warning", "SpecifiedTradeAllowanceCharge/SequenceNumeric"],
      ["CII-SR-186", "warning", "SpecifiedTradeAllowanceCharge/CalculationPercent/@format"],
      ["CII-SR-187", "warning", "SpecifiedTradeAllowanceCharge/BasisQuantity"],
      ["CII-SR-188", "warning", "SpecifiedTradeAllowanceCharge/PrepaidIndicator"],
      ["CII-SR-189", "warning", "SpecifiedTradeAllowanceCharge/UnitBasisAmount"],
      ["CII-SR-190", "warning", "SpecifiedTradeAllowanceCharge/TypeCode"],
      ["CII-SR-191", "warning", "SpecifiedTradeAllowanceCharge/CategoryTradeTax"],
      ["CII-SR-192", "warning", "SpecifiedTradeAllowanceCharge/ActualTradeCurrencyExchange"],
      ["CII-SR-193", "warning", "SpecifiedTradeAllowanceCharge/ID"],
      ["CII-SR-194", "warning", "SubtotalCalculatedTradeTax"],
      ["CII-SR-195", "warning", "SpecifiedLogisticsServiceCharge"],
      ["CII-SR-196", "warning", "SpecifiedTradePaymentTerms"],
      ["CII-SR-197", "warning", "SpecifiedTradeSettlementLineMonetarySummation/ChargeTotalAmount"],
      ["CII-SR-198", "warning", "SpecifiedTradeSettlementLineMonetarySummation/AllowanceTotalAmount"],
      ["CII-SR-199", "warning", "SpecifiedTradeSettlementLineMonetarySummation/TaxBasisTotalAmount"],
      ["CII-SR-200", "warning", "SpecifiedTradeSettlementLineMonetarySummation/TaxTotalAmount"],
      ["CII-SR-201", "warning", "SpecifiedTradeSettlementLineMonetarySummation/GrandTotalAmount"],
      ["CII-SR-202", "warning", "SpecifiedTradeSettlementLineMonetarySummation/InformationAmount"],
      ["CII-SR-203", "warning", "SpecifiedTradeSettlementLineMonetarySummation/TotalAllowanceChargeAmount"],
      ["CII-SR-204", "warning", "SpecifiedTradeSettlementLineMonetarySummation/TotalRetailValueInformationAmount"],
      ["CII-SR-205", "warning", "SpecifiedTradeSettlementLineMonetarySummation/GrossLineTotalAmount"],
      ["CII-SR-206", "warning", "SpecifiedTradeSettlementLineMonetarySummation/NetLineTotalAmount"],
      ["CII-SR-207", "warning", "SpecifiedTradeSettlementLineMonetarySummation/NetIncludingTaxesLineTotalAmount"],
      ["CII-SR-208", "warning", "SpecifiedTradeSettlementLineMonetarySummation/ProductWeightLossInformationAmount"],
      ["CII-SR-209", "warning", "SpecifiedFinancialAdjustment"],
      ["CII-SR-210", "warning", "InvoiceReferencedDocument"],
      ["CII-SR-212", "warning", "PayableSpecifiedTradeAccountingAccount"],
      ["CII-SR-213", "warning", "ReceivableSpecifiedTradeAccountingAccount/SetTriggerCode"],
      ["CII-SR-214", "warning", "ReceivableSpecifiedTradeAccountingAccount/TypeCode"],
      ["CII-SR-215", "warning", "ReceivableSpecifiedTradeAccountingAccount/AmountTypeCode"],
      ["CII-SR-216", "warning", "ReceivableSpecifiedTradeAccountingAccount/Name"],
      ["CII-SR-217", "warning", "ReceivableSpecifiedTradeAccountingAccount/CostReferenceDimensionPattern"],
      ["CII-SR-218", "warning", "PurchaseSpecifiedTradeAccountingAccount"],
      ["CII-SR-219", "warning", "SalesSpecifiedTradeAccountingAccount"],
      ["CII-SR-220", "warning", "SpecifiedTradeSettlementFinancialCard"],
      ["CII-SR-454", "warning", "ApplicableTradeTax", "exactly once", ["BG-30"]],
    ],
  },
  {
    context: ciiSyntax.headerAgreement,
    where: "the header trade agreement (ApplicableHeaderTradeAgreement)",
    terms: [],
    rows: [
      ["CII-SR-442", "warning", "Reference"],
      ["CII-SR-222", "warning", "SellerTradeParty/RoleCode"],
      ["CII-SR-223", "warning", "SellerTradeParty/SpecifiedLegalOrganization/LegalClassificationCode"],
      ["CII-SR-224", "warning", "SellerTradeParty/SpecifiedLegalOrganization/Name"],
      ["CII-SR-225", "warning", "SellerTradeParty/SpecifiedLegalOrganization/PostalTradeAddress"],
      ["CII-SR-226", "warning", "SellerTradeParty/SpecifiedLegalOrganization/AuthorizedLegalRegistration"],
      ["CII-SR-227", "warning", "SellerTradeParty/DefinedTradeContact/ID"],
      ["CII-SR-228", "warning", "SellerTradeParty/DefinedTradeContact/TypeCode"],
      ["CII-SR-229", "warning", "SellerTradeParty/DefinedTradeContact/JobTitle"],
      ["CII-SR-230", "warning", "SellerTradeParty/DefinedTradeContact/Responsibility"],
      ["CII-SR-231", "warning", "SellerTradeParty/DefinedTradeContact/PersonID"],
      ["CII-SR-232", "warning", "SellerTradeParty/DefinedTradeContact/TelephoneUniversalCommunication/URIID"],
      ["CII-SR-233", "warning", "SellerTradeParty/DefinedTradeContact/TelephoneUniversalCommunication/ChannelCode"],
      ["CII-SR-234", "warning", "SellerTradeParty/DefinedTradeContact/DirectTelephoneUniversalCommunication"],
      ["CII-SR-235", "warning", "SellerTradeParty/DefinedTradeContact/MobileTelephoneUniversalCommunication"],
      ["CII-SR-236", "warning", "SellerTradeParty/DefinedTradeContact/FaxUniversalCommunication"],
      ["CII-SR-237", "warning", "SellerTradeParty/DefinedTradeContact/EmailURIUniversalCommunication/ChannelCode"],
      ["CII-SR-238", "warning", "SellerTradeParty/DefinedTradeContact/EmailURIUniversalCommunication/CompleteNumber"],
      ["CII-SR-239", "warning", "SellerTradeParty/DefinedTradeContact/TelexUniversalCommunication"],
      ["CII-SR-240", "warning", "SellerTradeParty/DefinedTradeContact/VOIPUniversalCommunication"],
      ["CII-SR-241", "warning", "SellerTradeParty/DefinedTradeContact/InstantMessagingUniversalCommunication"],
      ["CII-SR-242", "warning", "SellerTradeParty/DefinedTradeContact/SpecifiedNote"],
      ["CII-SR-243", "warning", "SellerTradeParty/DefinedTradeContact/SpecifiedContactPerson"],
      ["CII-SR-244", "warning", "SellerTradeParty/URIUniversalCommunication/ChannelCode"],
      ["CII-SR-245", "warning", "SellerTradeParty/URIUniversalCommunication/CompleteNumber"],
      ["CII-SR-246", "warning", "SellerTradeParty/SpecifiedTaxRegistration/AssociatedRegisteredTax"],
      ["CII-SR-247", "warning", "SellerTradeParty/EndPointURIUniversalCommunication"],
      ["CII-SR-248", "warning", "SellerTradeParty/LogoAssociatedSpecifiedBinaryFile"],
      ["CII-SR-249", "warning", "BuyerTradeParty/RoleCode"],
      ["CII-SR-250", "warning", "BuyerTradeParty/Description"],
      ["CII-SR-251", "warning", "BuyerTradeParty/SpecifiedLegalOrganization/LegalClassificationCode"],
      ["CII-SR-252", "warning", "BuyerTradeParty/SpecifiedLegalOrganization/Name"],
      ["CII-SR-254", "warning", "BuyerTradeParty/SpecifiedLegalOrganization/PostalTradeAddress"],
      ["CII-SR-255", "warning", "BuyerTradeParty/SpecifiedLegalOrganization/AuthorizedLegalRegistration"],
      ["CII-SR-256", "warning", "BuyerTradeParty/DefinedTradeContact/ID"],
      ["CII-SR-257", "warning", "BuyerTradeParty/DefinedTradeContact/TypeCode"],
      ["CII-SR-258", "warning", "BuyerTradeParty/DefinedTradeContact/JobTitle"],
      ["CII-SR-259", "warning", "BuyerTradeParty/DefinedTradeContact/Responsibility"],
      ["CII-SR-260", "warning", "BuyerTradeParty/DefinedTradeContact/PersonID"],
      ["CII-SR-261", "warning", "BuyerTradeParty/DefinedTradeContact/TelephoneUniversalCommunication/URIID"],
      ["CII-SR-262", "warning", "BuyerTradeParty/DefinedTradeContact/TelephoneUniversalCommunication/ChannelCode"],
      ["CII-SR-263", "warning", "BuyerTradeParty/DefinedTradeContact/DirectTelephoneUniversalCommunication"],
      ["CII-SR-264", "warning", "BuyerTradeParty/DefinedTradeContact/MobileTelephoneUniversalCommunication"],
      ["CII-SR-265", "warning", "BuyerTradeParty/DefinedTradeContact/FaxUniversalCommunication"],
      ["CII-SR-266", "warning", "BuyerTradeParty/DefinedTradeContact/EmailURIUniversalCommunication/ChannelCode"],
      ["CII-SR-267", "warning", "BuyerTradeParty/DefinedTradeContact/EmailURIUniversalCommunication/CompleteNumber"],
      ["CII-SR-268", "warning", "BuyerTradeParty/DefinedTradeContact/TelexUniversalCommunication"],
      ["CII-SR-269", "warning", "BuyerTradeParty/DefinedTradeContact/VOIPUniversalCommunication"],
      ["CII-SR-270", "warning", "BuyerTradeParty/DefinedTradeContact/InstantMessagingUniversalCommunication"],
      ["CII-SR-271", "warning", "BuyerTradeParty/DefinedTradeContact/SpecifiedNote"],
      ["CII-SR-272", "warning", "BuyerTradeParty/DefinedTradeContact/SpecifiedContactPerson"],
      ["CII-SR-273", "warning", "BuyerTradeParty/URIUniversalCommunication/ChannelCode"],
      ["CII-SR-274", "warning", "BuyerTradeParty/URIUniversalCommunication/CompleteNumber"],
      ["CII-SR-275", "warning", "BuyerTradeParty/SpecifiedTaxRegistration/AssociatedRegisteredTax"],
      ["CII-SR-276", "warning", "BuyerTradeParty/EndPointURIUniversalCommunication"],
      ["CII-SR-277", "warning", "BuyerTradeParty/LogoAssociatedSpecifiedBinaryFile"],
      ["CII-SR-278", "warning", "SalesAgentTradeParty"],
      ["CII-SR-279", "warning", "BuyerRequisitionerTradeParty"],
      ["CII-SR-280", "warning", "BuyerAssignedAccountantTradeParty"],
      ["CII-SR-281", "warning", "SellerAssignedAccountantTradeParty"],
      ["CII-SR-282", "warning", "SellerTaxRepresentativeTradeParty/ID"],
      ["CII-SR-283", "warning", "SellerTaxRepresentativeTradeParty/GlobalID"],
      ["CII-SR-284", "warning", "SellerTaxRepresentativeTradeParty/RoleCode"],
      ["CII-SR-285", "warning", "SellerTaxRepresentativeTradeParty/Description"],
      ["CII-SR-286", "warning", "SellerTaxRepresentativeTradeParty/SpecifiedLegalOrganization"],
      ["CII-SR-287", "warning", "SellerTaxRepresentativeTradeParty/DefinedTradeContact"],
      ["CII-SR-288", "warning", "SellerTaxRepresentativeTradeParty/URIUniversalCommunication"],
      ["CII-SR-289", "warning", "SellerTaxRepresentativeTradeParty/SpecifiedTaxRegistration/AssociatedRegisteredTax"],
      ["CII-SR-290", "warning", "SellerTaxRepresentativeTradeParty/EndPointURIUniversalCommunication"],
      ["CII-SR-291", "warning", "SellerTaxRepresentativeTradeParty/LogoAssociatedSpecifiedBinaryFile"],
      ["CII-SR-292", "warning", "ProductEndUserTradeParty"],
      ["CII-SR-293", "warning", "ApplicableTradeDeliveryTerms"],
      ["CII-SR-294", "warning", "SellerOrderReferencedDocument/LineID"],
      ["CII-SR-295", "warning", "BuyerOrderReferencedDocument/LineID"],
      ["CII-SR-296", "warning", "QuotationReferencedDocument"],
      ["CII-SR-297", "warning", "OrderResponseReferencedDocument"],
      ["CII-SR-298", "warning", "ContractReferencedDocument/LineID"],
      ["CII-SR-299", "warning", "DemandForecastReferencedDocument"],
      ["CII-SR-300", "warning", "SupplyInstructionReferencedDocument"],
      ["CII-SR-301", "warning", "PromotionalDealReferencedDocument"],
      ["CII-SR-302", "warning", "PriceListReferencedDocument"],
      ["CII-SR-303", "warning", "AdditionalReferencedDocument/LineID"],
      ["CII-SR-304", "warning", "RequisitionerReferencedDocument"],
      ["CII-SR-305", "warning", "BuyerAgentTradeParty"],
      ["CII-SR-306", "warning", "PurchaseConditionsReferencedDocument"],
      ["CII-SR-307", "warning", "SpecifiedProcuringProject/Description"],
      ["CII-SR-448", "warning", "UltimateCustomerOrderReferencedDocument"],
      ["CII-SR-455", "fatal", "SellerTradeParty/DefinedTradeContact", "at most once", ["BG-6"]],
      ["CII-SR-456", "fatal", "BuyerTradeParty/DefinedTradeContact", "at most once", ["BG-9"]],
      ["CII-SR-459", "fatal", "SellerTradeParty/URIUniversalCommunication", "at most once", ["BT-34"]],
      ["CII-SR-460", "fatal", "BuyerTradeParty/URIUniversalCommunication", "at most once", ["BT-49"]],
    ],
  },
  {
    context: ciiSyntax.headerDelivery,
    where: "the header delivery (ApplicableHeaderTradeDelivery)",
    terms: ["BG-13"],
    rows: [
      ["CII-SR-308", "warning", "RelatedSupplyChainConsignment"],
      ["CII-SR-309", "warning", "ShipToTradeParty/RoleCode"],
      ["CII-SR-310", "warning", "ShipToTradeParty/Description"],
      ["CII-SR-311", "warning", "ShipToTradeParty/SpecifiedLegalOrganization"],
      ["CII-SR-312", "warning", "ShipToTradeParty/DefinedTradeContact"],
      ["CII-SR-313", "warning", "ShipToTradeParty/URIUniversalCommunication"],
      ["CII-SR-314", "warning", "ShipToTradeParty/SpecifiedTaxRegistration"],
      ["CII-SR-315", "warning", "ShipToTradeParty/EndPointURIUniversalCommunication"],
      ["CII-SR-316", "warning", "ShipToTradeParty/LogoAssociatedSpecifiedBinaryFile"],
      ["CII-SR-317", "warning", "UltimateShipToTradeParty"],
      ["CII-SR-318", "warning", "ShipFromTradeParty"],
      ["CII-SR-319", "warning", "ActualDespatchSupplyChainEvent"],
      ["CII-SR-320", "warning", "ActualPickUpSupplyChainEvent"],
      ["CII-SR-321", "warning", "ActualDeliverySupplyChainEvent/ID"],
      ["CII-SR-322", "warning", "ActualDeliverySupplyChainEvent/OccurrenceDateTime/udt:DateTime"],
      ["CII-SR-323", "warning", "ActualDeliverySupplyChainEvent/TypeCode"],
      ["CII-SR-324", "warning", "ActualDeliverySupplyChainEvent/Description"],
      ["CII-SR-325", "warning", "ActualDeliverySupplyChainEvent/DescriptionBinaryObject"],
      ["CII-SR-326", "warning", "ActualDeliverySupplyChainEvent/UnitQuantity"],
      ["CII-SR-327", "warning", "ActualDeliverySupplyChainEvent/LatestOccurrenceDateTime"],
      ["CII-SR-328", "warning", "ActualDeliverySupplyChainEvent/EarliestOccurrenceDateTime"],
      ["CII-SR-329", "warning", "ActualDeliverySupplyChainEvent/OccurrenceSpecifiedPeriod"],
      ["CII-SR-330", "warning", "ActualDeliverySupplyChainEvent/OccurrenceLogisticsLocation"],
      ["CII-SR-331", "warning", "ActualReceiptSupplyChainEvent"],
      ["CII-SR-332", "warning", "AdditionalReferencedDocument"],
      ["CII-SR-333", "warning", "DespatchAdviceReferencedDocument/LineID"],
      ["CII-SR-334", "warning", "DespatchAdviceReferencedDocument/LineID"],
      ["CII-SR-335", "warning", "DeliveryNoteReferencedDocument"],
      ["CII-SR-336", "warning", "ConsumptionReportReferencedDocument"],
      ["CII-SR-337", "warning", "PreviousDeliverySupplyChainEvent"],
      ["CII-SR-338", "warning", "PackingListReferencedDocument"],
    ],
  },
  {
    context: ciiSyntax.headerSettlement,
    where: "the header settlement (ApplicableHeaderTradeSettlement)",
    terms: [],
    rows: [
      ["CII-SR-339", "warning", "DuePayableAmount"],
      ["CII-SR-340", "warning", "CreditorReferenceTypeCode"],
      ["CII-SR-341", "warning", "CreditorReferenceType"],
      ["CII-SR-342", "warning", "CreditorReferenceIssuerID"],
      ["CII-SR-344", "warning", "PaymentCurrencyCode"],
      ["CII-SR-345", "warning", "InvoiceIssuerReference"],
      ["CII-SR-346", "warning", "InvoiceDateTime"],
      ["CII-SR-347", "warning", "NextInvoiceDateTime"],
      ["CII-SR-348", "warning", "CreditReasonCode"],
      ["CII-SR-349", "warning", "CreditReason"],
      ["CII-SR-350", "warning", "InvoicerTradeParty"],
      ["CII-SR-351", "warning", "InvoiceeTradeParty"],
      ["CII-SR-352", "warning", "PayeeTradeParty/RoleCode"],
      ["CII-SR-353", "warning", "PayeeTradeParty/Description"],
      ["CII-SR-354", "warning", "PayeeTradeParty/SpecifiedLegalOrganization/LegalClassificationCode"],
      ["CII-SR-355", "warning", "PayeeTradeParty/SpecifiedLegalOrganization/Name"],
      ["CII-SR-356", "warning", "PayeeTradeParty/SpecifiedLegalOrganization/TradingBusinessName"],
      ["CII-SR-357", "warning", "PayeeTradeParty/SpecifiedLegalOrganization/PostalTradeAddress"],
      ["CII-SR-358", "warning", "PayeeTradeParty/SpecifiedLegalOrganization/AuthorizedLegalRegistration"],
      ["CII-SR-359", "warning", "PayeeTradeParty/DefinedTradeContact"],
      ["CII-SR-360", "warning", "PayeeTradeParty/PostalTradeAddress"],
      ["CII-SR-361", "warning", "PayeeTradeParty/URIUniversalCommunication"],
      ["CII-SR-362", "warning", "PayeeTradeParty/SpecifiedTaxRegistration"],
      ["CII-SR-363", "warning", "PayeeTradeParty/EndPointURIUniversalCommunication"],
      ["CII-SR-364", "warning", "PayeeTradeParty/LogoAssociatedSpecifiedBinaryFile"],
      ["CII-SR-365", "warning", "PayerTradeParty"],
      ["CII-SR-366", "warning", "TaxApplicableTradeCurrencyExchange"],
      ["CII-SR-367", "warning", "InvoiceApplicableTradeCurrencyExchange"],
      ["CII-SR-368", "warning", "PaymentApplicableTradeCurrencyExchange"],
      ["CII-SR-369", "warning", "SpecifiedTradeSettlementPaymentMeans/PaymentChannelCode"],
      ["CII-SR-370", "warning", "SpecifiedTradeSettlementPaymentMeans/GuaranteeMethodCode"],
      ["CII-SR-371", "warning", "SpecifiedTradeSettlementPaymentMeans/PaymentMethodCode"],
      ["CII-SR-443", "warning", "SpecifiedTradeSettlementPaymentMeans/ID"],
      ["CII-SR-372", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/MicrochipIndicator"],
      ["CII-SR-373", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/TypeCode"],
      ["CII-SR-375", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/ExpiryDate"],
      ["CII-SR-376", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/VerificationNumeric"],
      ["CII-SR-377", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/ValidFromDateTime"],
      ["CII-SR-378", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/CreditLimitAmount"],
      ["CII-SR-379", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/CreditAvailableAmount"],
      ["CII-SR-380", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/InterestRatePercent"],
      ["CII-SR-381", "warning", "SpecifiedTradeSettlementPaymentMeans/ApplicableTradeSettlementFinancialCard/Description"],
      ["CII-SR-382", "warning", "SpecifiedTradeSettlementPaymentMeans/PayerPartyDebtorFinancialAccount/AccountName"],
      ["CII-SR-444", "warning", "SpecifiedTradeSettlementPaymentMeans/PayerPartyDebtorFinancialAccount/ProprietaryID"],
      ["CII-SR-384", "warning", "SpecifiedTradeSettlementPaymentMeans/PayerSpecifiedDebtorFinancialInstitution/ClearingSystemName"],
      ["CII-SR-385", "warning", "SpecifiedTradeSettlementPaymentMeans/PayerSpecifiedDebtorFinancialInstitution/Name"],
      ["CII-SR-386", "warning", "SpecifiedTradeSettlementPaymentMeans/PayerSpecifiedDebtorFinancialInstitution/LocationFinancialInstitutionAddress"],
      ["CII-SR-388", "warning", "SpecifiedTradeAllowanceCharge/ID"],
      ["CII-SR-389", "warning", "SpecifiedTradeAllowanceCharge/SequenceNumeric"],
      ["CII-SR-390", "warning", "SpecifiedTradeAllowanceCharge/BasisQuantity"],
      ["CII-SR-391", "warning", "SpecifiedTradeAllowanceCharge/PrepaidIndicator"],
      ["CII-SR-392", "warning", "SpecifiedTradeAllowanceCharge/UnitBasisAmount"],
      ["CII-SR-393", "warning", "SpecifiedTradeAllowanceCharge/TypeCode"],
      ["CII-SR-394", "warning", "SpecifiedTradeAllowanceCharge/ActualTradeCurrencyExchange"],
      ["CII-SR-395", "warning", "SubtotalCalculatedTradeTax"],
      ["CII-SR-396", "warning", "SpecifiedLogisticsServiceCharge"],
      ["CII-SR-397", "warning", "SpecifiedTradePaymentTerms/ID"],
      ["CII-SR-398", "warning", "SpecifiedTradePaymentTerms/FromEventCode"],
      ["CII-SR-399", "warning", "SpecifiedTradePaymentTerms/SettlementPeriodMeasure"],
      ["CII-SR-400", "warning", "SpecifiedTradePaymentTerms/DueDateDateTime/udt:DateTime"],
      ["CII-SR-401", "warning", "SpecifiedTradePaymentTerms/TypeCode"],
      ["CII-SR-402", "warning", "SpecifiedTradePaymentTerms/InstructionTypeCode"],
      ["CII-SR-404", "warning", "SpecifiedTradePaymentTerms/PartialPaymentPercent"],
      ["CII-SR-405", "warning", "SpecifiedTradePaymentTerms/PaymentMeansID"],
      ["CII-SR-406", "warning", "SpecifiedTradePaymentTerms/PartialPaymentAmount"],
      ["CII-SR-407", "warning", "SpecifiedTradePaymentTerms/ApplicableTradePaymentPenaltyTerms"],
      ["CII-SR-408", "warning", "SpecifiedTradePaymentTerms/ApplicableTradePaymentDiscountTerms"],
      ["CII-SR-409", "warning", "SpecifiedTradePaymentTerms/PayeeTradeParty"],
      ["CII-SR-421", "warning", "SpecifiedFinancialAdjustment"],
      ["CII-SR-422", "warning", "InvoiceReferencedDocument/LineID"],
      ["CII-SR-423", "warning", "ProFormaInvoiceReferencedDocument"],
      ["CII-SR-424", "warning", "LetterOfCreditReferencedDocument"],
      ["CII-SR-425", "warning", "FactoringAgreementReferencedDocument"],
      ["CII-SR-426", "warning", "FactoringListReferencedDocument"],
      ["CII-SR-427", "warning", "PayableSpecifiedTradeAccountingAccount"],
      ["CII-SR-428", "warning", "ReceivableSpecifiedTradeAccountingAccount/SetTriggerCode"],
      ["CII-SR-429", "warning", "ReceivableSpecifiedTradeAccountingAccount/TypeCode"],
      ["CII-SR-430", "warning", "ReceivableSpecifiedTradeAccountingAccount/AmountTypeCode"],
      ["CII-SR-431", "warning", "ReceivableSpecifiedTradeAccountingAccount/Name"],
      ["CII-SR-432", "warning", "ReceivableSpecifiedTradeAccountingAccount/CostReferenceDimensionPattern"],
      ["CII-SR-433", "warning", "PurchaseSpecifiedTradeAccountingAccount"],
      ["CII-SR-434", "warning", "SalesSpecifiedTradeAccountingAccount"],
      ["CII-SR-435", "warning", "SpecifiedTradeSettlementFinancialCard"],
      ["CII-SR-436", "warning", "SpecifiedAdvancePayment"],
      ["CII-SR-437", "warning", "UltimatePayeeTradeParty"],
      ["CII-SR-452", "warning", "SpecifiedTradePaymentTerms", "at most once", ["BT-20"]],
      ["CII-SR-453", "warning", "SpecifiedTradePaymentTerms/Description", "at most once", ["BT-20"]],
      ["CII-SR-461", "fatal", "ApplicableTradeTax/TaxPointDate", "at most once", ["BT-7"]],
    ],
  },
  {
    context: ciiSyntax.headerSummation,
    where: "the document totals (BG-22)",
    terms: ["BG-22"],
    rows: [
      ["CII-SR-411", "warning", "InformationAmount"],
      ["CII-SR-412", "warning", "TotalDiscountAmount"],
      ["CII-SR-413", "warning", "TotalAllowanceChargeAmount"],
      ["CII-SR-414", "warning", "RetailValueExcludingTaxInformationAmount"],
      ["CII-SR-415", "warning", "TotalDepositFeeInformationAmount"],
      ["CII-SR-416", "warning", "ProductValueExcludingTobaccoTaxInformationAmount"],
      ["CII-SR-417", "warning", "TotalRetailValueInformationAmount"],
      ["CII-SR-418", "warning", "GrossLineTotalAmount"],
      ["CII-SR-419", "warning", "NetLineTotalAmount"],
      ["CII-SR-420", "warning", "NetIncludingTaxesLineTotalAmount"],
      ["CII-SR-477", "fatal", "LineTotalAmount", "at most once", ["BT-106"]],
      ["CII-SR-478", "fatal", "ChargeTotalAmount", "at most once", ["BT-108"]],
      ["CII-SR-479", "fatal", "AllowanceTotalAmount", "at most once", ["BT-107"]],
      ["CII-SR-480", "fatal", "TaxBasisTotalAmount", "at most once", ["BT-109"]],
      ["CII-SR-481", "fatal", "RoundingAmount", "at most once", ["BT-114"]],
      ["CII-SR-482", "fatal", "GrandTotalAmount", "at most once", ["BT-112"]],
      ["CII-SR-483", "fatal", "InformationAmount", "at most once"],
      ["CII-SR-484", "fatal", "TotalPrepaidAmount", "at most once", ["BT-113"]],
      ["CII-SR-485", "fatal", "TotalDiscountAmount", "at most once"],
      ["CII-SR-486", "fatal", "TotalAllowanceChargeAmount", "at most once"],
      ["CII-SR-487", "fatal", "DuePayableAmount", "at most once", ["BT-115"]],
      ["CII-SR-488", "fatal", "RetailValueExcludingTaxInformationAmount", "at most once"],
      ["CII-SR-489", "fatal", "TotalDepositFeeInformationAmount", "at most once"],
      ["CII-SR-490", "fatal", "ProductValueExcludingTobaccoTaxInformationAmount", "at most once"],
      ["CII-SR-491", "fatal", "TotalRetailValueInformationAmount", "at most once"],
      ["CII-SR-492", "fatal", "GrossLineTotalAmount", "at most once"],
      ["CII-SR-493", "fatal", "NetLineTotalAmount", "at most once"],
      ["CII-SR-494", "fatal", "NetIncludingTaxesLineTotalAmount", "at most once"],
    ],
  },
  {
    context: ciiSyntax.document,
    where: "the invoice (CrossIndustryInvoice)",
    terms: [],
    rows: [
      ["CII-SR-438", "warning", "ValuationBreakdownStatement"],
    ],
  },
  {
    context: ciiSyntax.documentContextParameter,
    where: "a document context parameter (BT-23, BT-24)",
    terms: ["BT-23", "BT-24"],
    rows: [
      ["CII-SR-04", "warning", "Value"],
      ["CII-SR-05", "warning", "SpecifiedDocumentVersion"],
    ],
  },
];

const element = (node: XMLNode): XMLElement | undefined => (node.kind === "element" ? node : undefined);

/**
 * An element's type code as the rules read it, whitespace-normalised: the
 * first TypeCode ("" when there is none; with several, the official run
 * fails on the document, and we read the first).
 */
function normalizedTypeCode(el: XMLElement): string {
  const first = childrenNamed(el, RAM, "TypeCode")[0];
  return first ? normalizeSpace(stringValue(first)) : "";
}

/** Whether some TypeCode of the element is exactly the code (XPath's `ram:TypeCode = '50'` on untyped text: no trimming). */
function hasTypeCode(el: XMLElement, code: string): boolean {
  return childrenNamed(el, RAM, "TypeCode").some((c) => stringValue(c) === code);
}

/** A text cast to xs:boolean (whitespace collapsed); undefined when the cast fails. */
function booleanOf(text: string): boolean | undefined {
  const t = normalizeSpace(text);
  if (t === "true" || t === "1") return true;
  if (t === "false" || t === "0") return false;
  return undefined;
}

/** The additional documents (BG-24 and the references BT-17, BT-18, BT-128) of a context node, those whose type code passes the filter. */
function additionalDocuments(node: XMLNode, keep: (doc: XMLElement) => boolean): XMLElement[] {
  const el = element(node);
  return el ? childrenNamed(el, RAM, "AdditionalReferencedDocument").filter(keep) : [];
}

/** How many of the documents' children of that name there are. */
function childCount(docs: readonly XMLElement[], local: string): number {
  let n = 0;
  for (const doc of docs) n += childrenNamed(doc, RAM, local).length;
  return n;
}

/** Parties that should be identified by an identifier (ID) or a global identifier (GlobalID), not by both. */
const ONE_IDENTIFIER: readonly (readonly [id: string, context: ContextDef, party: string, term: string, name: string])[] = [
  ["CII-SR-449", ciiSyntax.headerDelivery, "ShipToTradeParty", "BT-71", "the deliver-to location"],
  ["CII-SR-450", ciiSyntax.headerAgreement, "BuyerTradeParty", "BT-46", "the buyer"],
  ["CII-SR-451", ciiSyntax.headerSettlement, "PayeeTradeParty", "BT-60", "the payee"],
];

/** Contacts that should give a person's name or a department's, not both. */
const ONE_CONTACT_NAME: readonly (readonly [id: string, party: string, term: string, name: string])[] = [
  ["CII-SR-465", "SellerTradeParty", "BT-41", "seller"],
  ["CII-SR-466", "BuyerTradeParty", "BT-56", "buyer"],
];

const PRODUCT_GLOBAL_ID = ciiPath("GlobalID");
const ORIGIN_COUNTRY = ciiPath("OriginTradeCountry");
const ORIGIN_COUNTRY_ID = ciiPath("OriginTradeCountry/ID");
const GROSS_PRICE_CHARGES = ciiPath("GrossPriceProductTradePrice/AppliedTradeAllowanceCharge");
const CREDIT_TRANSFER_ACCOUNT = ciiPath("PayeePartyCreditorFinancialAccount");

/** The payment means codes (BT-81) of credit transfers, which need the payee's account (BT-84). */
const CREDIT_TRANSFER_CODES: ReadonlySet<string> = new Set(["30", "58"]);

/** Whether every text, normalised, is the first one's. */
function allSameNormalized(elements: readonly XMLElement[]): boolean {
  if (elements.length === 0) return true;
  const first = normalizeSpace(stringValue(elements[0]!));
  return elements.every((el) => normalizeSpace(stringValue(el)) === first);
}

const valueRules: RuleDef[] = [
  syntaxRule(
    "CII-SR-046",
    "fatal",
    ["BT-157", "BT-157-1"],
    "CII-SR-046: an item's standard identifier (BT-157) must state its scheme (BT-157-1, the schemeID attribute).",
    ciiSyntax.lineProduct,
    (node) => {
      const ids = elementsAt(node, PRODUCT_GLOBAL_ID);
      return ids.length === 0 || ids.some((id) => hasAttribute(id, "schemeID"));
    },
  ),
  syntaxRule(
    "CII-SR-090",
    "fatal",
    ["BT-159"],
    "CII-SR-090: an item's country of origin, when given, must hold exactly one country code (BT-159).",
    ciiSyntax.lineProduct,
    (node) => !hasPath(node, ORIGIN_COUNTRY) || countPath(node, ORIGIN_COUNTRY_ID, 2) === 1,
  ),
  syntaxRule(
    "CII-SR-119",
    "warning",
    ["BT-147", "BT-148"],
    "CII-SR-119: an allowance on the gross price (BT-148) should be an allowance (ChargeIndicator false) with its amount, the item price discount (BT-147); or have neither indicator nor amount.",
    ciiSyntax.lineAgreement,
    (node) => {
      const charges = elementsAt(node, GROSS_PRICE_CHARGES);
      let indicators = 0;
      let allowance = false;
      let amount = false;
      for (const charge of charges) {
        for (const indicator of childrenNamed(charge, RAM, "ChargeIndicator")) {
          indicators++;
          // A text that is no boolean matches neither value (the official cast would fail).
          if (childrenNamed(indicator, UDT, "Indicator").some((i) => booleanOf(stringValue(i)) === false)) allowance = true;
        }
        if (childrenNamed(charge, RAM, "ActualAmount").length) amount = true;
      }
      return (allowance && amount) || (indicators === 0 && !amount);
    },
  ),
  syntaxRule(
    "CII-SR-474",
    "warning",
    ["BT-128"],
    "CII-SR-474: an invoice line should have at most one invoiced object identifier (BT-128, an additional document of type 130).",
    ciiSyntax.lineSettlement,
    (node) => additionalDocuments(node, (doc) => normalizedTypeCode(doc) === "130").length <= 1,
  ),
  syntaxRule(
    "CII-SR-457",
    "warning",
    ["BT-17"],
    "CII-SR-457: the invoice should have at most one tender or lot reference (BT-17, an additional document of type 50).",
    ciiSyntax.headerAgreement,
    (node) => additionalDocuments(node, (doc) => hasTypeCode(doc, "50")).length <= 1,
  ),
  syntaxRule(
    "CII-SR-458",
    "warning",
    ["BT-18"],
    "CII-SR-458: the invoice should have at most one invoiced object identifier (BT-18, an additional document of type 130).",
    ciiSyntax.headerAgreement,
    (node) => additionalDocuments(node, (doc) => hasTypeCode(doc, "130")).length <= 1,
  ),
  syntaxRule(
    "CII-SR-475",
    "warning",
    ["BG-24", "BT-123"],
    "CII-SR-475: of the supporting documents (BG-24, additional documents of type 916), at most one should have a description (BT-123).",
    ciiSyntax.headerAgreement,
    (node) => childCount(additionalDocuments(node, (doc) => normalizedTypeCode(doc) === "916"), "Name") <= 1,
  ),
  syntaxRule(
    "CII-SR-476",
    "warning",
    ["BG-24", "BT-125"],
    "CII-SR-476: of the supporting documents (BG-24, additional documents of type 916), at most one should carry an attached document (BT-125).",
    ciiSyntax.headerAgreement,
    (node) => childCount(additionalDocuments(node, (doc) => normalizedTypeCode(doc) === "916"), "AttachmentBinaryObject") <= 1,
  ),
  ...ONE_IDENTIFIER.map(([id, context, party, term, name]) => {
    const local = ciiPath(`${party}/ID`);
    const global = ciiPath(`${party}/GlobalID`);
    return syntaxRule(
      id,
      "warning",
      [term],
      `${id}: ${name} should be identified (${term}) by an identifier or by a global identifier with a scheme, not by both.`,
      context,
      (node) => !(hasPath(node, local) && hasPath(node, global)),
    );
  }),
  ...ONE_CONTACT_NAME.map(([id, party, term, name]) => {
    const person = ciiPath(`${party}/DefinedTradeContact/PersonName`);
    const department = ciiPath(`${party}/DefinedTradeContact/DepartmentName`);
    return syntaxRule(
      id,
      "warning",
      [term],
      `${id}: the ${name}'s contact point (${term}) should be a person's name or a department's name, not both.`,
      ciiSyntax.headerAgreement,
      (node) => !(hasPath(node, person) && hasPath(node, department)),
    );
  }),
  syntaxRule(
    "CII-SR-462",
    "fatal",
    ["BT-8"],
    "CII-SR-462: every VAT point date code (BT-8) of the invoice must be the same code.",
    ciiSyntax.headerSettlement,
    perDocument((root) => new Set(ramChildrenAnywhere(root, "ApplicableTradeTax", "DueDateTypeCode").map(stringValue)).size <= 1),
  ),
  syntaxRule(
    "CII-SR-470",
    "fatal",
    ["BT-81", "BT-84"],
    "CII-SR-470: a credit transfer (payment means code 30 or 58, BT-81) must give the payment account identifier (BT-84), as an IBAN or a proprietary identifier.",
    ciiSyntax.headerSettlement,
    (node) => {
      const el = element(node);
      if (!el) return true;
      return !childrenNamed(el, RAM, "SpecifiedTradeSettlementPaymentMeans").some(
        (means) =>
          CREDIT_TRANSFER_CODES.has(normalizedTypeCode(means)) &&
          !elementsAt(means, CREDIT_TRANSFER_ACCOUNT).some((account) => childrenNamed(account, RAM, "IBANID").length > 0 || childrenNamed(account, RAM, "ProprietaryID").length > 0),
      );
    },
  ),
  syntaxRule(
    "CII-SR-467",
    "fatal",
    ["BT-81"],
    "CII-SR-467: every payment means of the invoice must have the same payment means type code (BT-81).",
    ciiSyntax.document,
    perDocument((root) => allSameNormalized(ramChildrenAnywhere(root, "SpecifiedTradeSettlementPaymentMeans", "TypeCode"))),
  ),
  syntaxRule(
    "CII-SR-468",
    "fatal",
    ["BT-82"],
    "CII-SR-468: every payment means of the invoice must have the same payment means text (BT-82).",
    ciiSyntax.document,
    perDocument((root) => allSameNormalized(ramChildrenAnywhere(root, "SpecifiedTradeSettlementPaymentMeans", "Information"))),
  ),
  syntaxRule(
    "CII-SR-469",
    "fatal",
    ["BT-83"],
    "CII-SR-469: the invoice must have at most one remittance information (BT-83).",
    ciiSyntax.document,
    perDocument((root) => ramChildrenAnywhere(root, "ApplicableHeaderTradeSettlement", "PaymentReference").length <= 1),
  ),
];

export const ciiSrRules: RuleDef[] = [...occurrenceRules(OCCURRENCES), ...valueRules];
