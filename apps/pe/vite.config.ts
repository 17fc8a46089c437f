import { siteViteConfig } from "@qs/site-server/vite-config";

export default siteViteConfig(import.meta.url);
