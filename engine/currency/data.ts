// Currency facts accepted by GOBL v0.502, in GOBL's listing order: six major
// currencies first, then the ISO 4217 codes alphabetically, then GOBL's
// non-ISO additions. One currency a line:
//   code|ISO numeric (empty for non-ISO codes)|subunits (decimal digits)|English name|symbol
// Kept as text so the table stays compact and easy to diff against GOBL.
export const CURRENCY_DATA = `
USD|840|2|United States Dollar|$
EUR|978|2|Euro|€
GBP|826|2|British Pound|£
AUD|036|2|Australian Dollar|$
CAD|124|2|Canadian Dollar|$
JPY|392|0|Japanese Yen|¥
AED|784|2|United Arab Emirates Dirham|د.إ
AFN|971|2|Afghan Afghani|؋
ALL|008|2|Albanian Lek|L
AMD|051|2|Armenian Dram|դր.
ANG|532|2|Netherlands Antillean Gulden|ƒ
AOA|973|2|Angolan Kwanza|Kz
ARS|032|2|Argentine Peso|$
AWG|533|2|Aruban Florin|ƒ
AZN|944|2|Azerbaijani Manat|₼
BAM|977|2|Bosnia and Herzegovina Convertible Mark|КМ
BBD|052|2|Barbadian Dollar|$
BDT|050|2|Bangladeshi Taka|৳
BGN|975|2|Bulgarian Lev|лв.
BHD|048|3|Bahraini Dinar|د.ب
BIF|108|0|Burundian Franc|Fr
BMD|060|2|Bermudian Dollar|$
BND|096|2|Brunei Dollar|$
BOB|068|2|Bolivian Boliviano|Bs.
BRL|986|2|Brazilian Real|R$
BSD|044|2|Bahamian Dollar|$
BTN|064|2|Bhutanese Ngultrum|Nu.
BWP|072|2|Botswana Pula|P
BYN|933|2|Belarusian Ruble|Br
BYR|974|0|Belarusian Ruble|Br
BZD|084|2|Belize Dollar|$
CDF|976|2|Congolese Franc|Fr
CHF|756|2|Swiss Franc|CHF
CLF|990|4|Unidad de Fomento|UF
CLP|152|0|Chilean Peso|$
CNY|156|2|Chinese Renminbi Yuan|¥
COP|170|2|Colombian Peso|$
CRC|188|2|Costa Rican Colón|₡
CUC|931|2|Cuban Convertible Peso|$
CUP|192|2|Cuban Peso|$
CVE|132|2|Cape Verdean Escudo|$
CZK|203|2|Czech Koruna|Kč
DJF|262|0|Djiboutian Franc|Fdj
DKK|208|2|Danish Krone|kr.
DOP|214|2|Dominican Peso|$
DZD|012|2|Algerian Dinar|د.ج
EGP|818|2|Egyptian Pound|ج.م
ERN|232|2|Eritrean Nakfa|Nfk
ETB|230|2|Ethiopian Birr|Br
FJD|242|2|Fijian Dollar|$
FKP|238|2|Falkland Pound|£
GEL|981|2|Georgian Lari|₾
GHS|936|2|Ghanaian Cedi|₵
GIP|292|2|Gibraltar Pound|£
GMD|270|2|Gambian Dalasi|D
GNF|324|0|Guinean Franc|Fr
GTQ|320|2|Guatemalan Quetzal|Q
GYD|328|2|Guyanese Dollar|$
HKD|344|2|Hong Kong Dollar|$
HNL|340|2|Honduran Lempira|L
HTG|332|2|Haitian Gourde|G
HUF|348|0|Hungarian Forint|Ft
IDR|360|2|Indonesian Rupiah|Rp
ILS|376|2|Israeli New Sheqel|₪
INR|356|2|Indian Rupee|₹
IQD|368|3|Iraqi Dinar|ع.د
IRR|364|2|Iranian Rial|﷼
ISK|352|0|Icelandic Króna|kr.
JMD|388|2|Jamaican Dollar|$
JOD|400|3|Jordanian Dinar|د.ا
KES|404|2|Kenyan Shilling|KSh
KGS|417|2|Kyrgyzstani Som|som
KHR|116|2|Cambodian Riel|៛
KMF|174|0|Comorian Franc|Fr
KPW|408|2|North Korean Won|₩
KRW|410|0|South Korean Won|₩
KWD|414|3|Kuwaiti Dinar|د.ك
KYD|136|2|Cayman Islands Dollar|$
KZT|398|2|Kazakhstani Tenge|₸
LAK|418|2|Lao Kip|₭
LBP|422|2|Lebanese Pound|ل.ل
LKR|144|2|Sri Lankan Rupee|₨
LRD|430|2|Liberian Dollar|$
LSL|426|2|Lesotho Loti|L
LYD|434|3|Libyan Dinar|ل.د
MAD|504|2|Moroccan Dirham|د.م.
MDL|498|2|Moldovan Leu|L
MGA|969|5|Malagasy Ariary|Ar
MKD|807|2|Macedonian Denar|ден
MMK|104|2|Myanmar Kyat|K
MNT|496|2|Mongolian Tögrög|₮
MOP|446|2|Macanese Pataca|P
MRU|929|5|Mauritanian Ouguiya|UM
MUR|480|2|Mauritian Rupee|₨
MVR|462|2|Maldivian Rufiyaa|MVR
MWK|454|2|Malawian Kwacha|MK
MXN|484|2|Mexican Peso|$
MYR|458|2|Malaysian Ringgit|RM
MZN|943|2|Mozambican Metical|MTn
NAD|516|2|Namibian Dollar|$
NGN|566|2|Nigerian Naira|₦
NIO|558|2|Nicaraguan Córdoba|C$
NOK|578|2|Norwegian Krone|kr
NPR|524|2|Nepalese Rupee|Rs.
NZD|554|2|New Zealand Dollar|$
OMR|512|3|Omani Rial|ر.ع.
PAB|590|2|Panamanian Balboa|B/.
PEN|604|2|Peruvian Sol|S/
PGK|598|2|Papua New Guinean Kina|K
PHP|608|2|Philippine Peso|₱
PKR|586|2|Pakistani Rupee|₨
PLN|985|2|Polish Złoty|zł
PYG|600|0|Paraguayan Guaraní|₲
QAR|634|2|Qatari Riyal|ر.ق
RON|946|2|Romanian Leu|Lei
RSD|941|2|Serbian Dinar|РСД
RUB|643|2|Russian Ruble|₽
RWF|646|0|Rwandan Franc|FRw
SAR|682|2|Saudi Riyal|ر.س
SBD|090|2|Solomon Islands Dollar|$
SCR|690|2|Seychellois Rupee|₨
SDG|938|2|Sudanese Pound|£
SEK|752|2|Swedish Krona|kr
SGD|702|2|Singapore Dollar|$
SHP|654|2|Saint Helenian Pound|£
SKK|703|2|Slovak Koruna|Sk
SLE|925|2|New Leone|Le
SLL|694|2|Sierra Leonean Leone|Le
SOS|706|2|Somali Shilling|Sh
SRD|968|2|Surinamese Dollar|$
SSP|728|2|South Sudanese Pound|£
STD|678|2|São Tomé and Príncipe Dobra|Db
STN|930|2|São Tomé and Príncipe Second Dobra|Db
SVC|222|2|Salvadoran Colón|₡
SYP|760|2|Syrian Pound|£S
SZL|748|2|Swazi Lilangeni|E
THB|764|2|Thai Baht|฿
TJS|972|2|Tajikistani Somoni|ЅМ
TMT|934|2|Turkmenistani Manat|T
TND|788|3|Tunisian Dinar|د.ت
TOP|776|2|Tongan Paʻanga|T$
TRY|949|2|Turkish Lira|₺
TTD|780|2|Trinidad and Tobago Dollar|$
TWD|901|2|New Taiwan Dollar|$
TZS|834|2|Tanzanian Shilling|Sh
UAH|980|2|Ukrainian Hryvnia|₴
UGX|800|0|Ugandan Shilling|USh
UYU|858|2|Uruguayan Peso|$U
UZS|860|2|Uzbekistan Som|so'm
VES|928|2|Venezuelan Bolívar Soberano|Bs
VND|704|0|Vietnamese Đồng|₫
VUV|548|0|Vanuatu Vatu|Vt
WST|882|2|Samoan Tala|T
XAF|950|0|Central African Cfa Franc|CFA
XAG|961|0|Silver (Troy Ounce)|oz t
XAU|959|0|Gold (Troy Ounce)|oz t
XBA|955|0|European Composite Unit|
XBB|956|0|European Monetary Unit|
XBC|957|0|European Unit of Account 9|
XBD|958|0|European Unit of Account 17|
XCD|951|2|East Caribbean Dollar|$
XDR|960|0|Special Drawing Rights|SDR
XOF|952|0|West African Cfa Franc|Fr
XPD|964|0|Palladium|oz t
XPF|953|0|Cfp Franc|Fr
XPT|962|0|Platinum|oz t
XTS|963|0|Codes specifically reserved for testing purposes|
YER|886|2|Yemeni Rial|﷼
ZAR|710|2|South African Rand|R
ZMK|894|2|Zambian Kwacha|ZK
ZMW|967|2|Zambian Kwacha|K
BCH||8|Bitcoin Cash|₿
BTC||8|Bitcoin|₿
JEP||2|Jersey Pound|£
GGP||2|Guernsey Pound|£
IMP||2|Isle of Man Pound|£
XFU||2|UIC Franc|
GBX||1|British Penny|
CNH||2|Chinese Renminbi Yuan Offshore|¥
USDC||2|USD Coin|USDC
`;
