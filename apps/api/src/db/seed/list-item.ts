import type { InsurerQuality } from "@qs/domain/insurer-quality";
import type { LabelTranslations } from "@qs/domain/label-translations";
import type { ProductItem, ProductListItem } from "@qs/domain/product";

/**
 * The item of the comparison listing, made once when the catalogue is loaded: what a result
 * card shows and links with, nothing else. Coverages, features and the profile price load per
 * card; the description, evaluations, SEO and tag-manager data live on the product endpoint.
 * Absent values and false flags are left out (a card reads them as absent), and so is what
 * repeats another field the card falls back to: the product's logo equal to the
 * organization's image, the metadata's URL equal to the product's, the price's minimum and
 * unit equal to the range's. Sales channels come down to `["online"]` when one is online
 * (the 'Compra Online' link), else none. Of the
 * price, the card shows the minimum, its unit and period; of the price detail, the age range.
 * The translations of the labels it keeps (the type's name, the age range) stay beside them,
 * for the API to answer the visitor's language.
 */
export function listItemOf(item: ProductItem): ProductListItem {
  const organization = item.organization;
  const type = item.insuranceType;
  const metadata = item.insuranceMetadata;
  const display = metadata?.metadata;
  const image = organization?.metadata?.image ?? organization?.metadata?.img;
  return compact({
    id: item.id,
    displayName: item.displayName,
    productCode: item.productCode,
    url: item.url,
    // The 'new' badge reads isNew only when availableFrom is absent.
    isNew: item.availableFrom ? undefined : item.isNew,
    availableFrom: item.availableFrom,
    exclusive: item.exclusive,
    isPromoted: item.isPromoted,
    score: item.score,
    distance: item.distance,
    ...listPrice(item),
    newWindowUrl: item.newWindowUrl,
    organization: organization && {
      id: organization.id,
      displayName: organization.displayName,
      type: organization.type,
      metadata: {
        url: organization.metadata?.url,
        image,
        typeAlias: organization.metadata?.typeAlias,
      },
      quality: cardQuality(organization.quality),
    },
    insuranceType: type && {
      id: type.id,
      name: type.name,
      displayName: type.displayName,
      color: type.color,
      url: type.url,
      upperType: type.upperType && { name: type.upperType.name },
      translations: translationsOf(type.translations, "displayName"),
    },
    insuranceMetadata: metadata && {
      url: metadata.url === item.url ? undefined : metadata.url,
      // A card asks one thing of the sales channels: is one of them online ('Compra Online').
      salesChannel: [...(metadata.salesChannel ?? []), ...(display?.salesChannel ?? [])].some(
        (channel) => channel.trim().toLowerCase() === "online",
      )
        ? ["online"]
        : undefined,
      metadata: display && {
        logo: display.logo === image ? undefined : display.logo,
        isPopular: display.isPopular,
        hasOffer: display.hasOffer,
        minsubscribers: display.minsubscribers,
        price_detail: display.price_detail?.age_range
          ? {
              age_range: display.price_detail.age_range,
              translations: translationsOf(display.price_detail.translations, "age_range"),
            }
          : undefined,
      },
    },
  }) as ProductListItem;
}

/** The translations of one field, in each language that has it. */
function translationsOf(
  translations: LabelTranslations | undefined,
  field: string,
): LabelTranslations | undefined {
  if (!translations) return undefined;
  return Object.fromEntries(
    Object.entries(translations).flatMap(([language, texts]) =>
      texts?.[field] ? [[language, { [field]: texts[field] }]] : [],
    ),
  );
}

/**
 * Cards read `price.minPrice ?? priceRange.from` and `price.unit ?? priceRange.unit`, and show
 * "Desde" when there is a range: a value the two repeat is sent once.
 */
function listPrice(item: ProductItem) {
  const price = item.price;
  const range = item.priceRange;
  const unit = (value: { code: string } | null | undefined) => value && { code: value.code };
  const sameAmount = range?.from != null && price?.minPrice === range.from;
  const sameUnit = Boolean(price?.unit) && price?.unit?.code === range?.unit?.code;
  return {
    price: price && {
      minPrice: sameAmount ? undefined : price.minPrice,
      unit: unit(price.unit),
      paymentMode: price.paymentMode,
    },
    priceRange: range && { from: range.from, unit: sameUnit ? undefined : unit(range.unit) },
  };
}

/** A copy without null, undefined, false or empty objects. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const kept = compact(inner);
    if (kept === null || kept === undefined || kept === false) continue;
    if (typeof kept === "object" && !Array.isArray(kept) && Object.keys(kept).length === 0)
      continue;
    out[key] = kept;
  }
  return out;
}

/**
 * Of the insurer's quality figures, what a card shows: the reviews, and the share of claims
 * paid with its source and date. The plan page and the comparison read the rest from the
 * product's own answer.
 */
function cardQuality(quality: InsurerQuality | null | undefined): InsurerQuality | undefined {
  if (!quality) return undefined;
  const regulator = quality.regulator;
  return {
    reviews: quality.reviews,
    regulator: regulator && {
      claimsPaidPercent: regulator.claimsPaidPercent,
      complaintIndex: null,
      resolutionDays: null,
      source: regulator.source,
      sourceUrl: null,
      asOf: regulator.asOf,
      demo: regulator.demo,
    },
  };
}
