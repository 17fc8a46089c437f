import type { CountryConfig } from "@qs/domain/country-config";
import type { VisitorProfile } from "@qs/domain/profile";
import { withoutExpiredReferral } from "@qs/domain/referral-expiry";
import { useStore } from "zustand";
import { type PersistStorage, persist } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { ProfileKind } from "./product-kind";

/**
 * The stored profiles of a site (profile spec §3): the visitor profile under the country's
 * key (V1.7, V1.6_PE, V1.6_CO, V1.6_INT) and the collective, SCTR, pet (pets_cl, pets_co)
 * and guard profiles under their own keys. Each key holds the profile's JSON itself, so a
 * profile stored by an earlier version of the site is read as it is.
 *
 * The visitor's consent to the use of the profile's health data (its receipt: access token
 * and text version) is kept beside the profile under the country's key, as the
 * `consentimiento` property of the same JSON. It is split off when read, so it never
 * travels with the profile in a request or a shared link, and a profile arriving from
 * elsewhere (a `perfil` link) never brings a consent of its own.
 */

export type StoredProfile = VisitorProfile & Record<string, unknown>;

/** What this browser keeps of a consent: the receipt of POST /api/consents. */
export interface StoredConsent {
  /** The consent's capability token: with it the visitor sees or deletes the record. */
  accessToken: string;
  /** The version of the text agreed to; a newer current version asks again. */
  version: string;
  grantedAt: string;
}

export interface ProfileState {
  profile: StoredProfile | null;
  consent: StoredConsent | null;
  save: (profile: StoredProfile) => void;
  clear: () => void;
  saveConsent: (consent: StoredConsent) => void;
  forgetConsent: () => void;
}

/** The property of the stored JSON that holds the consent receipt. */
export const CONSENT_PROPERTY = "consentimiento";

type Persisted = Pick<ProfileState, "profile" | "consent">;

function isRecord(value: unknown): value is StoredProfile {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asConsent(value: unknown): StoredConsent | null {
  if (!isRecord(value)) return null;
  const { accessToken, version, grantedAt } = value;
  return typeof accessToken === "string" && typeof version === "string"
    ? { accessToken, version, grantedAt: typeof grantedAt === "string" ? grantedAt : "" }
    : null;
}

/** The profile without any consent property it may carry. */
function withoutConsent(profile: StoredProfile): StoredProfile {
  if (!(CONSENT_PROPERTY in profile)) return profile;
  const { [CONSENT_PROPERTY]: _dropped, ...rest } = profile;
  return rest as StoredProfile;
}

/**
 * Splits what a key holds into the profile and the consent kept beside it. A referral older
 * than 30 days without an executive is dropped as the profile is read (`referral-expiry`).
 */
function readStored(stored: unknown): Persisted {
  if (!isRecord(stored)) return { profile: null, consent: null };
  const parsed = withoutExpiredReferral(stored, new Date());
  if (!(CONSENT_PROPERTY in parsed)) return { profile: parsed, consent: null };
  const profile = withoutConsent(parsed);
  return {
    profile: Object.keys(profile).length > 0 ? profile : null,
    consent: asConsent(parsed[CONSENT_PROPERTY]),
  };
}

/** The profile JSON itself under the key; a value that is not a JSON object reads as none. */
const rawProfileStorage: PersistStorage<Persisted> = {
  getItem(name) {
    try {
      const raw = globalThis.localStorage?.getItem(name);
      return { state: readStored(raw ? JSON.parse(raw) : null), version: 0 };
    } catch {
      return { state: { profile: null, consent: null }, version: 0 };
    }
  },
  setItem(name, value) {
    const { profile, consent } = value.state;
    try {
      if (profile || consent) {
        globalThis.localStorage?.setItem(
          name,
          JSON.stringify({ ...profile, ...(consent ? { [CONSENT_PROPERTY]: consent } : {}) }),
        );
      } else {
        globalThis.localStorage?.removeItem(name);
      }
    } catch {
      // Storage full or blocked (private mode): the profile lives for this page only.
    }
  },
  removeItem(name) {
    globalThis.localStorage?.removeItem(name);
  },
};

const stores = new Map<string, StoreApi<ProfileState>>();

/** The store persisted under `key`; one store per key for the life of the page. */
export function profileStore(key: string): StoreApi<ProfileState> {
  let store = stores.get(key);
  if (!store) {
    store = createStore<ProfileState>()(
      persist(
        (set) => ({
          profile: null,
          consent: null,
          save: (profile) => set({ profile: withoutConsent(profile) }),
          clear: () => set({ profile: null }),
          saveConsent: (consent) => set({ consent }),
          forgetConsent: () => set({ consent: null }),
        }),
        {
          name: key,
          storage: rawProfileStorage,
          partialize: (state) => ({ profile: state.profile, consent: state.consent }),
        },
      ),
    );
    stores.set(key, store);
  }
  return store;
}

/**
 * Forgets every store (tests start each case from what localStorage holds).
 * @internal for tests and stories
 */
export function resetProfileStores(): void {
  stores.clear();
}

/** The storage key of a kind of profile; international sites keep persons under `profile`. */
export function storageKeyFor(
  config: Pick<CountryConfig, "storageKeys">,
  kind: ProfileKind | "guards",
) {
  const keys = config.storageKeys;
  if (kind === "guards") return keys.guards;
  if (kind === "pets") return keys.pets ?? keys.profile;
  if (kind === "collective") return keys.collective;
  if (kind === "sctr") return keys.sctr;
  return keys.profile;
}

/** The stored profile under a key, re-rendering when it changes. */
export function useStoredProfile(key: string): StoredProfile | null {
  return useStore(profileStore(key), (state) => state.profile);
}

/** The consent kept under a key (the country's profile key), re-rendering when it changes. */
export function useStoredConsent(key: string): StoredConsent | null {
  return useStore(profileStore(key), (state) => state.consent);
}

/**
 * Forgets the consent kept under `key` when `accessToken` is its token: called once the
 * visitor deleted what that token reaches, so this browser keeps no spent code and no
 * consent the server no longer holds. The profile stays, and is not sent again until the
 * visitor agrees anew.
 */
export function forgetAccessToken(key: string, accessToken: string): boolean {
  const store = profileStore(key);
  if (store.getState().consent?.accessToken !== accessToken) return false;
  store.getState().forgetConsent();
  return true;
}
