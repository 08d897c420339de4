// Country and region codes as GOBL v0.502 knows them (package l10n).

/** Generic short identifier for countries, regions or states: upper-case letters and digits. */
export type L10nCode = string;

/** GOBL's pattern for an l10n code (also used in its JSON Schema). */
export const L10N_CODE_PATTERN = "^[A-Z0-9]+$";
const L10N_CODE_RE = new RegExp(L10N_CODE_PATTERN);

/** True when the code has the l10n code format; the empty string does not. */
export function isL10nCode(code: string): boolean {
  return L10N_CODE_RE.test(code);
}

export interface CountryDef {
  /** Two-letter code (ISO 3166-1 alpha-2, or a tax extension such as "EL"). */
  readonly code: L10nCode;
  /** ISO 3166-1 alpha-3 code (extensions give their parent's, "EUE" for the EU). */
  readonly alpha3: string;
  /** English name. */
  readonly name: string;
  /** Internet top-level domain without the dot. */
  readonly tld: string;
  /** Part of the ISO 3166-1 list. */
  readonly iso: boolean;
  /** Usable as a tax country code. */
  readonly tax: boolean;
  /** The other code used for the same place (GR ⇄ EL, XI/XU → GB). */
  readonly altCode?: L10nCode;
}

// One country a line: code|alpha3|tld|flags|alt code|name, where flags holds
// "I" when the code is ISO and "T" when it is valid for tax. Order is GOBL's
// (alphabetical by English name, extensions last), which schemas reuse.
// Greece is ISO "GR" but taxes as "EL"; XI/XU split the UK for tax and EU is a
// tax-only pseudo country.
const COUNTRY_DATA = `
AF|AFG|af|IT||Afghanistan
AX|ALA|ax|IT||Åland Islands
AL|ALB|al|IT||Albania
DZ|DZA|dz|IT||Algeria
AS|ASM|as|IT||American Samoa
AD|AND|ad|IT||Andorra
AO|AGO|ao|IT||Angola
AI|AIA|ai|IT||Anguilla
AQ|ATA|aq|IT||Antarctica
AG|ATG|ag|IT||Antigua and Barbuda
AR|ARG|ar|IT||Argentina
AM|ARM|am|IT||Armenia
AW|ABW|aw|IT||Aruba
AU|AUS|au|IT||Australia
AT|AUT|at|IT||Austria
AZ|AZE|az|IT||Azerbaijan
BS|BHS|bs|IT||Bahamas
BH|BHR|bh|IT||Bahrain
BD|BGD|bd|IT||Bangladesh
BB|BRB|bb|IT||Barbados
BY|BLR|by|IT||Belarus
BE|BEL|be|IT||Belgium
BZ|BLZ|bz|IT||Belize
BJ|BEN|bj|IT||Benin
BM|BMU|bm|IT||Bermuda
BT|BTN|bt|IT||Bhutan
BO|BOL|bo|IT||Bolivia, Plurinational State of
BQ|BES|bq|IT||Bonaire, Sint Eustatius and Saba
BA|BIH|ba|IT||Bosnia and Herzegovina
BW|BWA|bw|IT||Botswana
BV|BVT|bv|IT||Bouvet Island
BR|BRA|br|IT||Brazil
IO|IOT|io|IT||British Indian Ocean Territory
BN|BRN|bn|IT||Brunei Darussalam
BG|BGR|bg|IT||Bulgaria
BF|BFA|bf|IT||Burkina Faso
BI|BDI|bi|IT||Burundi
CV|CPV|cv|IT||Cabo Verde
KH|KHM|kh|IT||Cambodia
CM|CMR|cm|IT||Cameroon
CA|CAN|ca|IT||Canada
KY|CYM|ky|IT||Cayman Islands
CF|CAF|cf|IT||Central African Republic
TD|TCD|td|IT||Chad
CL|CHL|cl|IT||Chile
CN|CHN|cn|IT||China
CX|CXR|cx|IT||Christmas Island
CC|CCK|cc|IT||Cocos (Keeling) Islands
CO|COL|co|IT||Colombia
KM|COM|km|IT||Comoros
CG|COG|cg|IT||Congo
CD|COD|cd|IT||Congo, Democratic Republic of the
CK|COK|ck|IT||Cook Islands
CR|CRI|cr|IT||Costa Rica
CI|CIV|ci|IT||Côte d'Ivoire
HR|HRV|hr|IT||Croatia
CU|CUB|cu|IT||Cuba
CW|CUW|cw|IT||Curaçao
CY|CYP|cy|IT||Cyprus
CZ|CZE|cz|IT||Czechia
DK|DNK|dk|IT||Denmark
DJ|DJI|dj|IT||Djibouti
DM|DMA|dm|IT||Dominica
DO|DOM|do|IT||Dominican Republic
EC|ECU|ec|IT||Ecuador
EG|EGY|eg|IT||Egypt
SV|SLV|sv|IT||El Salvador
GQ|GNQ|gq|IT||Equatorial Guinea
ER|ERI|er|IT||Eritrea
EE|EST|ee|IT||Estonia
SZ|SWZ|sz|IT||Eswatini
ET|ETH|et|IT||Ethiopia
FK|FLK|fk|IT||Falkland Islands
FO|FRO|fo|IT||Faroe Islands
FJ|FJI|fj|IT||Fiji
FI|FIN|fi|IT||Finland
FR|FRA|fr|IT||France
GF|GUF|gf|IT||French Guiana
PF|PYF|pf|IT||French Polynesia
TF|ATF|tf|IT||French Southern Territories
GA|GAB|ga|IT||Gabon
GM|GMB|gm|IT||Gambia
GE|GEO|ge|IT||Georgia
DE|DEU|de|IT||Germany
GH|GHA|gh|IT||Ghana
GI|GIB|gi|IT||Gibraltar
GR|GRC|gr|I|EL|Greece
GL|GRL|gl|IT||Greenland
GD|GRD|gd|IT||Grenada
GP|GLP|gp|IT||Guadeloupe
GU|GUM|gu|IT||Guam
GT|GTM|gt|IT||Guatemala
GG|GGY|gg|IT||Guernsey
GN|GIN|gn|IT||Guinea
GW|GNB|gw|IT||Guinea-Bissau
GY|GUY|gy|IT||Guyana
HT|HTI|ht|IT||Haiti
HM|HMD|hm|IT||Heard Island and McDonald Islands
VA|VAT|va|IT||Holy See (the)
HN|HND|hn|IT||Honduras
HK|HKG|hk|IT||Hong Kong
HU|HUN|hu|IT||Hungary
IS|ISL|is|IT||Iceland
IN|IND|in|IT||India
ID|IDN|id|IT||Indonesia
IR|IRN|ir|IT||Iran, Islamic Republic of
IQ|IRQ|iq|IT||Iraq
IE|IRL|ie|IT||Ireland
IM|IMN|im|IT||Isle of Man
IL|ISR|il|IT||Israel
IT|ITA|it|IT||Italy
JM|JAM|jm|IT||Jamaica
JP|JPN|jp|IT||Japan
JE|JEY|je|IT||Jersey
JO|JOR|jo|IT||Jordan
KZ|KAZ|kz|IT||Kazakhstan
KE|KEN|ke|IT||Kenya
KI|KIR|ki|IT||Kiribati
KP|PRK|kp|IT||Korea, Democratic People's Republic of
KR|KOR|kr|IT||Korea, Republic of
KW|KWT|kw|IT||Kuwait
KG|KGZ|kg|IT||Kyrgyzstan
LA|LAO|la|IT||Lao People's Democratic Republic
LV|LVA|lv|IT||Latvia
LB|LBN|lb|IT||Lebanon
LS|LSO|ls|IT||Lesotho
LR|LBR|lr|IT||Liberia
LY|LBY|ly|IT||Libya
LI|LIE|li|IT||Liechtenstein
LT|LTU|lt|IT||Lithuania
LU|LUX|lu|IT||Luxembourg
MO|MAC|mo|IT||Macao
MK|MKD|mk|IT||North Macedonia
MG|MDG|mg|IT||Madagascar
MW|MWI|mw|IT||Malawi
MY|MYS|my|IT||Malaysia
MV|MDV|mv|IT||Maldives
ML|MLI|ml|IT||Mali
MT|MLT|mt|IT||Malta
MH|MHL|mh|IT||Marshall Islands
MQ|MTQ|mq|IT||Martinique
MR|MRT|mr|IT||Mauritania
MU|MUS|mu|IT||Mauritius
YT|MYT|yt|IT||Mayotte
MX|MEX|mx|IT||Mexico
FM|FSM|fm|IT||Micronesia, Federated States of
MD|MDA|md|IT||Moldova, Republic of
MC|MCO|mc|IT||Monaco
MN|MNG|mn|IT||Mongolia
ME|MNE|me|IT||Montenegro
MS|MSR|ms|IT||Montserrat
MA|MAR|ma|IT||Morocco
MZ|MOZ|mz|IT||Mozambique
MM|MMR|mm|IT||Myanmar
NA|NAM|na|IT||Namibia
NR|NRU|nr|IT||Nauru
NP|NPL|np|IT||Nepal
NL|NLD|nl|IT||Netherlands
NC|NCL|nc|IT||New Caledonia
NZ|NZL|nz|IT||New Zealand
NI|NIC|ni|IT||Nicaragua
NE|NER|ne|IT||Niger
NG|NGA|ng|IT||Nigeria
NU|NIU|nu|IT||Niue
NF|NFK|nf|IT||Norfolk Island
MP|MNP|mp|IT||Northern Mariana Islands
NO|NOR|no|IT||Norway
OM|OMN|om|IT||Oman
PK|PAK|pk|IT||Pakistan
PW|PLW|pw|IT||Palau
PS|PSE|ps|IT||Palestine, State of
PA|PAN|pa|IT||Panama
PG|PNG|pg|IT||Papua New Guinea
PY|PRY|py|IT||Paraguay
PE|PER|pe|IT||Peru
PH|PHL|ph|IT||Philippines
PN|PCN|pn|IT||Pitcairn
PL|POL|pl|IT||Poland
PT|PRT|pt|IT||Portugal
PR|PRI|pr|IT||Puerto Rico
QA|QAT|qa|IT||Qatar
RE|REU|re|IT||Réunion
RO|ROU|ro|IT||Romania
RU|RUS|ru|IT||Russian Federation
RW|RWA|rw|IT||Rwanda
BL|BLM|bl|IT||Saint Barthélemy
SH|SHN|sh|IT||Saint Helena, Ascension and Tristan da Cunha
KN|KNA|kn|IT||Saint Kitts and Nevis
LC|LCA|lc|IT||Saint Lucia
MF|MAF|mf|IT||Saint Martin (French part)
PM|SPM|pm|IT||Saint Pierre and Miquelon
VC|VCT|vc|IT||Saint Vincent and the Grenadines
WS|WSM|ws|IT||Samoa
SM|SMR|sm|IT||San Marino
ST|STP|st|IT||Sao Tome and Principe
SA|SAU|sa|IT||Saudi Arabia
SN|SEN|sn|IT||Senegal
RS|SRB|rs|IT||Serbia
SC|SYC|sc|IT||Seychelles
SL|SLE|sl|IT||Sierra Leone
SG|SGP|sg|IT||Singapore
SX|SXM|sx|IT||Sint Maarten (Dutch part)
SK|SVK|sk|IT||Slovakia
SI|SVN|si|IT||Slovenia
SB|SLB|sb|IT||Solomon Islands
SO|SOM|so|IT||Somalia
ZA|ZAF|za|IT||South Africa
GS|SGS|gs|IT||South Georgia and the South Sandwich Islands
SS|SSD|ss|IT||South Sudan
ES|ESP|es|IT||Spain
LK|LKA|lk|IT||Sri Lanka
SD|SDN|sd|IT||Sudan
SR|SUR|sr|IT||Suriname
SJ|SJM||IT||Svalbard and Jan Mayen
SE|SWE|se|IT||Sweden
CH|CHE|ch|IT||Switzerland
SY|SYR|sy|IT||Syrian Arab Republic
TW|TWN|tw|IT||Taiwan (Province of China)
TJ|TJK|tj|IT||Tajikistan
TZ|TZA|tz|IT||Tanzania, the United Republic of
TH|THA|th|IT||Thailand
TL|TLS|tl|IT||Timor-Leste
TG|TGO|tg|IT||Togo
TK|TKL|tk|IT||Tokelau
TO|TON|to|IT||Tonga
TT|TTO|tt|IT||Trinidad and Tobago
TN|TUN|tn|IT||Tunisia
TR|TUR|tr|IT||Türkiye
TM|TKM|tm|IT||Turkmenistan
TC|TCA|tc|IT||Turks and Caicos Islands
TV|TUV|tv|IT||Tuvalu
UG|UGA|ug|IT||Uganda
UA|UKR|ua|IT||Ukraine
AE|ARE|ae|IT||United Arab Emirates
GB|GBR|uk|IT||United Kingdom
US|USA|us|IT||United States of America
UM|UMI||IT||United States Minor Outlying Islands
UY|URY|uy|IT||Uruguay
UZ|UZB|uz|IT||Uzbekistan
VU|VUT|vu|IT||Vanuatu
VE|VEN|ve|IT||Venezuela, Bolivarian Republic of
VN|VNM|vn|IT||Viet Nam
VG|VGB|vg|IT||Virgin Islands (British)
VI|VIR|vi|IT||Virgin Islands (U.S.)
WF|WLF|wf|IT||Wallis and Futuna
EH|ESH||IT||Western Sahara
YE|YEM|ye|IT||Yemen
ZM|ZMB|zm|IT||Zambia
ZW|ZWE|zw|IT||Zimbabwe
EL|GRC|gr|T|GR|Greece
XI|GBR|ie|T|GB|United Kingdom (Northern Ireland)
XU|GBR|uk|T|GB|United Kingdom (excluding Northern Ireland)
EU|EUE|eu|T||European Union
`;

function parse(text: string): CountryDef[] {
  const defs: CountryDef[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const [code, alpha3, tld, flags, altCode, name] = line.split("|");
    const def: { -readonly [K in keyof CountryDef]: CountryDef[K] } = {
      code,
      alpha3,
      name,
      tld,
      iso: flags.includes("I"),
      tax: flags.includes("T"),
    };
    if (altCode) def.altCode = altCode;
    defs.push(Object.freeze(def));
  }
  return defs;
}

const DEFS: readonly CountryDef[] = Object.freeze(parse(COUNTRY_DATA));
const BY_CODE = new Map(DEFS.map((d) => [d.code, d]));
const ISO_CODES: readonly string[] = Object.freeze(DEFS.filter((d) => d.iso).map((d) => d.code));
const TAX_CODES: readonly string[] = Object.freeze(DEFS.filter((d) => d.tax).map((d) => d.code));

/** Definition for any known code, ISO or extension. Case-sensitive. */
export function countryDef(code: string): CountryDef | undefined {
  return BY_CODE.get(code);
}

/** True for ISO 3166-1 alpha-2 codes in GOBL's list (so "GR" but not "EL" or "XI"). */
export function isISOCountryCode(code: string): boolean {
  return BY_CODE.get(code)?.iso === true;
}

/**
 * The ISO 3166-1 code of a place given by its tax code (EL → GR, XI → GB);
 * any other code as it is. For places read from outside (an XML address),
 * which must be ISO here.
 */
export function isoCountryOf(code: string): string {
  const def = BY_CODE.get(code);
  return def && !def.iso && def.altCode && BY_CODE.get(def.altCode)?.iso ? def.altCode : code;
}

/** True for codes GOBL accepts as tax countries: ISO codes except "GR", plus EL, XI, XU, EU. */
export function isTaxCountryCode(code: string): boolean {
  return BY_CODE.get(code)?.tax === true;
}

/** English name of a country or extension code, or "" when unknown (as GOBL). */
export function countryName(code: string): string {
  return BY_CODE.get(code)?.name ?? "";
}

/** ISO 3166-1 alpha-3 code, or "" when unknown. */
export function countryAlpha3(code: string): string {
  return BY_CODE.get(code)?.alpha3 ?? "";
}

/** ISO country codes in GOBL's order. */
export function isoCountryCodes(): string[] {
  return [...ISO_CODES];
}

/** Tax country codes in GOBL's order. */
export function taxCountryCodes(): string[] {
  return [...TAX_CODES];
}

/** Every definition, ISO and extensions, in GOBL's order. */
export function countryDefs(): readonly CountryDef[] {
  return DEFS;
}
