import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", fr: "TVA" },
    title: { en: "Value Added Tax", fr: "Taxe sur la Valeur Ajoutée" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General rate", fr: "Taux normal" },
        desc: {
          en: "The default percentage: any good or service that the law does not place under a lower rate is taxed at it.",
          fr: "Le taux par défaut : tout bien ou service que la loi ne range pas sous un taux plus bas y est soumis.",
        },
        values: [{ since: "2011-01-04", percent: "20%" }],
      },
      {
        rate: "intermediate",
        keys: ["standard"],
        name: { en: "Intermediate rate", fr: "Taux intermédiaire" },
        desc: {
          en: "Covers, among others, restaurants and take-away food, hotels and campsites, passenger transport, raw farm produce, firewood, entry to museums, zoos and fairs, waste collection, and home renovation that does not qualify for 5.5%.",
          fr: "Vise entre autres la restauration et la vente à emporter, l'hôtellerie et le camping, le transport de personnes, les produits agricoles bruts, le bois de chauffage, l'entrée des musées, zoos et foires, la collecte des déchets et les travaux de rénovation non éligibles à 5,5 %.",
        },
        values: [{ since: "2014-01-01", percent: "10%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced rate", fr: "Taux réduit" },
        desc: {
          en: "Covers basic needs: most foodstuffs, books in print or digital form, period products, aids for disabled people, energy subscriptions and renewable heating, school meals, cinema and live show tickets, some works of art, energy-saving home improvements and social housing.",
          fr: "Vise les besoins essentiels : la plupart des denrées alimentaires, les livres imprimés ou numériques, les protections périodiques, les aides aux personnes handicapées, les abonnements d'énergie et la chaleur renouvelable, la cantine scolaire, les billets de cinéma et de spectacle, certaines œuvres d'art, la rénovation énergétique et le logement social.",
        },
        values: [{ since: "2014-01-01", percent: "5.5%" }],
      },
      {
        rate: "super-reduced",
        keys: ["standard"],
        name: { en: "Super reduced rate", fr: "Taux super réduit" },
        desc: {
          en: "A narrow rate kept for medicines refunded by the social security, live animals sold for meat to private buyers, the public broadcasting fee, some performances and press titles approved by the CPPAP.",
          fr: "Taux étroit réservé aux médicaments pris en charge par la sécurité sociale, aux animaux vivants vendus pour la boucherie à des particuliers, à la contribution à l'audiovisuel public, à certains spectacles et aux titres de presse agréés par la CPPAP.",
        },
        values: [{ since: "2014-01-01", percent: "2.1%" }],
      },
    ],
    sources: [
      {
        title: {
          en: "What are the current VAT rates in France and in the European Union?",
          fr: "Quels sont les taux de TVA en vigueur en France et dans l'Union européenne?",
        },
        url: "https://www.economie.gouv.fr/cedef/taux-tva-france-et-union-europeenne",
      },
    ],
  },
];
