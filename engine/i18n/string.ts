// Multi-language text as GOBL's i18n package models it.

/** Language code (ISO 639-1, two lower-case letters) → text. */
export type I18nString = Record<string, string>;

/** Language used when the requested one is missing. */
export const DEFAULT_LANG = "en";

// GOBL's accepted language codes (ISO 639-1, including the withdrawn "bh")
// with English names, in GOBL's order: code|name per line.
const LANG_DATA = `
ab|Abkhazian
aa|Afar
af|Afrikaans
ak|Akan
sq|Albanian
am|Amharic
ar|Arabic
an|Aragonese
hy|Armenian
as|Assamese
av|Avaric
ae|Avestan
ay|Aymara
az|Azerbaijani
bm|Bambara
ba|Bashkir
eu|Basque
be|Belarusian
bn|Bengali
bh|Bihari Languages
bi|Bislama
bs|Bosnian
br|Breton
bg|Bulgarian
my|Burmese
ca|Catalan, Valencian
ch|Chamorro
ce|Chechen
ny|Chichewa, Chewa, Nyanja
zh|Chinese
cv|Chuvash
kw|Cornish
co|Corsican
cr|Cree
hr|Croation
cs|Czech
da|Danish
dv|Divehi, Dhivei, Maldivian
nl|Dutch, Flemish
dz|Dzongkha
en|English
eo|Esperanto
et|Estonian
ee|Ewe
fo|Faroese
fj|Fijian
fi|Finnish
fr|Frence
ff|Fulah
gl|Galician
ka|Georgian
de|German
el|Greek
gn|Guarani
gu|Gujarati
ht|Haitian
ha|Hausa
he|Hebrew
hz|Herero
hi|Hindi
ho|Hiri Motu
hu|Hungarian
ia|Interlingua
id|Indonesian
ie|Interligue
ga|Irish
ig|Igbo
ik|Inupiaq
io|Ido
is|Icelandic
it|Italian
iu|Inuktitut
ja|Japanese
jv|Javanese
kl|Kalaallisut, Greenlandic
kn|Kannada
kr|Kanuri
ks|Kashmiri
kk|Kazakh
km|Central Khmer
ki|Kikuyu, Gikuyu
rw|Kinyarwanda
ky|Kirighiz, Kyrgyz
kv|Komi
kg|Kongo
ko|Korean
ku|Kurdish
kj|Kuanyama, Kwanyama
la|Latin
lb|Luxemburgish, Letzeburgesch
lg|Ganda
li|Limburgan
ln|Lingala
lo|Lao
lt|Lithuanian
lu|Luba-Katanga
lv|Latvian
gv|Manx
mk|Macedonian
mg|Malagasy
ms|Malay
ml|Malayalam
mt|Maltese
mi|Mãori
mr|Marathi
mh|Marshallese
mn|Mongolian
na|Nauru
nv|Navajo
nd|North Ndebele
ne|Nepali
ng|Ndonga
nb|Norwegian Bokmål
nn|Norwegian Nynorsk
no|Norwegian
ii|Sichuan Yi, Nuosu
nr|South Ndebele
oc|Occitan
oj|Ojibwa
cu|Church Slavic
om|Oromo
or|Oriya
os|Ossetian, Ossetic
pa|Punjabi, Panjabi
pi|Pali
fa|Persian
pl|Polish
ps|Pashto, Pushto
pt|Portuguese
qu|Quechua
rm|Romansh
rn|Rundi
ro|Romanian, Moldavian, Moldovan
ru|Russian
sa|Sanskrit
sc|Sardinian
sd|Sindhi
se|Northern Sami
sm|Samoan
sg|Sango
sr|Serbian
gd|Gaelic, Scottish Gaelic
sn|Shona
si|Sinhala, Singalese
sk|Slovak
sl|Slovenian
so|Somali
st|Southern Sotho
es|Spanish, Castilian
su|Sundanese
sw|Swahili
ss|Swati
sv|Swedish
ta|Tamil
te|Teluga
tg|Tajik
th|Thai
ti|Tigrinya
bo|Tibetan
tk|Turkmen
tl|Tagalog
tn|Tswana
to|Tonga
tr|Turkish
ts|Tsonga
tt|Tatar
tw|Twi
ty|Tahitian
ug|Uighur Uyghur
uk|Ukrainian
ur|Urdu
uz|Uzbek
ve|Venda
vi|Viatnamese
vo|Volapük
wa|Walloon
cy|Welsh
wo|Wolof
fy|Western Frisian
xh|Xhosa
yi|Yiddish
yo|Yoruba
za|Zhuang, Chuang
zu|Zulu
`;

const LANGS: readonly (readonly [string, string])[] = Object.freeze(
  LANG_DATA.split("\n")
    .filter((l) => l !== "")
    .map((l) => {
      const [code, name] = l.split("|");
      return Object.freeze([code, name] as const);
    }),
);
const LANG_NAMES = new Map(LANGS);

/** Text in `lang`, else English, else the first entry, else "". */
export function i18nIn(s: I18nString | undefined, lang: string): string {
  if (s && Object.hasOwn(s, lang)) return s[lang];
  return i18nDefault(s);
}

/**
 * Text in the default language, else the first entry (insertion order; GOBL's
 * Go map has no order, so any entry is as faithful), else "".
 */
export function i18nDefault(s: I18nString | undefined): string {
  if (!s) return "";
  if (Object.hasOwn(s, DEFAULT_LANG)) return s[DEFAULT_LANG];
  for (const k in s) if (Object.hasOwn(s, k)) return s[k];
  return "";
}

/** A one-language string in the default language. */
export function newI18nString(text: string): I18nString {
  return { [DEFAULT_LANG]: text };
}

/** True for codes accepted by GOBL rule GOBL-I18N-LANG-01 (case-sensitive; "" is not one). */
export function isLangCode(code: string): boolean {
  return LANG_NAMES.has(code);
}

/** English name of a language code, or undefined. */
export function langName(code: string): string | undefined {
  return LANG_NAMES.get(code);
}

/** All accepted language codes in GOBL's order. */
export function langCodes(): string[] {
  return LANGS.map(([code]) => code);
}
