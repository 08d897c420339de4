/**
 * The code lists XRechnung's own rules check against (KoSIT's schematron
 * 2.5.0 keeps them as space-separated strings and tests membership by looking
 * for the value with a space on each side). They are kept as those strings
 * here, and the set of values each accepts is derived from the string the way
 * that test reads it: a code counts only with a space on both sides, so the
 * last code of a list without a trailing space is not accepted, and where two
 * lists are joined with two spaces the empty value is.
 */

/** The values `v` (without spaces) for which the list contains " v ". */
export function spaceDelimited(list: string): ReadonlySet<string> {
  const parts = list.split(" ");
  // A part is enclosed by spaces when it is neither the first nor the last piece of the split.
  return new Set(parts.slice(1, -1));
}

/** Identifier schemes for digital health applications (DiGA), admitted in the extension only. */
export const DIGA_CODES =
  " XR01 XR02 XR03 ";

/** ISO 6523 ICD identifier schemes as XRechnung lists them (no space after the last code). */
export const ISO_6523_ICD_CODES =
  " 0002 0003 0004 0005 0006 0007 0008 0009 0010 0011 0012 0013 0014 0015 0016 0017 0018 0019 0020 0021 0022 0023 " +
  "0024 0025 0026 0027 0028 0029 0030 0031 0032 0033 0034 0035 0036 0037 0038 0039 0040 0041 0042 0043 0044 0045 " +
  "0046 0047 0048 0049 0050 0051 0052 0053 0054 0055 0056 0057 0058 0059 0060 0061 0062 0063 0064 0065 0066 0067 " +
  "0068 0069 0070 0071 0072 0073 0074 0075 0076 0077 0078 0079 0080 0081 0082 0083 0084 0085 0086 0087 0088 0089 " +
  "0090 0091 0093 0094 0095 0096 0097 0098 0099 0100 0101 0102 0104 0105 0106 0107 0108 0109 0110 0111 0112 0113 " +
  "0114 0115 0116 0117 0118 0119 0120 0121 0122 0123 0124 0125 0126 0127 0128 0129 0130 0131 0132 0133 0134 0135 " +
  "0136 0137 0138 0139 0140 0141 0142 0143 0144 0145 0146 0147 0148 0149 0150 0151 0152 0153 0154 0155 0156 0157 " +
  "0158 0159 0160 0161 0162 0163 0164 0165 0166 0167 0168 0169 0170 0171 0172 0173 0174 0175 0176 0177 0178 0179 " +
  "0180 0183 0184 0185 0186 0187 0188 0189 0190 0191 0192 0193 0194 0195 0196 0197 0198 0199 0200 0201 0202 0203 " +
  "0204 0205 0206 0207 0208 0209 0210 0211 0212 0213 0214 0215 0216 0217 0218 0219 0220 0221 0222 0223 0224 0225 " +
  "0226 0227 0228 0229 0230 0231 0232 0233 0234 0235 0236 0237 0238 0239 0240 0241 0242 0243 0244";

/** CEF electronic address schemes (EAS) as XRechnung lists them. */
export const CEF_EAS_CODES =
  " 0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184 0188 0190 " +
  "0191 0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 " +
  "0217 0218 0219 0220 0221 0225 0230 0235 0240 0244 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 " +
  "9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 " +
  "9949 9950 9951 9952 9953 9957 9959 AN AQ AS AU EM ";

/** UNTDID 7143 item type identification codes as XRechnung lists them. */
export const UNTDID_7143_CODES =
  " AA AB AC AD AE AF AG AH AI AJ AK AL AM AN AO AP AQ AR AS AT AU AV AW AX AY AZ BA BB BC BD BE BF BG BH BI BJ BK " +
  "BL BM BN BO BP BQ BR BS BT BU BV BW BX BY BZ CC CG CL CR CV DR DW EC EF EMD EN FS GB GN GMN GS HS IB IN IS IT " +
  "IZ MA MF MN MP NB ON PD PL PO PPI PV QS RC RN RU RY SA SG SK SN SRS SRT SRU SRV SRW SRX SRY SRZ SS SSA SSB SSC " +
  "SSD SSE SSF SSG SSH SSI SSJ SSK SSL SSM SSN SSO SSP SSQ SSR SSS SST SSU SSV SSW SSX SSY SSZ ST STA STB STC STD " +
  "STE STF STG STH STI STJ STK STL STM STN STO STP STQ STR STS STT STU STV STW STX STY STZ SUA SUB SUC SUD SUE " +
  "SUF SUG SUH SUI SUJ SUK SUL SUM TG TSN TSO TSP TSQ TSR TSS TST TSU UA UP VN VP VS VX ZZZ ";

/** Party, legal and item identifier schemes in the extension: the DiGA schemes and ISO 6523 (BR-DEX-04/05/06/08). */
export const ICD_EXTENSION_SCHEMES = spaceDelimited(DIGA_CODES + ISO_6523_ICD_CODES);
/** Electronic address schemes in the extension: the DiGA schemes and CEF EAS (BR-DEX-07). */
export const EAS_EXTENSION_SCHEMES = spaceDelimited(DIGA_CODES + CEF_EAS_CODES);
/** Item classification schemes in the CVD profile: CVD and UNTDID 7143 (BR-TMP-CVD-01). */
export const CVD_CLASSIFICATION_SCHEMES = spaceDelimited(" CVD " + UNTDID_7143_CODES);
/** Vehicle categories an item classified under CVD may carry (BR-DE-CVD-04). */
export const CVD_VEHICLE_CATEGORIES: ReadonlySet<string> = new Set(["M1", "M2", "M3", "N1", "N2", "N3"]);
/** Values of the item attribute "cva" (BR-DE-CVD-05). */
export const CVA_CODES: ReadonlySet<string> = new Set(["clean", "zero-emission", "other"]);
/** MIME codes an attachment may have in the extension (BR-DEX-01): those of EN 16931 and XML. */
export const EXTENSION_MIME_CODES: ReadonlySet<string> = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/xml",
]);
/** Invoice type codes (BT-3) XRechnung expects (BR-DE-17). */
export const XR_TYPE_CODES: ReadonlySet<string> = new Set(["326", "380", "384", "389", "381", "875", "876", "877"]);
/** VAT category codes that need a seller VAT or tax registration identifier or a tax representative (BR-DE-16). */
export const VAT_CODES_NEEDING_SELLER_TAX_ID: ReadonlySet<string> = new Set(["S", "Z", "E", "AE", "K", "G", "L", "M"]);
