import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Country id 0 holds data shared by every country (route translations). */
export const SHARED_COUNTRY_ID = 0;

/**
 * One schema for PGlite and PostgreSQL. Catalogue tables keep the columns the
 * API filters and sorts on as real columns; the nested display data sits in
 * jsonb and is validated with the domain schemas when it leaves the server.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | Buffer }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- catalogue

export const countries = pgTable("countries", {
  id: integer("id").primaryKey(),
  code: text("code").notNull(),
  position: integer("position").notNull().default(0),
  data: jsonb("data").notNull(),
});

export const regions = pgTable(
  "regions",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    orderPosition: integer("order_position").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [index("regions_country_idx").on(t.countryId, t.orderPosition)],
);

export const workSectors = pgTable(
  "work_sectors",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    position: integer("position").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [index("work_sectors_country_idx").on(t.countryId, t.position)],
);

/** Small per-country documents: menu, contact information, business lines, information pages, chat... */
export const referenceDocuments = pgTable(
  "reference_documents",
  {
    countryId: integer("country_id").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.kind, t.name] })],
);

export const organizations = pgTable(
  "organizations",
  {
    id: integer("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    organizationType: text("organization_type").notNull(),
    organizationCode: text("organization_code"),
    url: text("url"),
    displayName: text("display_name").notNull(),
    availableToSell: boolean("available_to_sell").notNull().default(true),
    data: jsonb("data").notNull(),
  },
  (t) => [
    index("organizations_country_type_idx").on(t.countryId, t.organizationType),
    index("organizations_url_idx").on(t.countryId, t.url),
    index("organizations_code_idx").on(t.countryId, t.organizationCode),
  ],
);

export const insuranceTypes = pgTable(
  "insurance_types",
  {
    id: integer("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    name: text("name").notNull(),
    url: text("url"),
    upperType: text("upper_type"),
    data: jsonb("data").notNull(),
  },
  (t) => [
    index("insurance_types_country_name_idx").on(t.countryId, t.name),
    index("insurance_types_country_upper_idx").on(t.countryId, t.upperType),
  ],
);

export const coverageOrganizations = pgTable(
  "coverage_organizations",
  {
    id: integer("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    displayName: text("display_name").notNull(),
    /** displayName without accents, spaces as hyphens (route resolution step 3). */
    slug: text("slug").notNull(),
    data: jsonb("data").notNull(),
    /** The provider directory (`@qs/domain/provider`): null for a network without a place. */
    kind: text("kind"),
    address: text("address"),
    city: text("city"),
    region: text("region"),
    /** Chile's region number (`regionNumero`). */
    regionNumber: integer("region_number"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    /** The city and the specialties as `providerSearchText` writes them (the search's filters). */
    cityKey: text("city_key"),
    specialtyKeys: text("specialty_keys").array().notNull().default(sql`'{}'::text[]`),
    /** Opening hours as the provider publishes them. */
    hours: text("hours"),
    /** Name and city as `providerSearchText` writes them: what the search compares. */
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    index("coverage_organizations_country_idx").on(t.countryId, t.slug),
    // GiST rather than GIN: the planner takes it for `<%` with the country filter beside it
    // (bench/provider-search.mjs: 3 ms where GIN led it to a sequential scan of 30 ms).
    index("coverage_organizations_search_gist_idx").using("gist", t.searchText.op("gist_trgm_ops")),
    index("coverage_organizations_city_idx").on(t.countryId, t.cityKey),
  ],
);

/** How each plan covers each provider of its network (`@qs/domain/provider` NetworkLevel). */
export const productNetwork = pgTable(
  "product_network",
  {
    productId: integer("product_id").notNull(),
    organizationId: integer("organization_id").notNull(),
    level: text("level").notNull(),
    copayPercent: integer("copay_percent"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.organizationId] }),
    index("product_network_organization_idx").on(t.organizationId),
  ],
);

/**
 * What an Isapre publishes of each plan beyond its price (`@qs/domain/isapre-plan-data`): the
 * factor table, the benefits with their coverage and the fee schedule, read by the plan page's
 * tabs through GET /api/infoplanes/*.
 */
export const isaprePlanData = pgTable("isapre_plan_data", {
  productId: integer("product_id").primaryKey(),
  factors: jsonb("factors").notNull(),
  benefits: jsonb("benefits").notNull(),
  fees: jsonb("fees").notNull(),
});

/** The filter and sort columns of a product: narrow rows, scanned to choose a comparison page. */
export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    organizationId: integer("organization_id").notNull(),
    organizationType: text("organization_type").notNull(),
    insuranceTypeId: integer("insurance_type_id").notNull(),
    /** Insurance type name (productType filter: 'SEGURO COLECTIVO', 'SEGURO_MASCOTAS'...). */
    insuranceTypeName: text("insurance_type_name").notNull(),
    upperType: text("upper_type"),
    productCode: text("product_code").notNull(),
    url: text("url"),
    minPrice: doublePrecision("min_price"),
    promoted: boolean("promoted").notNull().default(false),
    popular: boolean("popular").notNull().default(false),
    score: doublePrecision("score"),
    distance: doublePrecision("distance"),
    availableFrom: date("available_from", { mode: "string" }),
    salesChannelOnline: boolean("sales_channel_online").notNull().default(false),
    active: boolean("active").notNull().default(true),
    coverageOrganizationIds: integer("coverage_organization_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    coverageCountryIds: integer("coverage_country_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    featureIds: integer("feature_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** Health-insurance systems (prevision) the product is sold to; empty means any. */
    previsions: text("previsions").array().notNull().default(sql`'{}'::text[]`),
    /** When the product's row was last written (the sitemap's lastmod). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_code_uq").on(t.productCode),
    index("products_country_type_idx").on(t.countryId, t.organizationType, t.active, t.minPrice),
    index("products_country_url_idx").on(t.countryId, t.url),
    index("products_organization_idx").on(t.organizationId),
    index("products_insurance_type_idx").on(t.insuranceTypeId),
    index("products_country_price_idx").on(t.countryId, t.minPrice, t.id),
  ],
);

/** The display data of a product, one row per product, read once a page of ids is chosen. */
export const productDetails = pgTable("product_details", {
  productId: integer("product_id").primaryKey(),
  /** The whole product item (detail page, structured data). */
  item: jsonb("item").notNull(),
  /** The item of the comparison listing: without coverages, which each card loads on its own. */
  listItem: jsonb("list_item").notNull(),
  coverageInformation: jsonb("coverage_information").notNull(),
  features: jsonb("features").notNull(),
  benefitCategories: jsonb("benefit_categories").notNull(),
  paymentInfo: jsonb("payment_info"),
  salesChannels: jsonb("sales_channels"),
  faqs: jsonb("faqs"),
  information: jsonb("information"),
});

/** Price table rows: by age band and sex for people, by species, breed and age for pets. */
export const priceRows = pgTable(
  "price_rows",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull(),
    sex: text("sex"),
    ageMin: integer("age_min").notNull(),
    ageMax: integer("age_max").notNull(),
    species: text("species"),
    breed: text("breed"),
    price: doublePrecision("price").notNull(),
    unit: text("unit").notNull(),
  },
  (t) => [index("price_rows_product_idx").on(t.productId, t.ageMin)],
);

export const offers = pgTable(
  "offers",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull(),
    productCode: text("product_code").notNull(),
    /** Units left; null means no stock limit. Zero answers 204. */
    stock: integer("stock"),
    active: boolean("active").notNull().default(true),
    data: jsonb("data").notNull(),
  },
  (t) => [index("offers_product_code_idx").on(t.productCode)],
);

export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull(),
    fileName: text("file_name").notNull(),
    pageCount: integer("page_count").notNull(),
    size: integer("size").notNull(),
    metadata: jsonb("metadata").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("documents_product_idx").on(t.productId)],
);

export const profileForms = pgTable(
  "profile_forms",
  {
    countryId: integer("country_id").notNull(),
    productTypeName: text("product_type_name").notNull(),
    formClass: text("form_class").notNull(),
    definition: jsonb("definition").notNull(),
    validationRules: jsonb("validation_rules").notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.productTypeName] })],
);

export const partners = pgTable(
  "partners",
  {
    id: integer("id").primaryKey(),
    subdomain: text("subdomain"),
    /** SHA-256 (hex) of the token the partner's iframe carries; the token itself is never stored. */
    iframeToken: text("iframe_token"),
    data: jsonb("data").notNull(),
  },
  (t) => [
    uniqueIndex("partners_subdomain_uq").on(t.subdomain),
    uniqueIndex("partners_token_uq").on(t.iframeToken),
  ],
);

/**
 * Referral advisors and the users behind /api/users/{reference}: the catalogue's opaque
 * reference names them from outside, never the sequential id.
 */
export const advisors = pgTable(
  "advisors",
  {
    id: integer("id").primaryKey(),
    reference: text("reference").notNull(),
    email: text("email").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [
    uniqueIndex("advisors_email_uq").on(t.email),
    uniqueIndex("advisors_reference_uq").on(t.reference),
  ],
);

/** Images of the catalogue (logos), named by content hash: `/api/assets/{name}` serves them. */
export const assets = pgTable("assets", {
  /** `<first 12 hex digits of the SHA-256 of the bytes>.<extension>`. */
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  content: bytea("content").notNull(),
});

export const ufValues = pgTable("uf_values", {
  date: date("date", { mode: "string" }).primaryKey(),
  value: doublePrecision("value").notNull(),
});

/**
 * One row (id 1): the catalogue's version. A statement-level trigger on every catalogue table
 * (migration 0002) adds one to it in the transaction of the write and notifies the
 * `catalogue_version` channel, so every API process drops its cached answers.
 */
export const catalogueVersion = pgTable("catalogue_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- operations

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").notNull(),
    countryId: integer("country_id").notNull(),
    email: text("email"),
    name: text("name"),
    phone: text("phone"),
    productCode: text("product_code"),
    payload: jsonb("payload").notNull(),
    consent: boolean("consent").notNull(),
    consentTextVersion: text("consent_text_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the lead's access token (capability); the token itself is never stored. */
    accessTokenHash: text("access_token_hash"),
    /** The consent record the visitor gave with this lead. */
    consentRecordId: uuid("consent_record_id"),
    /**
     * The lead's place in its lifecycle (reference-data statuses, `@qs/domain/lead-status`).
     * Every change goes through `checkLeadChange` of `@qs/domain/lead-lifecycle`; requests
     * from the site start at 8 Web, purchases at 500 Contratacion Online.
     */
    statusId: integer("status_id").notNull().default(8),
    subStatusId: integer("sub_status_id"),
    /** Why a failed lead failed (`@qs/catalogs/failure-reasons`); only with status 4 Fallido. */
    failureReasonId: integer("failure_reason_id"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The advisor whose queue holds the lead (a member of staff); null: unassigned. */
    assignedTo: integer("assigned_to").references((): AnyPgColumn => staffMembers.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_email_idx").on(t.email),
    index("leads_status_idx").on(t.statusId, t.subStatusId),
    // The inbox: a market's leads, oldest first; an advisor's queue, oldest first.
    index("leads_inbox_idx").on(t.countryId, t.createdAt),
    index("leads_created_idx").on(t.createdAt),
    index("leads_assignee_idx").on(t.assignedTo, t.createdAt),
    // A referrer's leads (the referral advisor's e-mail the request carries), newest first.
    index("leads_referrer_idx").on(
      sql`lower(trim(coalesce(${t.payload} #>> '{profile,referido,email}', ${t.payload} #>> '{datosingresados,referido,email}')))`,
      t.createdAt,
    ),
    check("leads_failure_reason_ck", sql`${t.failureReasonId} is null or ${t.statusId} = 4`),
    uniqueIndex("leads_idempotency_uq").on(t.idempotencyKey),
    uniqueIndex("leads_access_token_uq").on(t.accessTokenHash),
  ],
);

/**
 * What happened to a lead after it arrived, for its timeline: each status change (through
 * `changeLeadStatus`) and each assignment, with who made it (a member of staff; null: the
 * product itself, e.g. a payment's outcome or a referral's executive).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    kind: text("kind").notNull(),
    actorId: integer("actor_id").references(() => staffMembers.id),
    statusId: integer("status_id"),
    subStatusId: integer("sub_status_id"),
    failureReasonId: integer("failure_reason_id"),
    assigneeId: integer("assignee_id").references(() => staffMembers.id),
  },
  (t) => [
    index("lead_events_lead_idx").on(t.leadId, t.id),
    check("lead_events_kind_ck", sql`${t.kind} in ('status', 'assignment')`),
  ],
);

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    requestHash: text("request_hash").notNull(),
    method: text("method").notNull(),
    /** The route's pattern (`/api/compra-online/{token}/pago`), never an address with a token. */
    path: text("path").notNull(),
    status: integer("status").notNull(),
    /**
     * The first answer's body (JSON text), sealed with TOKEN_ENCRYPTION_KEY and bound to `key`
     * (`platform/sealed.ts`): it may carry a token. A replay opens it and sends it byte for byte.
     */
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [index("idempotency_keys_created_idx").on(t.createdAt)],
);

export const downloadLinks = pgTable(
  "download_links",
  {
    /** SHA-256 of the download code: the code itself is only in the e-mail's link. */
    code: text("code").primaryKey(),
    documentId: integer("document_id").notNull(),
    insuranceId: integer("insurance_id").notNull(),
    email: text("email").notNull(),
    fingerprintId: text("fingerprint_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    downloads: integer("downloads").notNull().default(0),
  },
  (t) => [
    index("download_links_email_idx").on(t.email, t.createdAt),
    index("download_links_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Outgoing mail (`platform/mail-outbox.ts`): queued here, delivered by the mail job. `body` is
 * the text staff and the visitor's data page may see, each private link replaced by
 * "[enlace privado]"; the message as sent is only in `sealed_body`, encrypted with
 * TOKEN_ENCRYPTION_KEY, and dropped once it is delivered (`sent_at`).
 * `country_id` is the market the message was written for, so the back office shows it only to
 * staff of that country; messages written before it was kept hold the country of the lead
 * or download link they refer to, or null (shown only to staff of every country).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** The text without its private links. */
    body: text("body").notNull(),
    /** The message as the recipient gets it, sealed; null once sent (or never to be sent). */
    sealedBody: text("sealed_body"),
    reference: text("reference"),
    countryId: integer("country_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When the mail transport took the message; null while it is queued. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Hand-overs the transport refused so far. */
    attempts: integer("attempts").notNull().default(0),
    /** Why the last hand-over failed (the transport's words, shortened); null after none. */
    lastError: text("last_error"),
    /** Not tried again before this time (the backoff after a refusal); null: at once. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** When delivery gave up after the last attempt; its sealed text is dropped then. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_queued_idx")
      .on(t.id)
      .where(sql`${t.sentAt} is null and ${t.sealedBody} is not null`),
  ],
);

export const robotFlags = pgTable(
  "robot_flags",
  {
    clientKey: text("client_key").primaryKey(),
    flaggedAt: timestamp("flagged_at", { withTimezone: true }).notNull(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedWithHash: text("lifted_with_hash"),
  },
  (t) => [index("robot_flags_flagged_idx").on(t.flaggedAt)],
);

export const sharedLinks = pgTable("shared_links", {
  code: text("code").primaryKey(),
  kind: text("kind").notNull(),
  countryId: integer("country_id").notNull(),
  url: text("url").notNull(),
  decodedProfile: jsonb("decoded_profile"),
  /** SHA-256 of the token that may change the link (returned to its creator only). */
  editTokenHash: text("edit_token_hash"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

export const feedbacks = pgTable(
  "feedbacks",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id"),
    countryId: integer("country_id").notNull(),
    data: jsonb("data").notNull(),
    /** SHA-256 of the feedback's access token; the serial id never leaves the server. */
    accessTokenHash: text("access_token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("feedbacks_lead_idx").on(t.leadId),
    uniqueIndex("feedbacks_access_token_uq").on(t.accessTokenHash),
  ],
);

/** Hits of one client (or e-mail) on one limited action in the current window. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_expires_idx").on(t.expiresAt)],
);

/** Proof-of-work challenges already redeemed: a solution counts once. */
export const spentChallenges = pgTable(
  "spent_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_challenges_expires_idx").on(t.expiresAt)],
);

/** The registry of consent texts: what a visitor agrees to, by purpose, version and country. */
export const consentTexts = pgTable(
  "consent_texts",
  {
    purpose: text("purpose").notNull(),
    version: text("version").notNull(),
    countryId: integer("country_id").notNull(),
    /** The text by language: { es, en, pt }. */
    texts: jsonb("texts").notNull(),
    /** The law the text answers to (Ley 21.719, Ley 1581, Ley 29733...). */
    law: text("law").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** Set when a newer version replaces it; records keep pointing at the version agreed. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.version, t.countryId] })],
);

/** One express consent given by a visitor: which text, when, and its withdrawal. */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey(),
    /** SHA-256 of the record's access token, held by the visitor who consented. */
    accessTokenHash: text("access_token_hash").notNull(),
    purpose: text("purpose").notNull(),
    version: text("version").notNull(),
    countryId: integer("country_id").notNull(),
    language: text("language").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** Where it was given: the page a chat was opened on, a purchase's address; null for leads and older records. */
    origin: text("origin"),
  },
  (t) => [
    uniqueIndex("consent_records_access_token_uq").on(t.accessTokenHash),
    index("consent_records_granted_idx").on(t.grantedAt),
  ],
);

// ---------------------------------------------------------------- online purchase

/**
 * A purchase in progress ('Compra Online'): the plan as it was priced when the purchase
 * started (`plan`: name, insurer, amount, currency, steps, payment options), and each step's
 * data as the buyer saved it. Reached only through a token of `purchase_draft_tokens`.
 * `expiresAt` moves forward with each save; the retention job deletes unpaid drafts.
 */
export const purchaseDrafts = pgTable(
  "purchase_drafts",
  {
    id: uuid("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    productId: integer("product_id").notNull(),
    productCode: text("product_code").notNull(),
    /** The lead behind the purchase, once the holder (or company) step is saved. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The record of the purchase's privacy notice (`compra`), written when it started. */
    consentRecordId: uuid("consent_record_id"),
    /** What was sold and for how much: fixed when the purchase starts. */
    plan: jsonb("plan").notNull(),
    /** The profile the price was computed for. */
    profile: jsonb("profile"),
    /** Saved steps by key (holder, beneficiaries, health, company). */
    steps: jsonb("steps").notNull().default(sql`'{}'::jsonb`),
    /** The employee list's summary (file name, layout, rows, when); its rows in purchase_employees. */
    employees: jsonb("employees"),
    /** Resume reminders sent since the buyer last saved something, and when the last one went. */
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastReminderAt: timestamp("last_reminder_at", { withTimezone: true }),
    /** The buyer's last save (a step, the employee list, a payment started): reminders count from it. */
    activeAt: timestamp("active_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("purchase_drafts_lead_idx").on(t.leadId),
    index("purchase_drafts_active_idx").on(t.activeAt),
    // 'Mis datos' finds a purchase from the record of its notice (its first token).
    index("purchase_drafts_consent_record_idx").on(t.consentRecordId),
  ],
);

/**
 * The capabilities that open a draft: the first one given when it starts, fresh ones in a
 * reminder's link and in the provider's return address. Only SHA-256 hashes are stored.
 */
export const purchaseDraftTokens = pgTable(
  "purchase_draft_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => purchaseDrafts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("purchase_draft_tokens_draft_idx").on(t.draftId),
    index("purchase_draft_tokens_expires_idx").on(t.expiresAt),
  ],
);

/** The employee list of a company purchase, stored only when the whole file was valid. */
export const purchaseEmployees = pgTable(
  "purchase_employees",
  {
    id: serial("id").primaryKey(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => purchaseDrafts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    data: jsonb("data").notNull(),
  },
  (t) => [index("purchase_employees_draft_idx").on(t.draftId, t.position)],
);

/**
 * One attempt to pay a draft at a provider. Card data never reaches it: only the outcome,
 * the provider's error code and the card's last four digits the provider reports.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => purchaseDrafts.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    flowType: text("flow_type").notNull(),
    amount: doublePrecision("amount").notNull(),
    currency: text("currency").notNull(),
    /** PENDING, OK, DECLINED or FAIL (reference-data payment states). */
    state: text("state").notNull(),
    errorCode: text("error_code"),
    cardLast4: text("card_last4"),
    /** The order attempts were made in (several can share a timestamp). */
    seq: serial("seq").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("payments_draft_idx").on(t.draftId, t.seq),
    check("payments_state_ck", sql`${t.state} in ('PENDING', 'OK', 'DECLINED', 'FAIL')`),
  ],
);

/**
 * The built-in sandbox provider's own record of a checkout: what it charges, where it sends
 * the buyer back and where it notifies. A real provider keeps this on its side.
 */
export const sandboxCheckouts = pgTable(
  "sandbox_checkouts",
  {
    id: text("id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    flowType: text("flow_type").notNull(),
    amount: doublePrecision("amount").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    returnUrl: text("return_url").notNull(),
    notifyUrl: text("notify_url").notNull(),
    /** approved, declined, insufficient, timeout; null while the buyer has not paid. */
    outcome: text("outcome"),
    cardLast4: text("card_last4"),
    /** The notification of the outcome (JSON), kept until the notify address accepts it. */
    event: text("event"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("sandbox_checkouts_payment_idx").on(t.paymentId),
    index("sandbox_checkouts_undelivered_idx")
      .on(t.completedAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/** Every provider notification processed, by its event id: a replay is recognised and ignored. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    eventId: text("event_id").primaryKey(),
    provider: text("provider").notNull(),
    paymentId: uuid("payment_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_notifications_payment_idx").on(t.paymentId)],
);

/**
 * A sale. At most one per payment and one per draft, whatever the number of confirmations a
 * provider sends; a non-automated transfer makes one without a payment (saleState PENDING
 * until staff confirm it).
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    number: text("number").notNull(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => purchaseDrafts.id),
    paymentId: uuid("payment_id").references(() => payments.id),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    countryId: integer("country_id").notNull(),
    productCode: text("product_code").notNull(),
    flowType: text("flow_type").notNull(),
    subscription: boolean("subscription").notNull(),
    amount: doublePrecision("amount").notNull(),
    currency: text("currency").notNull(),
    /** OK (paid) or PENDING (a transfer to be confirmed). */
    saleState: text("sale_state").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("orders_number_uq").on(t.number),
    uniqueIndex("orders_payment_uq").on(t.paymentId),
    uniqueIndex("orders_draft_uq").on(t.draftId),
    index("orders_lead_idx").on(t.leadId),
    // The back office's orders list: newest first, by payment state.
    index("orders_created_idx").on(t.createdAt),
    index("orders_state_created_idx").on(t.saleState, t.createdAt),
    check("orders_sale_state_ck", sql`${t.saleState} in ('OK', 'PENDING')`),
  ],
);

/** The periods of a subscription: the first paid with the order, the next due a month later. */
export const paymentPeriods = pgTable(
  "payment_periods",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    period: integer("period").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** pay, pending or overdue (reference-data payment period states). */
    state: text("state").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Overdue reminders (mora_1..3) sent for this period. */
    remindersSent: integer("reminders_sent").notNull().default(0),
  },
  (t) => [
    uniqueIndex("payment_periods_order_period_uq").on(t.orderId, t.period),
    index("payment_periods_due_idx").on(t.state, t.dueDate),
    check("payment_periods_state_ck", sql`${t.state} in ('pay', 'pending', 'overdue')`),
  ],
);

/**
 * Members of staff who use the back office, from STAFF_TOKENS (upserted at start). Only the
 * SHA-256 of each token is stored; a member whose entry leaves STAFF_TOKENS is deactivated.
 * `countries` are the market codes the member works (their role's, narrowed by their entry):
 * the back office shows and changes nothing of another country.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** SHA-256 of a machine's STAFF_TOKENS token; null for a person who signs in. */
    tokenHash: text("token_hash"),
    countries: text("countries").array().notNull().default(sql`'{CL,PE,CO,INT}'::text[]`),
    /** False: disabled (DISABLED_USER); a disabled member's sessions and token stop working. */
    active: boolean("active").notNull().default(true),
    /** scrypt of the password (`platform/password-hash.ts`); null for a machine. */
    passwordHash: text("password_hash"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** Failed sign-ins in a row; the tenth locks the account until `locked_until`. */
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The authenticator app's key (TOTP), sealed; null: none set up (the next sign-in sets one). */
    totpSecret: text("totp_secret"),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("staff_members_email_uq").on(t.email),
    uniqueIndex("staff_members_token_uq").on(t.tokenHash),
  ],
);

/**
 * A sign-in waiting for its second factor: the password was right, the code is still to come.
 * Only the SHA-256 of the challenge is kept; `pending_secret` (sealed) is the key a member
 * without one is setting up, kept here until their first right code.
 */
export const staffSignInChallenges = pgTable(
  "staff_sign_in_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    pendingSecret: text("pending_secret"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sign_in_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * Password reset links sent to members: only the SHA-256 of the link's token is kept; a link
 * works once (its row is deleted) and until `expires_at`; a new one replaces the older ones.
 */
export const staffPasswordResets = pgTable(
  "staff_password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("staff_password_resets_member_idx").on(t.memberId),
    index("staff_password_resets_expires_idx").on(t.expiresAt),
  ],
);

/** A member's passwords, newest last: a new one may not repeat the last four. */
export const staffPasswordHistory = pgTable(
  "staff_password_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_password_history_member_idx").on(t.memberId, t.createdAt)],
);

/**
 * Signed-in members' sessions: only the SHA-256 of the cookie's token is kept. A session ends
 * when its member signs out, after `SESSION_IDLE_MINUTES` without a request, or
 * `SESSION_MAX_HOURS` after it opened, whichever comes first.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Where the member signed in from (client-identity.ts), for the audit. */
    clientAddress: text("client_address").notNull(),
  },
  (t) => [
    uniqueIndex("staff_sessions_token_uq").on(t.tokenHash),
    index("staff_sessions_member_idx").on(t.memberId),
  ],
);

/**
 * The staff audit: one row per back-office request of a member of staff that read personal
 * data or changed something, refusals included (who, what, when, from where). It holds
 * identifiers only: the route's pattern (never its query string, which may carry an
 * address), the kind and ids of the records read or changed and their countries, never
 * their contents. Kept AUDIT_RETENTION_DAYS, then purged by the retention job.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => staffMembers.id),
    /** The member's e-mail and role when they made the request. */
    memberEmail: text("member_email").notNull(),
    role: text("role").notNull(),
    /** `GET /api/back-office/leads/{id}`: the method and the route's pattern. */
    action: text("action").notNull(),
    /** lead, order, mail, chat_conversation, staff_audit; null when nothing was named. */
    targetType: text("target_type"),
    targetIds: text("target_ids").array().notNull().default(sql`'{}'::text[]`),
    /** Market codes of the records read or changed. */
    countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
    /** The answer's HTTP status: 200 and 201 done, 4xx refused, 500 failed. */
    status: integer("status").notNull(),
    /** The client's address (client-identity.ts: the socket's, or the trusted proxies' hop). */
    clientAddress: text("client_address").notNull(),
  },
  (t) => [
    index("staff_audit_at_idx").on(t.at),
    index("staff_audit_member_idx").on(t.memberEmail, t.at),
  ],
);

// ---------------------------------------------------------------- chat

/**
 * A visitor's chat conversation, opened with the pre-form. Reached only with its capability
 * token (its SHA-256 is stored); `topic` is the pre-form's topic index.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    countryId: integer("country_id").notNull(),
    language: text("language").notNull(),
    topic: integer("topic").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    path: text("path").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The record of the chat's privacy notice (`chat`), written when it was opened. */
    consentRecordId: uuid("consent_record_id"),
    /** The advisor answering it (the last to take it or be handed it); null: nobody yet. */
    assignedTo: integer("assigned_to").references((): AnyPgColumn => staffMembers.id),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("chat_conversations_token_uq").on(t.tokenHash),
    index("chat_conversations_open_idx").on(t.closedAt, t.createdAt),
    check("chat_conversations_language_ck", sql`${t.language} in ('ES', 'EN', 'PT')`),
  ],
);

/**
 * The messages of a conversation, in the order of their id (the event stream resumes after
 * one). `read_at` marks an advisor's reply the visitor has seen.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    advisorEmail: text("advisor_email"),
    body: text("body").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.id),
    check("chat_messages_author_ck", sql`${t.author} in ('visitor', 'advisor', 'system')`),
    check("chat_messages_body_ck", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * A comparison a visitor saved with an e-mail address (`@qs/domain/api/saved-comparisons`):
 * the plans, the profile they are priced for, and what each cost when the visitor was last told
 * (`snapshot`: code to `{ amount, unit, name }`). Reached by its access token (the e-mail's
 * link); alerts wait for that link's confirmation and stop on the visitor's word.
 */
export const savedComparisons = pgTable(
  "saved_comparisons",
  {
    id: uuid("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    email: text("email").notNull(),
    productCodes: text("product_codes").array().notNull(),
    profile: jsonb("profile"),
    snapshot: jsonb("snapshot").notNull(),
    accessTokenHash: text("access_token_hash").notNull(),
    /** The one-click stop link of the last alert (each alert writes a new one). */
    stopTokenHash: text("stop_token_hash"),
    consentRecordId: uuid("consent_record_id"),
    /** pending (until the e-mail's link confirms it), active or stopped. */
    alerts: text("alerts").notNull().default("pending"),
    /** The catalogue version its prices were last checked at. */
    checkedVersion: integer("checked_version").notNull().default(0),
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("saved_comparisons_token_uq").on(t.accessTokenHash),
    index("saved_comparisons_stop_idx").on(t.stopTokenHash),
    index("saved_comparisons_alerts_idx").on(t.alerts, t.checkedVersion),
  ],
);

// ---------------------------------------------------------------- clients' portal

/** An enterprise group: several companies under one administration (`@qs/domain/client-access`). */
export const clientGroups = pgTable("client_groups", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * A client company, known by its tax id in its country (a company purchase creates it or finds
 * it); a person who buys for themselves has no company.
 */
export const clientCompanies = pgTable(
  "client_companies",
  {
    id: uuid("id").primaryKey(),
    countryId: integer("country_id").notNull(),
    identification: text("identification").notNull(),
    name: text("name").notNull(),
    groupId: uuid("group_id").references(() => clientGroups.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("client_companies_country_id_uq").on(t.countryId, t.identification),
    index("client_companies_group_idx").on(t.groupId),
  ],
);

/**
 * A client's account for the portal: its e-mail, its platform role and the company (or group)
 * it acts for. It has no password until its owner sets one through the e-mailed link; only the
 * password's scrypt hash is kept.
 */
export const clientAccounts = pgTable(
  "client_accounts",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    companyId: uuid("company_id").references(() => clientCompanies.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").references(() => clientGroups.id, { onDelete: "cascade" }),
    passwordHash: text("password_hash"),
    passwordSetAt: timestamp("password_set_at", { withTimezone: true }),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("client_accounts_email_uq").on(t.email),
    index("client_accounts_company_idx").on(t.companyId),
  ],
);

/** The single-use links to set an account's password (SHA-256 of the token only). */
export const clientPasswordLinks = pgTable(
  "client_password_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => clientAccounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("client_password_links_account_idx").on(t.accountId)],
);

/** Signed-in clients' sessions, as the staff's: only the SHA-256 of the cookie's token. */
export const clientSessions = pgTable(
  "client_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => clientAccounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("client_sessions_account_idx").on(t.accountId)],
);

/**
 * A policy: what a paid order becomes. It belongs to the company that bought it, or to the
 * buyer's own account (a person's purchase). Its state is one of the spec's policy states.
 */
export const policies = pgTable(
  "policies",
  {
    id: uuid("id").primaryKey(),
    number: text("number").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    companyId: uuid("company_id").references(() => clientCompanies.id),
    holderAccountId: uuid("holder_account_id").references(() => clientAccounts.id),
    countryId: integer("country_id").notNull(),
    productCode: text("product_code").notNull(),
    productName: text("product_name").notNull(),
    insurerName: text("insurer_name").notNull(),
    state: text("state").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("policies_order_uq").on(t.orderId),
    uniqueIndex("policies_number_uq").on(t.number),
    index("policies_company_idx").on(t.companyId),
    index("policies_holder_idx").on(t.holderAccountId),
    check(
      "policies_state_ck",
      sql`${t.state} in ('ACTIVE', 'CANCELED', 'PENDING', 'PROCESS_ACTIVATION', 'PROCESS_CANCELLATION', 'DECLINE')`,
    ),
  ],
);

/**
 * The people a company policy insures: one row per person (by RUT or identification) and
 * policy, ACTIVE from their activation, INACTIVE from their cancellation; the bulk-load row
 * they came from is kept in `data`. `search` holds their name and identification without
 * accents or case, for the portal's search. A movement the company asks for is a process until
 * staff accept or decline it (`process`): an activation waits as PENDING, a cancellation waits
 * with the person still ACTIVE and the requested exclusion date in `endDate`.
 */
export const policyEmployees = pgTable(
  "policy_employees",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    legalId: text("legal_id").notNull(),
    fullName: text("full_name").notNull(),
    search: text("search").notNull(),
    state: text("state").notNull(),
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    /** activation or cancellation while a movement waits for staff; null otherwise. */
    process: text("process"),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    data: jsonb("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("policy_employees_person_uq").on(t.policyId, t.legalId),
    index("policy_employees_list_idx").on(t.policyId, t.state, t.fullName, t.id),
    index("policy_employees_process_idx")
      .on(t.policyId, t.process, t.fullName, t.id)
      .where(sql`${t.process} is not null`),
    check("policy_employees_state_ck", sql`${t.state} in ('ACTIVE', 'PENDING', 'INACTIVE')`),
    check(
      "policy_employees_process_ck",
      sql`${t.process} is null or ${t.process} in ('activation', 'cancellation')`,
    ),
  ],
);

/**
 * A tax document annulled by after-sales (the spec's tax-document states: ACTIVE, CANCELLED):
 * a paid period's document is ACTIVE unless a row here says CANCELLED; reactivating it deletes
 * the row.
 */
export const cancelledTaxDocuments = pgTable(
  "cancelled_tax_documents",
  {
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    period: integer("period").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull(),
    staffId: text("staff_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.period] })],
);

/**
 * The comment thread of a period's tax document: the company asks, staff answer. `author` is
 * client (an account of the company) or staff (a member of staff, shown to the client as the
 * team).
 */
export const taxDocumentComments = pgTable(
  "tax_document_comments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    period: integer("period").notNull(),
    author: text("author").notNull(),
    accountId: uuid("account_id").references(() => clientAccounts.id, { onDelete: "set null" }),
    staffId: text("staff_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("tax_document_comments_period_idx").on(t.policyId, t.period, t.at),
    check("tax_document_comments_author_ck", sql`${t.author} in ('client', 'staff')`),
  ],
);

/** A policy's history: what happened to it, when and by whom (an account, or the system). */
export const policyEvents = pgTable(
  "policy_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    accountId: uuid("account_id").references(() => clientAccounts.id, { onDelete: "set null" }),
    /** created, activation, cancellation, period_paid, renewal. */
    kind: text("kind").notNull(),
    detail: jsonb("detail").notNull(),
  },
  (t) => [index("policy_events_policy_idx").on(t.policyId, t.at)],
);
