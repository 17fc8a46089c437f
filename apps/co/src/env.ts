import { readSiteEnv } from "@qs/domain/site-env";

/** The only module of this site that reads the build environment. */
export const siteEnv = readSiteEnv(import.meta.env);
