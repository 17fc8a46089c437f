import type { CountryConfig } from "@qs/domain/country-config";
import type { VisitorProfile } from "@qs/domain/profile";
import { useStore } from "zustand";
import { type PersistStorage, persist } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { ProfileKind } from "./product-kind";

/**
 * The stored profiles of a site (profile spec §3): the visitor profile under the country's
 * key (V1.7, V1.6_PE, V1.6_CO, V1.6_INT) and the collective, SCTR, pet (pets_cl, pets_co)
 * and guard profiles under their own keys. Each key holds the profile's JSON itself, so a
 * profile stored by an earlier version of the site is read as it is.
 */

export type StoredProfile = VisitorProfile & Record<string, unknown>;

export interface ProfileState {
  profile: StoredProfile | null;
  save: (profile: StoredProfile) => void;
  clear: () => void;
}

function isRecord(value: unknown): value is StoredProfile {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The profile JSON itself under the key; a value that is not a JSON object reads as none. */
const rawProfileStorage: PersistStorage<Pick<ProfileState, "profile">> = {
  getItem(name) {
    try {
      const raw = globalThis.localStorage?.getItem(name);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return { state: { profile: isRecord(parsed) ? parsed : null }, version: 0 };
    } catch {
      return { state: { profile: null }, version: 0 };
    }
  },
  setItem(name, value) {
    try {
      if (value.state.profile) {
        globalThis.localStorage?.setItem(name, JSON.stringify(value.state.profile));
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
          save: (profile) => set({ profile }),
          clear: () => set({ profile: null }),
        }),
        {
          name: key,
          storage: rawProfileStorage,
          partialize: (state) => ({ profile: state.profile }),
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
